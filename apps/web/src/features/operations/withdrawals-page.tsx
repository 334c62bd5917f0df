import { PIX_KEY_TYPE_LABELS } from "@pm/shared/benefits";
import { formatCents } from "@pm/shared/format";
import { operationsMessages as m } from "@pm/shared/operations";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { useDecideWithdrawal, type WithdrawalState, withdrawalsQuery } from "./api";

const STATES: { value: WithdrawalState; label: string }[] = [
  { value: "solicitado", label: "Aguardando" },
  { value: "pago", label: "Pagos" },
  { value: "recusado", label: "Recusados" },
];

/** /operacao/saques: the militares' cashback withdrawals, paid by Pix (with its id) or refused. */
export function OperationsWithdrawalsPage() {
  const [params, setParams] = useSearchParams();
  const status = (STATES.find((s) => s.value === params.get("situacao"))?.value ?? "solicitado") as WithdrawalState;
  const list = useQuery(withdrawalsQuery(status));

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Saques de cashback</h1>
        <p className="mt-1 text-muted-foreground">
          Pague pelo Pix do banco e registre o identificador da transação; o militar é avisado na hora.
        </p>
      </div>
      <Tabs value={status} onValueChange={(value) => setParams({ situacao: value }, { replace: true })}>
        <TabsList>
          {STATES.map((s) => (
            <TabsTrigger key={s.value} value={s.value}>
              {s.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status} className="mt-4">
          {list.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : list.isError ? (
            <LoadError message="Erro ao carregar os saques" query={list} />
          ) : list.data.withdrawals.length === 0 ? (
            <Card className="p-8 text-center text-muted-foreground">
              {status === "solicitado" ? m.withdrawalsEmpty : "Nenhum saque nesta situação."}
            </Card>
          ) : (
            <ul className="grid gap-2">
              {list.data.withdrawals.map((w) => (
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
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </div>
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
