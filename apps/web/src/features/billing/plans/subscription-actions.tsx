import { billingPlanName } from "@pm/shared/plans";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
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
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline">Cancelar assinatura</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancelar assinatura?</AlertDialogTitle>
          <AlertDialogDescription>
            {overdue
              ? `A assinatura do plano ${billingPlanName(plan)} será encerrada agora, e a cobrança pendente não será mais tentada. Você pode assinar de novo quando quiser.`
              : `A assinatura do plano ${billingPlanName(plan)} não será renovada. Você mantém o acesso a todos os recursos do plano até ${untilText(periodEnd)}, o fim do período já pago, e pode reativá-la até lá.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>Manter assinatura</AlertDialogCancel>
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => void confirm()}>
            {cancel.isPending ? "Processando..." : "Cancelar assinatura"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
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
