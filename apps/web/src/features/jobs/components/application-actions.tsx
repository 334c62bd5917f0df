import type { ApplicationStatus } from "@pm/shared/applications";
import {
  APPLY_CONFLICT_PATHS,
  APPLY_LABEL,
  applicationLimitReachedMessage,
  isActiveApplication,
  MILITARY_APPLICATION_STATUS_LABELS,
} from "@pm/shared/applications";
import { jobBoardMessages } from "@pm/shared/jobs.military";
import { href } from "@pm/shared/pages";
import type { AskedQuestion, ScreeningAnswer } from "@pm/shared/screening";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, ClockIcon, Loader2Icon, MessageSquareIcon, SendIcon, XCircleIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import {
  answersRefused,
  keepsDialogOpen,
  questionsChanged,
  ScreeningAnswersDialog,
} from "@/components/screening-answers-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import {
  type BoardJob,
  type ClientApplicationSource,
  jobScreeningQuestions,
  myApplicationsQuery,
  useApply,
  useWithdraw,
} from "../api";
import { WithdrawDialog } from "./withdraw-dialog";

const STATUS_STYLE: Record<
  ApplicationStatus,
  { variant: "secondary" | "warning" | "default" | "outline"; icon: typeof SendIcon }
> = {
  pendente: { variant: "secondary", icon: SendIcon },
  em_analise: { variant: "warning", icon: ClockIcon },
  aprovado: { variant: "default", icon: CheckCircle2Icon },
  rejeitado: { variant: "outline", icon: XCircleIcon },
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { variant, icon: Icon } = STATUS_STYLE[status];
  return (
    <Badge variant={variant} size="lg" data-testid="application-status">
      <Icon aria-hidden="true" />
      {MILITARY_APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * 'Candidatar-se' (saying where the job was found, `busca` when not told), or where the application
 * stands with 'Desistir' while it is active. A job with screening questions asks them first, in
 * 'Perguntas da vaga'; one without applies at once.
 */
export function ApplicationActions({ job, source }: { job: BoardJob; source?: ClientApplicationSource }) {
  const queryClient = useQueryClient();
  const apply = useApply();
  const withdraw = useWithdraw();
  const { data: mine } = useQuery(myApplicationsQuery);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** The questions being answered, while 'Perguntas da vaga' is open. */
  const [asking, setAsking] = useState<readonly AskedQuestion[] | null>(null);
  const [readingQuestions, setReadingQuestions] = useState(false);

  /** Why the application did not go, as the board says it: the cap's dialog, or a toast. */
  const reportFailure = (error: unknown) => {
    const issue =
      error instanceof ApiRequestError
        ? error.issues.find((i) => i.path === APPLY_CONFLICT_PATHS.limitReached)
        : undefined;
    if (issue) setLimitMessage(issue.message);
    else if (error instanceof ApiRequestError && error.status === 404) toast.error(jobBoardMessages.notFound);
    else if (error instanceof ApiRequestError && error.issues[0]) toast.error(error.issues[0].message);
    else toast.error(errorMessage(error));
  };

  /** Reads the job's questions again and asks them; false when it cannot (then the caller reports). */
  const askAgain = async () => {
    try {
      const questions = await jobScreeningQuestions(queryClient, job.id, { fresh: true });
      if (questions.length === 0) return false;
      setAsking(questions);
      return true;
    } catch {
      return false;
    }
  };

  const applyNow = () => {
    apply.mutate(
      { jobId: job.id, source },
      {
        onSuccess: () => toast.success(jobBoardMessages.applied),
        onError: async (error) => {
          // The company added questions since they were read: ask them.
          if (answersRefused(error) && (await askAgain())) return;
          reportFailure(error);
        },
      },
    );
  };

  const onApply = async () => {
    setReadingQuestions(true);
    let questions: readonly AskedQuestion[];
    try {
      questions = await jobScreeningQuestions(queryClient, job.id);
    } catch (error) {
      // A job gone since the board loaded: applying says so, and refreshes the board.
      if (error instanceof ApiRequestError && error.status === 404) questions = [];
      else {
        toast.error(errorMessage(error));
        return;
      }
    } finally {
      setReadingQuestions(false);
    }
    if (questions.length === 0) return applyNow();
    // At the plan's cap, answering would be for nothing: the cap's dialog comes first (the server
    // still decides when the list is stale).
    if (mine && mine.activeLimit !== null && mine.activeCount >= mine.activeLimit) {
      setLimitMessage(applicationLimitReachedMessage(mine.activeLimit));
      return;
    }
    setAsking(questions);
  };

  const sendAnswers = async (answers: ScreeningAnswer[]) => {
    try {
      await apply.mutateAsync({ jobId: job.id, source, answers });
    } catch (error) {
      if (keepsDialogOpen(error)) {
        if (asking && answersRefused(error) && questionsChanged(error, asking)) await askAgain();
        throw error;
      }
      setAsking(null);
      reportFailure(error);
      return;
    }
    setAsking(null);
    toast.success(jobBoardMessages.applied);
  };

  const onWithdraw = () => {
    if (!job.application) return;
    withdraw.mutate(
      { applicationId: job.application.id, jobId: job.id },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(jobBoardMessages.withdrawn);
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  const application = job.application;
  return (
    <>
      {application ? (
        <div className="flex flex-wrap items-center gap-2">
          <ApplicationStatusBadge status={application.status} />
          <Button asChild variant="outline" size="sm">
            <Link to={href("militaryMessages", {}, { empresa: job.company.id })}>
              <MessageSquareIcon aria-hidden="true" />
              Falar com a empresa
            </Link>
          </Button>
          {isActiveApplication(application.status) && (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              Desistir
            </Button>
          )}
        </div>
      ) : (
        <Button onClick={() => void onApply()} disabled={apply.isPending || readingQuestions}>
          {apply.isPending || readingQuestions ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {APPLY_LABEL}
        </Button>
      )}

      <ScreeningAnswersDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        questions={asking ?? []}
        jobTitle={job.title}
        onSubmit={sendAnswers}
      />

      <WithdrawDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={withdraw.isPending}
        jobTitle={job.title}
        companyName={job.company.name}
        onConfirm={onWithdraw}
      />

      <ConfirmDialog
        open={limitMessage !== null}
        onOpenChange={(open) => !open && setLimitMessage(null)}
        title="Limite de candidaturas ativas atingido"
        description={limitMessage}
        cancelLabel="Agora não"
        action={
          <Button asChild variant="accent">
            <Link to={href("militaryPayments")}>Conhecer o Premium</Link>
          </Button>
        }
      >
        {mine && mine.activeLimit !== null ? (
          <p className="text-sm">
            Você tem {mine.activeCount} de {mine.activeLimit} candidaturas ativas. Candidaturas aprovadas ou não
            selecionadas não contam.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
