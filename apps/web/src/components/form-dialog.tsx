import { Loader2Icon } from "lucide-react";
import type { FormEventHandler, ReactNode } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";

/**
 * A dialog that is a form ('Fazer uma pergunta', 'Novo atendimento'): 'Cancelar' and the submit
 * button, which spins while sending, and a refusal that names no field said at the top, boxed so
 * it stands apart from the fields' own errors. The fields are the children.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  pending,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onSubmit,
  formError,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  /** Sending: both buttons are disabled and the dialog cannot be dismissed. */
  pending: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** Beside the spinner while sending ('Enviando...'). */
  pendingLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      trigger={trigger}
      title={title}
      description={description}
      cancelLabel="Cancelar"
      confirmLabel={confirmLabel}
      pendingLabel={
        <>
          <Loader2Icon className="animate-spin" aria-hidden="true" />
          {pendingLabel}
        </>
      }
      onSubmit={onSubmit}
    >
      <div className="grid min-w-0 gap-4">
        {formError ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm"
          >
            {formError}
          </p>
        ) : null}
        {children}
      </div>
    </ConfirmDialog>
  );
}
