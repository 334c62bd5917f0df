import { billingPlanName } from "@pm/shared/billing";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { longDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { type BillingScope, useCancelSubscription, useResumeSubscription } from "../api";

const untilText = (periodEnd: string | null) => (periodEnd ? longDate(periodEnd) : "o fim do período já pago");

/** Asks before cancelling: the subscription stops renewing, access stays until the paid period ends. */
export function CancelSubscriptionButton({
  plan,
  periodEnd,
  scope = "company",
  overdue = false,
}: {
  plan: string;
  periodEnd: string | null;
  scope?: BillingScope;
  /** An overdue subscription has no paid period left: cancelling ends it now and stops the retries. */
  overdue?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription(scope);

  const confirm = async () => {
    if (cancel.isPending) return;
    try {
      const result = await cancel.mutateAsync();
      setOpen(false);
      toast.success(
        result.ended
          ? "Assinatura encerrada. Nenhuma nova cobrança será feita."
          : `Assinatura cancelada. Seu acesso continua até ${untilText(result.currentPeriodEnd)}.`,
      );
    } catch (error) {
      toast.error(errorMessage(error, "Erro ao cancelar assinatura. Tente novamente."));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={cancel.isPending}
      trigger={<Button variant="outline">Cancelar assinatura</Button>}
      title="Cancelar assinatura?"
      description={
        overdue
          ? `A assinatura do plano ${billingPlanName(plan)} será encerrada agora, e a cobrança pendente não será mais tentada. Você pode assinar de novo quando quiser.`
          : `A assinatura do plano ${billingPlanName(plan)} não será renovada. Você mantém o acesso a todos os recursos do plano até ${untilText(periodEnd)}, o fim do período já pago, e pode reativá-la até lá.`
      }
      cancelLabel="Manter assinatura"
      confirmLabel="Cancelar assinatura"
      pendingLabel="Processando..."
      destructive
      onConfirm={confirm}
    />
  );
}

export function ResumeSubscriptionButton({ scope = "company" }: { scope?: BillingScope }) {
  const resume = useResumeSubscription(scope);

  const confirm = async () => {
    if (resume.isPending) return;
    try {
      await resume.mutateAsync();
      toast.success("Assinatura reativada!");
    } catch (error) {
      toast.error(errorMessage(error, "Erro ao reativar assinatura. Tente novamente."));
    }
  };

  return (
    <Button disabled={resume.isPending} onClick={() => void confirm()}>
      {resume.isPending ? "Processando..." : "Reativar assinatura"}
    </Button>
  );
}
