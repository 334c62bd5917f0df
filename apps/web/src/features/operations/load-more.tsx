import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The next page of a console list, while there is one. */
export function LoadMore({
  list,
}: {
  list: Pick<UseInfiniteQueryResult, "hasNextPage" | "fetchNextPage" | "isFetchingNextPage">;
}) {
  if (!list.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
        {list.isFetchingNextPage ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
        Carregar mais
      </Button>
    </div>
  );
}
