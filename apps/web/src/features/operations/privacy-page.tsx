import { href } from "@pm/shared/pages";
import {
  privacyMessages as m,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  privacyDeadline,
} from "@pm/shared/privacy.constants";
import { useInfiniteQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { type PrivacyQueue, privacyRequestsQuery, useDecidePrivacyRequest } from "./api";
import { ConsoleList, ConsolePage, ConsoleTabs } from "./console-list";
import { ReasonDialog } from "./reason-dialog";

const QUEUES: { value: PrivacyQueue; label: string }[] = [
  { value: "abertas", label: "Aguardando resposta" },
  { value: "respondidas", label: "Respondidas" },
];

const kindLabel = (kind: string) => PRIVACY_REQUEST_KINDS[kind as PrivacyRequestKind] ?? kind;
const statusLabel = (status: string) => PRIVACY_REQUEST_STATUSES[status as PrivacyRequestStatus] ?? status;

/** /operacao/lgpd: the requests under the LGPD, oldest first, each answered or refused within 15 days. */
export function OperationsPrivacyPage() {
  const [params] = useSearchParams();
  const queue = QUEUES.find((q) => q.value === params.get("situacao"))?.value ?? "abertas";
  const list = useInfiniteQuery(privacyRequestsQuery(queue));
  const requests = list.data?.pages.flatMap((page) => page.requests) ?? [];
  const now = Date.now();

  return (
    <ConsolePage
      title="Solicitações LGPD"
      description="Pedidos de titulares com base no art. 18 da LGPD. Responda em até 15 dias (art. 19, II); a resposta vai por e-mail e aparece nas Configurações do titular. Exportação e exclusão de conta o próprio militar faz em Configurações."
    >
      <ConsoleTabs param="situacao" value={queue} tabs={QUEUES} className="mt-4 grid gap-4">
        <ConsoleList
          list={list}
          items={requests}
          error="Erro ao carregar as solicitações"
          empty={queue === "abertas" ? m.consoleEmpty : "Nenhuma solicitação respondida."}
          row={(r) => {
            const deadline = privacyDeadline(r.createdAt);
            const late = r.status === "aberta" && deadline.getTime() < now;
            return (
              <li
                key={r.id}
                className="grid gap-3 rounded-lg border bg-card p-4 [overflow-wrap:anywhere] sm:grid-cols-[1fr_auto]"
              >
                <div className="grid min-w-0 gap-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-base">
                    {kindLabel(r.kind)}
                    {r.status === "aberta" ? (
                      <Badge variant={late ? "destructive" : "secondary"}>
                        {late ? "Prazo vencido" : "Prazo"}: {format(deadline, "dd/MM/yyyy")}
                      </Badge>
                    ) : (
                      <Badge variant={r.status === "atendida" ? "accent" : "outline"}>{statusLabel(r.status)}</Badge>
                    )}
                  </p>
                  <p className="text-muted-foreground">
                    {r.fullName} ({r.role === "empresa" ? "empresa" : "militar"}) ·{" "}
                    {r.role === "militar" ? (
                      <Link className="underline" to={href("operationsMilitares", {}, { q: r.email })}>
                        {r.email}
                      </Link>
                    ) : (
                      r.email
                    )}{" "}
                    · pedido em {shortDate(r.createdAt)}
                  </p>
                  <p className="whitespace-pre-line">{r.details}</p>
                  {r.response ? (
                    <p className="whitespace-pre-line border-l-2 pl-3">
                      <span className="font-medium">
                        {r.status === "atendida" ? "Resposta" : "Motivo da recusa"}
                        {r.decidedAt ? ` (${shortDate(r.decidedAt)})` : ""}:
                      </span>{" "}
                      {r.response}
                    </p>
                  ) : null}
                </div>
                {r.status === "aberta" ? (
                  <div className="flex flex-wrap items-start gap-2">
                    <DecisionDialog id={r.id} kind={kindLabel(r.kind)} decision="atendida" />
                    <DecisionDialog id={r.id} kind={kindLabel(r.kind)} decision="recusada" />
                  </div>
                ) : null}
              </li>
            );
          }}
        />
      </ConsoleTabs>
    </ConsolePage>
  );
}

function DecisionDialog({ id, kind, decision }: { id: string; kind: string; decision: "atendida" | "recusada" }) {
  const decide = useDecidePrivacyRequest();
  const [open, setOpen] = useState(false);
  const answering = decision === "atendida";
  return (
    <ReasonDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant={answering ? "default" : "outline"}>
          {answering ? "Responder" : "Recusar"}
        </Button>
      }
      title={answering ? `Responder “${kind}”?` : `Recusar “${kind}”?`}
      description={
        answering
          ? "Escreva o que foi feito ou a informação pedida. O titular recebe a resposta por e-mail."
          : "Explique o motivo da recusa (art. 18, § 4º, da LGPD). O titular recebe o motivo por e-mail."
      }
      confirmLabel={answering ? "Enviar resposta" : "Recusar solicitação"}
      pendingLabel="Enviando..."
      field={{
        label: answering ? "Resposta ao titular" : "Motivo",
        maxLength: 2000,
        rows: 5,
        requiredMessage: m.responseRequired,
      }}
      destructive={!answering}
      pending={decide.isPending}
      onConfirm={async (response) => {
        const res = await decide.mutateAsync({ id, decision: { decision, response } });
        toast.success(res.message);
      }}
    />
  );
}
