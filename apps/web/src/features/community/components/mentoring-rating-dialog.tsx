import { MENTORING_LIMITS, mentorshipRatingSchema } from "@pm/shared/mentoring";
import { StarIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { cx } from "@/lib/utils";
import { useRateMentorship } from "../api";
import { FormAlert, useMentoringDialog } from "./mentoring-dialog-form";
import { fieldErrors, zodIssues } from "./mentoring-form-errors";
import { CountedTextField } from "./post-text-field";

const FIELDS = ["stars", "comment"] as const;
const STARS = [1, 2, 3, 4, 5] as const;

const starsLabel = (n: number) => (n === 1 ? "1 estrela" : `${n} estrelas`);

/**
 * 'Avaliar' an ended mentorship: one to five stars and an optional comment, once. The stars are
 * radio buttons drawn as stars: Tab reaches the group and the arrows move the grade, as with any
 * radio group. Rated already (another tab) answers 409: said, closed, and the list read again.
 */
export function MentoringRatingDialog({ mentorshipId, otherName }: { mentorshipId: string; otherName: string }) {
  const id = useId();
  const rate = useRateMentorship(mentorshipId);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState("");
  const { dialog, errors, setErrors, clearError, send } = useMentoringDialog({
    fields: FIELDS,
    reset: () => {
      setStars(0);
      setComment("");
    },
    failMessage: "Não foi possível enviar a avaliação. Tente novamente.",
  });

  const submit = useOneSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // No grade chosen is 0, which the schema refuses with 'Dê uma nota de 1 a 5'.
    const parsed = mentorshipRatingSchema.safeParse({ stars, comment });
    if (!parsed.success) {
      setErrors(fieldErrors(zodIssues(parsed.error.issues), FIELDS));
      return;
    }
    setErrors({});
    await send(() =>
      rate.mutateAsync({
        stars: parsed.data.stars,
        ...(parsed.data.comment ? { comment: parsed.data.comment } : {}),
      }),
    );
  });

  const starsErrorId = `${id}-nota-error`;
  const commentId = `${id}-comentario`;

  return (
    <ConfirmDialog
      {...dialog}
      pending={rate.isPending}
      trigger={
        <Button size="sm">
          <StarIcon aria-hidden="true" />
          Avaliar<span className="sr-only"> a mentoria com {otherName}</span>
        </Button>
      }
      title={`Avaliar a mentoria com ${otherName}`}
      description="Sua nota ajuda outros militares a escolher um mentor. Só a média aparece, e só para o mentor."
      cancelLabel="Cancelar"
      confirmLabel="Enviar avaliação"
      pendingLabel="Enviando..."
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid min-w-0 gap-4">
        <FormAlert message={errors.form} />
        <fieldset className="grid gap-2" aria-describedby={errors.stars ? starsErrorId : undefined}>
          <legend className="mb-1 font-medium text-sm">Nota</legend>
          <div className="flex flex-wrap gap-1">
            {STARS.map((value) => (
              <label key={value} htmlFor={`${id}-nota-${value}`} className="relative cursor-pointer">
                <input
                  id={`${id}-nota-${value}`}
                  type="radio"
                  name={`${id}-nota`}
                  value={value}
                  checked={stars === value}
                  onChange={() => {
                    setStars(value);
                    clearError("stars");
                  }}
                  className="peer sr-only"
                />
                <span className="sr-only">{starsLabel(value)}</span>
                <StarIcon
                  aria-hidden="true"
                  className={cx(
                    "size-9 rounded-md p-1 transition-colors peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50",
                    // Filled up to the grade, outlined in the text's colour so the shape stays visible on any theme.
                    value <= stars ? "fill-accent text-foreground" : "text-muted-foreground",
                  )}
                />
              </label>
            ))}
          </div>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {stars > 0 ? `Sua nota: ${starsLabel(stars)}` : "Escolha de 1 a 5 estrelas."}
          </p>
          {errors.stars ? (
            <p id={starsErrorId} className="text-destructive text-sm">
              {errors.stars}
            </p>
          ) : null}
        </fieldset>
        <CountedTextField
          id={commentId}
          label="Comentário (opcional)"
          error={errors.comment}
          length={comment.length}
          max={MENTORING_LIMITS.comment}
          rows={4}
          className="min-h-24"
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            clearError("comment");
          }}
        />
      </div>
    </ConfirmDialog>
  );
}
