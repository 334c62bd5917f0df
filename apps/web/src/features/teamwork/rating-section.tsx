import { type RatingSummary, ratingLabel } from "@pm/shared/teamwork";
import { useQuery } from "@tanstack/react-query";
import { StarIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import { ratingQuery, useRate } from "./api";

const STARS = [1, 2, 3, 4, 5] as const;

/** "1 estrela", "4 estrelas". */
const starsLabel = (n: number) => (n === 1 ? "1 estrela" : `${n} estrelas`);

/** How long the arrow keys wait before saving, so stepping through the stars saves only the last. */
const KEYBOARD_SAVE_MS = 600;

const ARROWS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/** Five stars drawn, `value` of them filled: a teammate's rating, read only. */
function StarsShown({ value }: { value: number }) {
  return (
    <span className="inline-flex shrink-0" aria-hidden="true">
      {STARS.map((n) => (
        <StarIcon
          key={n}
          className={cx("size-3.5", n <= value ? "fill-amber-400 text-amber-500" : "text-muted-foreground/50")}
        />
      ))}
    </span>
  );
}

/**
 * The caller's stars: five radio buttons drawn as stars ("1 estrela" … "5 estrelas"). A click saves
 * at once; the arrow keys move the choice, as in any radio group, and save it once they stop.
 */
function StarPicker({
  value,
  onChoose,
}: {
  value: number | null;
  onChoose: (stars: number, from: "pointer" | "keyboard") => void;
}) {
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const viaKeyboard = useRef(false);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Sua avaliação</legend>
      {/* A native radio group: the browser moves the choice with the arrows. */}
      <div className="flex items-center">
        {STARS.map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-1 transition-colors hover:bg-muted has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            onMouseEnter={() => setHover(n)}
            onMouseLeave={() => setHover(null)}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onKeyDown={(event) => {
                viaKeyboard.current = ARROWS.has(event.key);
              }}
              onChange={() => {
                onChoose(n, viaKeyboard.current ? "keyboard" : "pointer");
                viaKeyboard.current = false;
              }}
              className="sr-only"
            />
            <StarIcon
              aria-hidden="true"
              className={cx("size-6", n <= shown ? "fill-amber-400 text-amber-500" : "text-muted-foreground")}
            />
            <span className="sr-only">{starsLabel(n)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function RatingBody({ applicationId, summary }: { applicationId: string; summary: RatingSummary }) {
  const rate = useRate(applicationId);
  // Stars chosen and not saved yet: during the arrows' pause and while the request runs.
  const [chosen, setChosen] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = (stars: number) => {
    if (stars === summary.mine) {
      setChosen(null);
      return;
    }
    rate.mutate(stars, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setChosen((now) => (now === stars ? null : now)),
    });
  };
  const choose = (stars: number, from: "pointer" | "keyboard") => {
    setChosen(stars);
    clearTimeout(timer.current);
    if (from === "pointer") save(stars);
    else timer.current = setTimeout(() => save(stars), KEYBOARD_SAVE_MS);
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <StarPicker value={chosen ?? summary.mine} onChoose={choose} />
        <p className="text-sm" data-testid="rating-average">
          <span className="text-muted-foreground">Média da equipe: </span>
          <span className="font-semibold">{ratingLabel(summary.average, summary.count)}</span>
        </p>
      </div>
      {summary.ratings.length > 0 ? (
        <ul className="grid gap-1.5 text-sm" aria-label="Avaliações da equipe">
          {summary.ratings.map((r) => (
            <li key={`${r.member.id ?? r.member.name}-${r.at}`} className="flex flex-wrap items-center gap-x-2">
              <span className="min-w-0 font-medium wrap-anywhere">{r.member.name}</span>
              <StarsShown value={r.stars} />
              <span className="text-muted-foreground text-xs">{starsLabel(r.stars)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">Ninguém da equipe avaliou este candidato ainda.</p>
      )}
    </div>
  );
}

/** 'Avaliação': the caller's stars for the candidate in this job, the team's average and who gave what. */
export function RatingSection({ applicationId }: { applicationId: string }) {
  const rating = useQuery(ratingQuery(applicationId));
  return (
    <Section variant="divided" title="Avaliação">
      {rating.isPending ? (
        <div className="grid gap-2">
          <p role="status" className="sr-only">
            Carregando avaliações...
          </p>
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      ) : rating.isError ? (
        <LoadError frame="plain" message="Erro ao carregar as avaliações" query={rating} />
      ) : (
        <RatingBody applicationId={applicationId} summary={rating.data} />
      )}
    </Section>
  );
}
