import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/lib/utils";

/** What a failed read offers again: TanStack Query's refetch and whether it is under way. */
interface Retryable {
  isFetching: boolean;
  refetch: () => unknown;
}

const FRAMES = {
  /** A page's main content: a bordered box. */
  box: "rounded-xl border p-6",
  /** Inside a card or a sheet that already draws its frame. */
  plain: "",
  /** Inside a popover or a panel with no padding of its own. */
  inset: "p-4 text-sm",
  /** Where an empty list would have stood: the empty state's dashed, centred box. */
  dashed: "justify-items-center rounded-xl border border-dashed p-8 text-center",
} as const;

/**
 * A read that failed: what could not be loaded, an optional hint, and "Tentar novamente", which
 * reads "Carregando..." and waits while the retry runs. Announced as an alert.
 */
export function LoadError({
  message,
  hint,
  query,
  frame = "box",
  heading = false,
}: {
  message: string;
  hint?: string;
  query: Retryable;
  /** "card" draws it as a card, where the content would have been cards. */
  frame?: keyof typeof FRAMES | "card";
  /** The page's h1, when the failed read was all the page is about. */
  heading?: boolean;
}) {
  const content = (
    <>
      {heading ? (
        <h1 className="font-medium text-lg">{message}</h1>
      ) : (
        <p className={frame === "dashed" ? "font-semibold text-lg" : "font-medium"}>{message}</p>
      )}
      {hint ? <p className="text-muted-foreground text-sm">{hint}</p> : null}
      <Button variant="outline" disabled={query.isFetching} onClick={() => void query.refetch()}>
        {query.isFetching ? "Carregando..." : "Tentar novamente"}
      </Button>
    </>
  );
  return frame === "card" ? (
    <Card role="alert" padding="lg" className="grid justify-items-start gap-3">
      {content}
    </Card>
  ) : (
    <div role="alert" className={cx("grid gap-3", frame !== "dashed" && "justify-items-start", FRAMES[frame])}>
      {content}
    </div>
  );
}
