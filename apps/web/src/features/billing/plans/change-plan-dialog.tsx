import {
  COMPANY_PLANS,
  type CompanyPlanId,
  companyPlanName,
  creditMessages,
  jobLimitLabel,
  planPrice,
} from "@pm/shared/billing";
import { formatCents } from "@pm/shared/format";
import { memberMessages, seatLimitLabel } from "@pm/shared/members";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { useRef, useState } from "react";
import { ConfirmDialog, ConfirmDialogPanel } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { publicConfig } from "@/lib/public-config";
import { toast } from "@/lib/toast";
import { type ChangePreview, changePreviewQuery, PAYMENT_ERROR, useChangePlan } from "../api";
import { Notice } from "./current-plan-card";
import { ManageTeamLink } from "./team-seats";

/** What confirming will do, in the words of the preview the API computed. */
function PreviewText({ preview }: { preview: ChangePreview }) {
  const offer = COMPANY_PLANS[preview.plan];
  const price = planPrice(offer);
  const credit = preview.creditCents > 0 ? formatCents(preview.creditCents) : null;
  // On a plan with no charge ahead the credit is never used up: the buyer learns before paying
  // that it is refundable, and how.
  const refundable =
    credit && preview.creditUse === "refundable"
      ? ` ${creditMessages.noChargesAhead(preview.plan)} ${creditMessages.refundHow(publicConfig.contactEmail)}`
      : null;

  if (preview.kind === "unchanged") return <p>Este já é o seu plano atual.</p>;

  if (preview.kind === "checkout") {
    return (
      <>
        <p>
          Você será levado ao pagamento de <strong>{formatCents(preview.amountDueCents)}</strong>
          {offer.period === "one_time" ? " (pagamento único)" : price.period ? ` (${price.period})` : ""}. O plano muda
          assim que o pagamento for confirmado.
        </p>
        {credit ? (
          <p>
            O valor proporcional não usado do plano atual, {credit}, fica como crédito na sua conta.
            {refundable}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <>
      {preview.amountDueCents > 0 ? (
        <p>
          A mudança vale na hora. Será cobrado agora <strong>{formatCents(preview.amountDueCents)}</strong>, a diferença
          proporcional ao período restante da sua assinatura.
        </p>
      ) : credit && preview.creditUse === "refundable" ? (
        <p>
          A mudança vale na hora. O valor proporcional ao período restante, <strong>{credit}</strong>, fica como crédito
          na sua conta.{refundable}
        </p>
      ) : credit ? (
        <p>
          A mudança vale na hora. O valor proporcional ao período restante, <strong>{credit}</strong>, fica como crédito
          na sua conta e é abatido das próximas cobranças.
        </p>
      ) : (
        <p>A mudança vale na hora, sem cobrança adicional agora.</p>
      )}
      {offer.period === "month" ? <p>Nas próximas renovações, a assinatura passa a custar {price.label}.</p> : null}
    </>
  );
}

function OverCapWarning({ preview }: { preview: ChangePreview }) {
  const limit = preview.jobLimit;
  return (
    <div className="flex gap-3 rounded-lg border border-warning bg-warning/15 p-4 text-foreground text-sm">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        Você tem {preview.activeJobs} vagas ativas e o plano {companyPlanName(preview.plan)} permite até {limit}. As
        vagas ativas continuam publicadas, mas novas vagas só poderão ser ativadas quando houver menos de {limit}{" "}
        ativas.
      </p>
    </div>
  );
}

/**
 * A plan with fewer seats than the team uses (members and pending invitations) is refused: the
 * same sentence the API answers with, before the user tries, and the way to free the seats.
 */
function SeatsRefusal({ preview }: { preview: ChangePreview }) {
  if (!preview.overSeats || preview.seatLimit === null) return null;
  return (
    <Notice tone="destructive">
      <p>{memberMessages.downgradeSeats(companyPlanName(preview.plan), preview.seatLimit, preview.seatsUsed)}</p>
      <p>
        <ManageTeamLink />
      </p>
    </Notice>
  );
}

/**
 * 'Mudar para {plan}': asks the API what the change would cost, says so, and only then changes.
 * An immediate change takes effect here; a change that needs a payment goes to the provider.
 */
export function ChangePlanDialog({ plan, highlighted }: { plan: CompanyPlanId; highlighted: boolean }) {
  const offer = COMPANY_PLANS[plan];
  const [open, setOpen] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const submitting = useRef(false);
  const change = useChangePlan();
  const queryClient = useQueryClient();
  const busy = change.isPending || redirecting;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={busy}
      trigger={
        <Button variant={highlighted ? "default" : "outline"} className="w-full">
          Mudar para {offer.name}
        </Button>
      }
      content={
        <ChangePlanBody
          plan={plan}
          busy={busy}
          onConfirm={async () => {
            if (submitting.current) return;
            submitting.current = true;
            try {
              const result = await change.mutateAsync(plan);
              if (result.kind === "checkout") {
                setRedirecting(true);
                window.location.assign(result.url);
                return;
              }
              setOpen(false);
              if (result.kind === "changed") toast.success(`Plano alterado para ${companyPlanName(result.plan)}!`);
              else toast.info("Este já é o seu plano atual.");
            } catch (error) {
              toast.error(errorMessage(error, PAYMENT_ERROR));
              // The team grew since the preview (a refused change): ask again, so the dialog says why.
              if (error instanceof ApiRequestError && error.status === 409) {
                void queryClient.invalidateQueries({ queryKey: changePreviewQuery(plan).queryKey });
              }
            } finally {
              submitting.current = false;
            }
          }}
        />
      }
    />
  );
}

/** Mounted only while the dialog is open, so the preview is asked for on each opening. */
function ChangePlanBody({
  plan,
  busy,
  onConfirm,
}: {
  plan: CompanyPlanId;
  busy: boolean;
  onConfirm: () => Promise<void>;
}) {
  const offer = COMPANY_PLANS[plan];
  const preview = useQuery(changePreviewQuery(plan));
  const ready = preview.isSuccess && !preview.isFetching;
  const confirmLabel = preview.data?.kind === "checkout" ? "Ir para o pagamento" : "Confirmar mudança";

  return (
    <ConfirmDialogPanel
      title={<>Mudar para o plano {offer.name}?</>}
      description={
        <>
          {planPrice(offer).label} · {jobLimitLabel(offer.jobLimit)} · {seatLimitLabel(offer.seatLimit)}
        </>
      }
      cancelLabel="Voltar"
      confirmLabel={confirmLabel}
      pendingLabel="Processando..."
      pending={busy}
      confirmDisabled={!ready || preview.data?.kind === "unchanged" || preview.data?.overSeats === true}
      onConfirm={onConfirm}
    >
      <div className="grid gap-3 text-sm" aria-live="polite" aria-busy={preview.isFetching}>
        {preview.isPending || (preview.isFetching && !preview.isError) ? (
          <>
            <p className="sr-only">Calculando a mudança de plano...</p>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
          </>
        ) : preview.isError ? (
          <LoadError
            frame="plain"
            message={errorMessage(preview.error, "Erro ao carregar dados do plano")}
            query={preview}
          />
        ) : preview.data.overSeats ? (
          <SeatsRefusal preview={preview.data} />
        ) : (
          <>
            <PreviewText preview={preview.data} />
            {preview.data.overCap ? <OverCapWarning preview={preview.data} /> : null}
          </>
        )}
      </div>
    </ConfirmDialogPanel>
  );
}
