import { Loader2Icon } from "lucide-react";
import { type ComponentProps, Fragment, type ReactNode } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * What a list's read tells: TanStack Query's result, an infinite one (keyset pages behind
 * "Carregar mais") or a plain one (no next page).
 */
export interface ListState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

/** The outline drawn while the first page loads. */
export interface ListSkeletonShape {
  /** How many rows; 3 unless told. */
  rows?: number;
  /** A row: the classes of one placeholder block, or the outline of a row (a card's, say). */
  row?: string | ReactNode;
  /** The classes of the rows' container. */
  className?: string;
  /** Read to screen readers while it loads. */
  status?: string;
  /** Drawn above the rows (a summary card's outline). */
  lead?: ReactNode;
}

/** The failed read: LoadError's message, hint and frame. */
export interface ListError {
  message: string;
  hint?: string;
  frame?: ComponentProps<typeof LoadError>["frame"];
}

/** How "Carregar mais" looks where the list draws it. */
export interface LoadMoreLook {
  /** "Carregar mais" unless told. */
  label?: string;
  /** While the next page loads: a spinner beside the label, or "Carregando..." in its place. */
  busy?: "spinner" | "text";
  size?: "default" | "sm";
  className?: string;
  /** The classes of the box around the button; `null` draws the button alone. */
  wrapper?: string | null;
}

/** The placeholder rows of a loading list, marked busy, with its status for screen readers. */
export function ListSkeleton({
  rows = 3,
  row = "h-16 w-full",
  className = "grid gap-3",
  status,
  lead,
}: ListSkeletonShape) {
  return (
    <div aria-busy="true" className={className}>
      {status ? (
        <p className="sr-only" role="status">
          {status}
        </p>
      ) : null}
      {lead}
      {Array.from({ length: rows }, (_, i) => i).map((i) =>
        typeof row === "string" ? <Skeleton key={i} className={row} /> : <Fragment key={i}>{row}</Fragment>,
      )}
    </div>
  );
}

/** "Carregar mais": waits while the next page loads, and is not there when there is none. */
export function LoadMoreButton({ list, look = {} }: { list: ListState; look?: LoadMoreLook }) {
  if (!list.hasNextPage || !list.fetchNextPage) return null;
  const { label = "Carregar mais", busy = "spinner", size, className, wrapper = "flex justify-center" } = look;
  const fetching = Boolean(list.isFetchingNextPage);
  const button = (
    <Button
      variant="outline"
      size={size}
      className={className}
      disabled={fetching}
      onClick={() => void list.fetchNextPage?.()}
    >
      {busy === "text" ? (
        fetching ? (
          "Carregando..."
        ) : (
          label
        )
      ) : (
        <>
          {fetching ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {label}
        </>
      )}
    </Button>
  );
  return wrapper === null ? button : <div className={wrapper}>{button}</div>;
}

/**
 * A list read a page at a time: the skeleton while the first page loads; the error with
 * "Tentar novamente" when nothing could be read; the empty state; else the items, drawn by
 * `children`, which places `more` (the "Carregar mais" button, and an alert when a later read
 * failed while items are shown) where the list wants it.
 */
export interface PagedListProps<T> {
  list: ListState;
  items: T[];
  skeleton?: ListSkeletonShape;
  error: ListError;
  empty: ReactNode;
  loadMore?: LoadMoreLook;
  children: (items: T[], more: ReactNode) => ReactNode;
}

export function PagedList<T>({ list, items, skeleton, error, empty, loadMore, children }: PagedListProps<T>) {
  if (list.isPending) return <ListSkeleton {...skeleton} />;
  if (list.isError && items.length === 0) {
    return <LoadError message={error.message} hint={error.hint} frame={error.frame} query={list} />;
  }
  if (items.length === 0) return <>{empty}</>;
  const more = (
    <>
      <LoadMoreButton list={list} look={loadMore} />
      {list.isError ? <StaleError message={error.message} list={list} /> : null}
    </>
  );
  return <>{children(items, more)}</>;
}

/** Items are shown but a later read (the next page, a refresh) failed: said below them, with a retry. */
function StaleError({ message, list }: { message: string; list: ListState }) {
  return (
    <p role="alert" className="text-center text-destructive text-sm">
      {/[.!?]$/.test(message) ? message : `${message}.`}{" "}
      <button type="button" className="underline" disabled={list.isFetching} onClick={() => void list.refetch()}>
        Tentar novamente
      </button>
    </p>
  );
}
