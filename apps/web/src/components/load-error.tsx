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
      {heading ? <h1 className="font-medium text-lg">{message}</h1> : <p className="font-medium">{message}</p>}
      {hint ? <p className="text-muted-foreground text-sm">{hint}</p> : null}
      <Button variant="outline" disabled={query.isFetching} onClick={() => void query.refetch()}>
        {query.isFetching ? "Carregando..." : "Tentar novamente"}
      </Button>
    </>
  );
  const layout = "grid justify-items-start gap-3";
  return frame === "card" ? (
    <Card role="alert" padding="lg" className={layout}>
      {content}
    </Card>
  ) : (
    <div role="alert" className={cx(layout, FRAMES[frame])}>
      {content}
    </div>
  );
}
