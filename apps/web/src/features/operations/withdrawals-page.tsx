import { PIX_KEY_TYPE_LABELS } from "@pm/shared/benefits";
import { formatCents } from "@pm/shared/format";
import { operationsMessages as m } from "@pm/shared/operations";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { useDecideWithdrawal, type WithdrawalState, withdrawalsQuery } from "./api";
import { ConsoleList, ConsolePage, ConsoleTabs } from "./console-list";

const STATES: { value: WithdrawalState; label: string }[] = [
  { value: "solicitado", label: "Aguardando" },
  { value: "pago", label: "Pagos" },
  { value: "recusado", label: "Recusados" },
];

/** /operacao/saques: the militares' cashback withdrawals, paid by Pix (with its id) or refused. */
export function OperationsWithdrawalsPage() {
  const [params] = useSearchParams();
  const status = (STATES.find((s) => s.value === params.get("situacao"))?.value ?? "solicitado") as WithdrawalState;
  const list = useQuery(withdrawalsQuery(status));

  return (
    <ConsolePage
      title="Saques de cashback"
      description="Pague pelo Pix do banco e registre o identificador da transação; o militar é avisado na hora."
    >
      <ConsoleTabs param="situacao" value={status} tabs={STATES}>
        <ConsoleList
          list={list}
          items={list.data?.withdrawals ?? []}
          error="Erro ao carregar os saques"
          empty={status === "solicitado" ? m.withdrawalsEmpty : "Nenhum saque nesta situação."}
          row={(w) => (
            <li
              key={w.id}
              className="grid gap-3 rounded-lg border bg-card p-4 [overflow-wrap:anywhere] sm:grid-cols-[1fr_auto]"
            >
              <div className="grid gap-0.5 text-sm">
                <p className="font-semibold text-base">
                  {formatCents(w.amountCents)} · {w.fullName}
                </p>
                <p className="text-muted-foreground">
                  {w.email} · pedido em {shortDate(w.createdAt)}
                </p>
                <p>
                  Pix ({PIX_KEY_TYPE_LABELS[w.pixKeyType]}): <span className="font-mono">{w.pixKey}</span>
                </p>
                {w.pixTransactionId ? (
                  <p>
                    Transação: <span className="font-mono">{w.pixTransactionId}</span>
                  </p>
                ) : null}
                {w.refusalReason ? <p>Motivo da recusa: {w.refusalReason}</p> : null}
              </div>
              {w.status === "solicitado" ? (
                <div className="flex flex-wrap items-start gap-2">
                  <DecisionDialog id={w.id} amount={formatCents(w.amountCents)} decision="pago" />
                  <DecisionDialog id={w.id} amount={formatCents(w.amountCents)} decision="recusado" />
                </div>
              ) : null}
            </li>
          )}
        />
      </ConsoleTabs>
    </ConsolePage>
  );
}

function DecisionDialog({ id, amount, decision }: { id: string; amount: string; decision: "pago" | "recusado" }) {
  const decide = useDecideWithdrawal();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const paying = decision === "pago";
  const fieldId = `${decision}-${id}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (paying ? !/^[A-Za-z0-9]{1,64}$/.test(text) : text.length < 10) {
      return setError(paying ? m.pixTransactionInvalid : m.reasonRequired);
    }
    try {
      const res = await decide.mutateAsync({
        id,
        decision: paying ? { decision: "pago", pixTransactionId: text } : { decision: "recusado", reason: text },
      });
      toast.success(res.message);
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure, "Não foi possível registrar. Tente novamente."));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setValue("");
          setError(undefined);
        }
      }}
      trigger={
        <Button size="sm" variant={paying ? "default" : "outline"}>
          {paying ? "Marcar como pago" : "Recusar"}
        </Button>
      }
      title={paying ? `Registrar o pagamento de ${amount}?` : `Recusar o saque de ${amount}?`}
      description={
        paying
          ? "Informe o identificador da transação Pix (E2E) do comprovante. O militar verá o saque como pago."
          : "O valor volta ao saldo do militar, que verá o motivo."
      }
      cancelLabel="Cancelar"
      confirmLabel={paying ? "Registrar pagamento" : "Recusar saque"}
      pendingLabel="Salvando..."
      destructive={!paying}
      pending={decide.isPending}
      onSubmit={(e) => void onSubmit(e)}
    >
      <FormField id={fieldId} label={paying ? "Identificador da transação Pix" : "Motivo"} error={error} required>
        {paying ? (
          <Input
            id={fieldId}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={64}
            autoComplete="off"
            placeholder="E00000000202611241530abcdef12345"
            {...invalidProps(fieldId, error)}
          />
        ) : (
          <Textarea
            id={fieldId}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            rows={3}
            maxLength={500}
            {...invalidProps(fieldId, error)}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
