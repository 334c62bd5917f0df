import { addDays, brazilToday, canRenewJob, JOB_OPEN_DAYS, JOB_STATE_LABELS, type JobState } from "@pm/shared/jobs";
import { CalendarClock, CalendarX, Pause, Play, RefreshCw } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import { useRenewJob, useSetJobActive } from "../api";

/** A job as its status, expiry and renewal read it. */
interface ExpiringJob {
  id: string;
  title: string;
  active: boolean;
  /** Active, but past its expiry (the server's word, not this browser's clock). */
  expired: boolean;
  expiresAt: string;
  closesOn: string | null;
}

const STATE_VARIANT = { ativa: "default", pausada: "secondary", expirada: "destructive" } as const;

const stateOf = (job: { active: boolean; expired: boolean }): JobState =>
  !job.active ? "pausada" : job.expired ? "expirada" : "ativa";

/** Whether the renewal is offered: expired (by the server's word) or within the renewal window. */
const renewable = (job: ExpiringJob) => job.expired || canRenewJob(job);

/** 'Ativa', 'Pausada' or 'Expirada' (active, but off the board until renewed). */
export function JobStatusBadge({ job }: { job: { active: boolean; expired: boolean } }) {
  const state = stateOf(job);
  return <Badge variant={STATE_VARIANT[state]}>{JOB_STATE_LABELS[state]}</Badge>;
}

/** Whole days from today (in Brazil) to the day of `iso`, in Brazil too. */
function daysUntil(iso: string, now: Date): number {
  const today = brazilToday(now);
  const day = brazilToday(new Date(iso));
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** 'Expira hoje', 'Expira amanhã', 'Expira em N dias'. */
function expiresIn(days: number): string {
  if (days <= 0) return "Expira hoje";
  return days === 1 ? "Expira amanhã" : `Expira em ${days} dias`;
}

/**
 * When an active job leaves the board: 'Expirou em …', its closing date ('Inscrições até …'),
 * 'Expira em N dias' within the renewal window, else 'Aberta até …'. Nothing for a paused job.
 */
export function jobExpiryText(job: ExpiringJob, now = new Date()): string | null {
  const state = stateOf(job);
  if (state === "pausada") return null;
  if (state === "expirada") return `Expirou em ${shortDate(job.expiresAt)}`;
  if (job.closesOn) return `Inscrições até ${shortDate(job.closesOn)}`;
  return canRenewJob(job, now) ? expiresIn(daysUntil(job.expiresAt, now)) : `Aberta até ${shortDate(job.expiresAt)}`;
}

/** The job's expiry as a short line; highlighted when the company has something to do. */
export function JobExpiry({ job, className }: { job: ExpiringJob; className?: string }) {
  const text = jobExpiryText(job);
  if (!text) return null;
  const attention = renewable(job);
  const Icon = job.expired ? CalendarX : CalendarClock;
  return (
    <span
      className={cx("inline-flex items-center gap-1", attention && "font-medium text-destructive", className)}
      data-testid="job-expiry"
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}

/**
 * 'Confirmar que a vaga continua aberta', offered when an active job expired or expires within the
 * renewal window: it stays published for JOB_OPEN_DAYS more (or until its closing date still ahead).
 */
export function RenewJobButton({
  job,
  size = "sm",
  variant = "default",
}: {
  job: ExpiringJob;
  size?: "sm" | "default";
  variant?: "default" | "outline";
}) {
  const renew = useRenewJob();
  if (!renewable(job)) return null;
  const busy = renew.isPending;

  const confirm = async () => {
    if (busy) return;
    try {
      const renewed = await renew.mutateAsync(job.id);
      toast.success(`Vaga renovada! Ela fica aberta até ${shortDate(renewed.expiresAt)}.`);
    } catch (error) {
      toast.error(
        error instanceof ApiRequestError && error.code === "CONFLICT"
          ? error.message
          : errorMessage(error, "Erro ao renovar a vaga. Tente novamente."),
      );
    }
  };

  return (
    <Button
      variant={variant}
      size={size}
      disabled={busy}
      aria-label={`Confirmar que a vaga continua aberta: ${job.title}`}
      onClick={() => void confirm()}
    >
      <RefreshCw aria-hidden="true" />
      {busy ? "Confirmando..." : "Confirmar que a vaga continua aberta"}
    </Button>
  );
}

/** On the job's page: why the company should renew it, with the action. */
export function JobExpiryNotice({ job }: { job: ExpiringJob }) {
  if (!renewable(job)) return null;
  const until = shortDate(addDays(brazilToday(), JOB_OPEN_DAYS));
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="job-expiry-notice"
    >
      <div className="grid gap-1">
        <p className="font-semibold">
          {job.expired ? "Esta vaga expirou e saiu do ar" : `${jobExpiryText(job)}: confirme se ela continua aberta`}
        </p>
        <p>
          {job.expired
            ? `Militares não a veem mais nem podem se candidatar. Se ela continua aberta, confirme para publicá-la de novo até ${until}.`
            : `Vagas sem confirmação saem do ar ao expirar. Confirme para mantê-la publicada até ${until}.`}
        </p>
      </div>
      <RenewJobButton job={job} />
    </div>
  );
}

/** Pausar or Ativar; an activation the plan's cap refuses shows the server's sentence. */
export function ToggleJobButton({
  job,
  size = "sm",
}: {
  job: { id: string; title: string; active: boolean };
  size?: "sm" | "default";
}) {
  const setActive = useSetJobActive();
  const busy = setActive.isPending;

  const toggle = async () => {
    if (busy) return;
    try {
      const updated = await setActive.mutateAsync({ id: job.id, active: !job.active });
      toast.success(updated.active ? "Vaga ativada" : "Vaga pausada");
    } catch (error) {
      toast.error(
        error instanceof ApiRequestError && error.code === "CONFLICT"
          ? error.message
          : errorMessage(error, "Erro ao alterar status da vaga. Tente novamente."),
      );
    }
  };

  const label = job.active ? "Pausar" : "Ativar";
  return (
    <Button
      variant="outline"
      size={size}
      disabled={busy}
      aria-label={`${label} vaga ${job.title}`}
      onClick={() => void toggle()}
    >
      {job.active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      {busy ? (job.active ? "Pausando..." : "Ativando...") : label}
    </Button>
  );
}
