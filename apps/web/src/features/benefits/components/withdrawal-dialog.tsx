import { zodResolver } from "@hookform/resolvers/zod";
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES } from "@pm/shared/benefits";
import { type WithdrawalInput, withdrawalSchema } from "@pm/shared/benefits.military";
import { formatCents } from "@pm/shared/format";
import { type FieldPath, useForm } from "react-hook-form";
import type { z } from "zod";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { ApiRequestError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useRequestWithdrawal } from "../api";

type WithdrawalForm = z.input<typeof withdrawalSchema>;
const FIELDS = ["pixKeyType", "pixKey", "amount"] as const;

/** 'Solicitar saque': the Pix key and the amount, R$ 20,00 at least and within the available balance. */
export function WithdrawalDialog({ availableCents }: { availableCents: number }) {
  const request = useRequestWithdrawal();
  const form = useForm<WithdrawalForm, unknown, WithdrawalInput>({
    resolver: zodResolver(withdrawalSchema),
    defaultValues: { pixKeyType: "cpf", pixKey: "", amount: "" },
  });
  const { open, setOpen, onOpenChange } = useFormDialog(form);
  const { errors } = form.formState;

  // The schema checked the fields; the API reads what was typed the same way.
  const submit = form.handleSubmit(async () => {
    try {
      const { pixKeyType, pixKey, amount } = form.getValues();
      await request.mutateAsync({ pixKeyType, pixKey, amount: String(amount ?? "") });
      toast.success("Saque solicitado! O valor chega por Pix em até 2 dias úteis.");
      form.reset();
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const issue of error.issues) {
          const name = issue.path.split(".")[0] as FieldPath<WithdrawalForm>;
          if ((FIELDS as readonly string[]).includes(name)) form.setError(name, { message: issue.message });
        }
        toast.error(error.message);
      } else {
        toast.error("Não foi possível solicitar o saque. Tente novamente.");
      }
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button disabled={availableCents < 2000}>Solicitar saque</Button>}
      title="Solicitar saque por Pix"
      description={`Disponível para saque: ${formatCents(availableCents)}. O valor mínimo é R$ 20,00.`}
      cancelLabel="Cancelar"
      confirmLabel="Solicitar saque"
      pendingLabel="Solicitando..."
      pending={request.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-4">
        <FormField id="saque-tipo" label="Tipo de chave" error={errors.pixKeyType?.message} required>
          <NativeSelect
            id="saque-tipo"
            {...invalidProps("saque-tipo", errors.pixKeyType?.message)}
            {...form.register("pixKeyType")}
          >
            {PIX_KEY_TYPES.map((type) => (
              <option key={type} value={type}>
                {PIX_KEY_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="saque-chave" label="Chave Pix" error={errors.pixKey?.message} required>
          <Input
            id="saque-chave"
            autoComplete="off"
            {...invalidProps("saque-chave", errors.pixKey?.message)}
            {...form.register("pixKey")}
          />
        </FormField>
        <FormField id="saque-valor" label="Valor (R$)" error={errors.amount?.message} required>
          <Input
            id="saque-valor"
            inputMode="decimal"
            placeholder="20,00"
            {...invalidProps("saque-valor", errors.amount?.message)}
            {...form.register("amount")}
          />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
