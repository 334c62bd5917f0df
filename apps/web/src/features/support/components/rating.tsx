import { brazilDate } from "@pm/shared/brazil";
import { SUPPORT_LIMITS, supportMessages } from "@pm/shared/support.constants";
import { Loader2Icon, StarIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import { useRateSupport } from "../api";

const STARS = [1, 2, 3, 4, 5] as const;

const starsText = (n: number) => `${n} ${n === 1 ? "estrela" : "estrelas"}`;

/** The stars of a rating, drawn: `value` of them filled. */
function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx("flex gap-0.5", className)}>
      {STARS.map((n) => (
        <StarIcon key={n} className={cx("size-5", n <= value ? "fill-accent text-accent" : "text-muted-foreground")} />
      ))}
    </span>
  );
}

/** The rating he gave, as he sees it afterwards. */
export function GivenRating({ rating, comment }: { rating: number; comment: string | null }) {
  return (
    <section aria-labelledby="avaliacao-dada" className="grid gap-2 rounded-lg border bg-muted/40 p-4">
      <h3 id="avaliacao-dada" className="font-semibold text-sm">
        Sua avaliação
      </h3>
      <p className="flex items-center gap-2 text-sm">
        <Stars value={rating} />
        <span>{rating} de 5</span>
      </p>
      {comment ? <p className="whitespace-pre-wrap text-muted-foreground text-sm wrap-anywhere">{comment}</p> : null}
    </section>
  );
}

/**
 * 'Como foi o atendimento?': one to five stars and an optional comment, after the request is
 * resolved. The stars are a native radio group, so arrows move between them and the choice is
 * announced as "4 estrelas".
 */
export function RatingForm({ requestId, ratingUntil }: { requestId: string; ratingUntil: string | null }) {
  const id = useId();
  const rate = useRateSupport(requestId);
  const [rating, setRating] = useState(0);
  const [hovered, setHovered] = useState(0);
  const [comment, setComment] = useState("");
  const [ratingError, setRatingError] = useState<string | undefined>();
  const [commentError, setCommentError] = useState<string | undefined>();

  const submit = useOneSubmit(async (event) => {
    event.preventDefault();
    if (rating < 1) {
      setRatingError(supportMessages.ratingInvalid);
      document.getElementById(`${id}-1`)?.focus();
      return;
    }
    setRatingError(undefined);
    setCommentError(undefined);
    try {
      const done = await rate.mutateAsync({ rating, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      toast.success(done.message);
    } catch (error) {
      const issues = error instanceof ApiRequestError ? error.issues : [];
      const onComment = issues.find((i) => i.path === "comment");
      const onRating = issues.find((i) => i.path === "rating");
      if (onComment) setCommentError(onComment.message);
      if (onRating) setRatingError(onRating.message);
      if (!onComment && !onRating) toast.error(errorMessage(error));
    }
  });

  const shown = hovered || rating;
  const commentId = `${id}-comentario`;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-titulo`}
      className="grid gap-4 rounded-lg border bg-muted/40 p-4"
    >
      <div>
        <h3 id={`${id}-titulo`} className="font-semibold">
          Como foi o atendimento?
        </h3>
        {ratingUntil ? (
          <p className="text-muted-foreground text-xs">Você pode avaliar até {brazilDate(new Date(ratingUntil))}.</p>
        ) : null}
      </div>
      <fieldset
        className="grid gap-2"
        aria-invalid={ratingError ? true : undefined}
        aria-describedby={ratingError ? `${id}-nota-error` : undefined}
      >
        <legend className="mb-1 font-medium text-sm">Nota</legend>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover only previews the stars; the radios take the choice. */}
        <div className="flex gap-1" onMouseLeave={() => setHovered(0)}>
          {STARS.map((n) => (
            <label key={n} htmlFor={`${id}-${n}`} className="cursor-pointer" onMouseEnter={() => setHovered(n)}>
              <input
                id={`${id}-${n}`}
                type="radio"
                name={`${id}-nota`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
              />
              <span className="flex rounded-md p-1 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50">
                <StarIcon
                  aria-hidden="true"
                  className={cx("size-7", n <= shown ? "fill-accent text-accent" : "text-muted-foreground")}
                />
              </span>
              <span className="sr-only">{starsText(n)}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${id}-nota-error`} className="text-destructive text-sm">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={commentId}>Comentário (opcional)</Label>
        <Textarea
          id={commentId}
          rows={3}
          value={comment}
          maxLength={SUPPORT_LIMITS.ratingComment}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${commentId}-error` : undefined}
          onChange={(event) => setComment(event.target.value)}
        />
        {commentError ? (
          <p id={`${commentId}-error`} className="text-destructive text-sm">
            {commentError}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={rate.isPending}>
          {rate.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {rate.isPending ? "Enviando..." : "Enviar avaliação"}
        </Button>
      </div>
    </form>
  );
}
