import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from "@pm/shared/applications";
import { interviewTimeLabel } from "@pm/shared/interviews";
import { ratingLabel } from "@pm/shared/teamwork";
import { CalendarClockIcon, CheckIcon, ChevronDownIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import { STATUS_ERROR, STATUS_UPDATED, useSetApplicationStatus } from "../api";

const VARIANTS = {
  pendente: "secondary",
  em_analise: "warning",
  aprovado: "default",
  rejeitado: "destructive",
} as const satisfies Record<ApplicationStatus, string>;

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={VARIANTS[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}

/** The team's average for a listed application: "★ 4,5 (2)"; nothing before the first rating. */
export function RatingBadge({
  rating,
  className,
}: {
  rating: { average: number | null; count: number };
  className?: string;
}) {
  if (rating.average === null || rating.count === 0) return null;
  return (
    <p className={cx("flex items-center gap-1 font-medium text-xs", className)} data-testid="rating-badge">
      <span className="sr-only">Avaliação da equipe: </span>
      <span aria-hidden="true" className="text-amber-500">
        ★
      </span>
      {ratingLabel(rating.average, rating.count)}
    </p>
  );
}

/**
 * A listed application's open interview: "Entrevista: ter., 1 de dez., 14:00 (horário de
 * Brasília)" once the candidate chose a time, "Entrevista: aguardando horário" before; nothing
 * without one.
 */
export function NextInterviewNote({
  interview,
  className,
}: {
  interview: { startsAt: string | null } | null | undefined;
  className?: string;
}) {
  if (!interview) return null;
  return (
    <p className={cx("flex items-start gap-1 text-muted-foreground text-xs", className)} data-testid="next-interview">
      <CalendarClockIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        Entrevista:{" "}
        {interview.startsAt ? (
          <time dateTime={interview.startsAt}>{interviewTimeLabel(interview.startsAt)}</time>
        ) : (
          "aguardando horário"
        )}
      </span>
    </p>
  );
}

/**
 * A menu with the four statuses; picking one saves it at once. The current one is checked.
 */
export function ApplicationStatusMenu({
  applicationId,
  status,
  candidateName,
}: {
  applicationId: string;
  status: ApplicationStatus;
  candidateName: string;
}) {
  const setStatus = useSetApplicationStatus();

  const choose = async (next: ApplicationStatus) => {
    if (next === status) return;
    try {
      await setStatus.mutateAsync({ id: applicationId, status: next });
      toast.success(STATUS_UPDATED);
    } catch {
      toast.error(STATUS_ERROR);
    }
  };

  return (
    // Non-modal, like the account menu: a modal menu aria-hides the page while keeping it focusable.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={setStatus.isPending}
          aria-label={`Alterar status da candidatura de ${candidateName}`}
        >
          {setStatus.isPending ? "Salvando..." : "Alterar status"}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel>Status da candidatura</DropdownMenuLabel>
        {APPLICATION_STATUSES.map((option) => {
          const current = option === status;
          return (
            <DropdownMenuItem
              key={option}
              className={current ? "font-medium" : undefined}
              onSelect={() => void choose(option)}
            >
              <CheckIcon aria-hidden="true" className={current ? "" : "invisible"} />
              {APPLICATION_STATUS_LABELS[option]}
              {current ? <span className="sr-only"> (atual)</span> : null}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
