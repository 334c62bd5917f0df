import { operationsMessages as m } from "@pm/shared/operations";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";

/** The text the dialog asks for: a reason by default; an answer to a person is longer. */
export interface ReasonField {
  label: string;
  maxLength: number;
  rows: number;
  /** Shown when fewer than 10 characters are given. */
  requiredMessage: string;
}

const REASON: ReasonField = { label: "Motivo", maxLength: 500, rows: 3, requiredMessage: m.reasonRequired };

/** A confirmation that asks why: the reason goes to the audit log (and, for a suspension, to the company). */
export function ReasonDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel = "Salvando...",
  field = REASON,
  destructive = false,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel?: string;
  field?: ReasonField;
  destructive?: boolean;
  pending: boolean;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const fieldId = `reason-${confirmLabel.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setReason("");
          setError(undefined);
        }
      }}
      trigger={trigger}
      title={title}
      description={description}
      cancelLabel="Cancelar"
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      destructive={destructive}
      pending={pending}
      onSubmit={async (event) => {
        event.preventDefault();
        if (reason.trim().length < 10) return setError(field.requiredMessage);
        try {
          await onConfirm(reason.trim());
          onOpenChange(false);
          setReason("");
        } catch (failure) {
          setError(errorMessage(failure, "Não foi possível concluir. Tente novamente."));
        }
      }}
    >
      <FormField id={fieldId} label={field.label} error={error} required>
        <Textarea
          id={fieldId}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={field.rows}
          maxLength={field.maxLength}
          className="min-h-20"
          {...invalidProps(fieldId, error)}
        />
      </FormField>
    </ConfirmDialog>
  );
}
