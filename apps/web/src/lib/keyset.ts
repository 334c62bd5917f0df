import { infiniteQueryOptions, type QueryKey } from "@tanstack/react-query";

/**
 * A list read a keyset page at a time ('Carregar mais'): each page names the cursor of the next,
 * or none on the last.
 */
export function keysetQuery<Page extends { nextCursor?: string | null }, Key extends QueryKey>(
  queryKey: Key,
  fetchPage: (cursor: string | undefined) => Promise<Page>,
  { refetchInterval }: { refetchInterval?: number } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval,
  });
}
