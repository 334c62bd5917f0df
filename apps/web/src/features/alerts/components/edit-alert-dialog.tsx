import { zodResolver } from "@hookform/resolvers/zod";
import { alertMessages, createAlertSchema } from "@pm/shared/alerts";
import { PencilIcon } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { type AlertFields, AlertFieldsInputs, placeFieldIssues } from "@/components/job-alert-dialog";
import { Button } from "@/components/ui/button";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type MilitaryAlert, useUpdateAlert } from "../api";

const editSchema = z.strictObject({
  name: createAlertSchema.shape.name,
  frequency: createAlertSchema.shape.frequency,
});

/** 'Editar': the alert's name and frequency; its search stays as it was saved. */
export function EditAlertDialog({ alert }: { alert: MilitaryAlert }) {
  const id = useId();
  const update = useUpdateAlert();
  const form = useForm<AlertFields>({
    resolver: zodResolver(editSchema),
    defaultValues: { name: alert.name, frequency: alert.frequency },
  });
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    // Each opening starts from the alert as it is now.
    if (next) form.reset({ name: alert.name, frequency: alert.frequency });
    setFailure(null);
    setOpen(next);
  };

  const submit = useOneSubmit(
    form.handleSubmit(async (fields) => {
      setFailure(null);
      try {
        await update.mutateAsync({ id: alert.id, ...fields });
        toast.success(alertMessages.updated);
        setOpen(false);
      } catch (error) {
        if (!placeFieldIssues<AlertFields>(error, ["name", "frequency"], form.setError)) {
          setFailure(errorMessage(error));
        }
      }
    }),
  );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={update.isPending}
      trigger={
        <Button variant="ghost" size="sm">
          <PencilIcon aria-hidden="true" />
          Editar<span className="sr-only"> o alerta {alert.name}</span>
        </Button>
      }
      title="Editar alerta"
      description="Mude o nome ou a frequência. Para mudar a busca, crie um alerta novo em Vagas."
      cancelLabel="Cancelar"
      confirmLabel="Salvar"
      pendingLabel="Salvando..."
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-4">
        <AlertFieldsInputs idPrefix={id} register={form.register} errors={form.formState.errors} />
        {failure ? (
          <p role="alert" className="text-destructive text-sm">
            {failure}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
