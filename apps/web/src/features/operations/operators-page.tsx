import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { shortDate } from "@/lib/dates";
import { meQuery } from "@/lib/session";
import { toast } from "@/lib/toast";
import { operatorsQuery, useResetOperatorTwoFactor } from "./api";
import { ReasonDialog } from "./reason-dialog";

/** /operacao/operadores: the team; a colleague who lost his phone and recovery codes gets his second factor cleared. */
export function OperationsOperatorsPage() {
  const list = useQuery(operatorsQuery);
  const { data: me } = useQuery(meQuery);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Operadores</h1>
        <p className="mt-1 text-muted-foreground">
          A equipe do console. Quem perdeu o celular e os códigos de recuperação tem a verificação em duas etapas
          redefinida por outro operador, depois de confirmar a identidade dele. Novos operadores são criados com{" "}
          <code className="rounded bg-muted px-1 text-sm">npm run operator:create</code>.
        </p>
      </div>
      {list.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : list.isError ? (
        <LoadError message="Erro ao carregar os operadores" query={list} />
      ) : list.data.operators.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">Nenhum operador.</Card>
      ) : (
        <ul className="grid gap-2">
          {list.data.operators.map((o) => (
            <li
              key={o.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4 [overflow-wrap:anywhere]"
            >
              <span className="grid min-w-0 gap-0.5">
                <span className="font-semibold">
                  {o.fullName}
                  {o.id === me?.id ? " (você)" : ""}
                </span>
                <span className="text-muted-foreground text-sm">
                  {o.email} · desde {shortDate(o.createdAt)}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant={o.twoFactorEnabled ? "secondary" : "warning"}>
                  {o.twoFactorEnabled ? "Verificação ativa" : "Verificação pendente"}
                </Badge>
                {o.twoFactorEnabled && o.id !== me?.id ? <ResetDialog id={o.id} name={o.fullName} /> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ResetDialog({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const reset = useResetOperatorTwoFactor(id);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline">
          Redefinir verificação
        </Button>
      }
      title={`Redefinir a verificação de ${name}?`}
      description="O aplicativo autenticador e os códigos de recuperação dele deixam de valer e as sessões dele são encerradas. Ao entrar com a senha, ele configura um novo aplicativo. Registre como a identidade foi confirmada."
      confirmLabel="Redefinir verificação"
      destructive
      pending={reset.isPending}
      onConfirm={async (reason) => {
        const res = await reset.mutateAsync(reason);
        toast.success(res.message);
      }}
    />
  );
}
