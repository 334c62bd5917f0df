import { Loader2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";

/** 'Desistir da candidatura?': what withdrawing means, before it happens. */
export function WithdrawDialog({
  open,
  onOpenChange,
  pending,
  jobTitle,
  companyName,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  jobTitle: string;
  companyName: string;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title="Desistir da candidatura?"
      description={
        <>
          Sua candidatura para {jobTitle} na {companyName} será retirada e a empresa deixará de vê-la. Você poderá se
          candidatar de novo enquanto a vaga estiver aberta.
        </>
      }
      cancelLabel="Manter candidatura"
      confirmLabel="Desistir"
      pendingLabel={
        <>
          <Loader2Icon className="animate-spin" aria-hidden="true" />
          Desistir
        </>
      }
      destructive
      onConfirm={onConfirm}
    />
  );
}
