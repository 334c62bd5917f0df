import { operationsMessages as m } from "@pm/shared/operations";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { format, parseISO } from "date-fns";
import { type FormEvent, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { FormField, invalidProps } from "@/components/form-field";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { reportQuery, reportsQuery, useDecideReport } from "./api";
import { ConsoleList, ConsolePage, ConsoleTabs } from "./console-list";

const when = (iso: string) => format(parseISO(iso), "dd/MM/yyyy 'às' HH:mm");
const SIDE = { militar: "o militar", empresa: "a empresa", mentor: "o mentor" } as const;
/** Who wrote a message, as the operator reads the conversation. */
const SENDER = { militar: "Militar", empresa: "Empresa", mentor: "Mentor" } as const;

const REPORT_STATES = [
  { value: "abertas", label: "Abertas" },
  { value: "decididas", label: "Decididas" },
] as const;

/** /operacao/denuncias: reported conversations, the open ones first. */
export function OperationsReportsPage() {
  const [params] = useSearchParams();
  const state = params.get("situacao") === "decididas" ? "decididas" : "abertas";
  const list = useQuery(reportsQuery(state));
  return (
    <ConsolePage
      title="Denúncias de conversas"
      description="Leia só as mensagens enviadas até a denúncia e decida; uma denúncia procedente pode bloquear a conversa."
    >
      <ConsoleTabs param="situacao" value={state} tabs={REPORT_STATES}>
        <ConsoleList
          list={list}
          items={list.data?.reports ?? []}
          error="Erro ao carregar as denúncias"
          empty={state === "abertas" ? m.reportsEmpty : "Nenhuma denúncia decidida."}
          row={(r) => (
            <li key={r.id}>
              <Link
                to={href("operationsReport", { id: r.id })}
                className="grid gap-1 rounded-lg border bg-card p-4 text-sm outline-none transition-colors [overflow-wrap:anywhere] hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="font-semibold text-base">
                  {r.companyName} e {r.militarName ?? "conta excluída"}
                </span>
                <span className="text-muted-foreground">
                  Denunciada por {SIDE[r.reporterSide]} em {shortDate(r.createdAt)}: {r.reason}
                </span>
                {r.decision ? (
                  <Badge
                    variant={r.decision === "procedente" ? "destructive" : "secondary"}
                    className="justify-self-start"
                  >
                    {r.decision === "procedente" ? "Procedente" : "Improcedente"}
                  </Badge>
                ) : null}
              </Link>
            </li>
          )}
        />
      </ConsoleTabs>
    </ConsolePage>
  );
}

/** /operacao/denuncias/:id: the report, the messages up to it, and the decision. */
export function OperationsReportPage() {
  const { id = "" } = useParams();
  const detail = useQuery(reportQuery(id));
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 md:p-8">
      <Link to={href("operationsReports")} className="text-primary text-sm hover:underline">
        ← Denúncias
      </Link>
      {detail.isPending ? (
        <Skeleton className="h-60 w-full" />
      ) : detail.isError ? (
        <LoadError heading message="Erro ao carregar a denúncia" query={detail} />
      ) : (
        <>
          <div className="grid gap-1 [overflow-wrap:anywhere]">
            <h1 className="font-bold text-2xl tracking-tight">
              {detail.data.report.companyName} e {detail.data.report.militarName ?? "conta excluída"}
            </h1>
            <p className="text-muted-foreground">
              Denunciada por {SIDE[detail.data.report.reporterSide]} em {when(detail.data.report.createdAt)}:{" "}
              {detail.data.report.reason}
            </p>
          </div>
          <Section id="reported-messages" title="Mensagens até a denúncia">
            {detail.data.messages.length === 0 ? (
              <p className="text-muted-foreground text-sm">A conversa não tinha mensagens.</p>
            ) : (
              <ol className="grid gap-2">
                {detail.data.messages.map((msg) => (
                  <li
                    key={msg.id}
                    className={`grid max-w-[85%] gap-1 rounded-lg p-3 text-sm [overflow-wrap:anywhere] ${
                      msg.sender !== "militar" ? "justify-self-start bg-muted" : "justify-self-end bg-secondary"
                    }`}
                  >
                    <span className="text-muted-foreground text-xs">
                      {SENDER[msg.sender]} · {when(msg.createdAt)}
                    </span>
                    {msg.body ? <span className="whitespace-pre-line">{msg.body}</span> : null}
                    {msg.attachmentName ? <span className="italic">Anexo: {msg.attachmentName}</span> : null}
                  </li>
                ))}
              </ol>
            )}
          </Section>
          {detail.data.report.decision ? (
            <Section id="report-decision" title="Decisão">
              <p className="text-sm">
                {detail.data.report.decision === "procedente" ? "Procedente" : "Improcedente"}
                {detail.data.report.decidedAt ? ` em ${when(detail.data.report.decidedAt)}` : ""}:{" "}
                {detail.data.report.decisionNote}
              </p>
              {detail.data.report.blockedAt ? <p className="text-sm">A conversa está bloqueada.</p> : null}
            </Section>
          ) : (
            <DecisionForm id={id} />
          )}
        </>
      )}
    </div>
  );
}

function DecisionForm({ id }: { id: string }) {
  const decide = useDecideReport(id);
  const [decision, setDecision] = useState<"procedente" | "improcedente">("procedente");
  const [block, setBlock] = useState(true);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (note.trim().length < 10) return setError(m.reasonRequired);
    setError(undefined);
    try {
      const res = await decide.mutateAsync({ decision, block: decision === "procedente" && block, note: note.trim() });
      toast.success(res.message);
    } catch (failure) {
      toast.error(errorMessage(failure, "Não foi possível registrar a decisão."));
    }
  };

  return (
    <Section id="report-decide" title="Decidir">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">A denúncia procede?</legend>
          {(["procedente", "improcedente"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="decision"
                value={value}
                checked={decision === value}
                onChange={() => setDecision(value)}
                className="size-4 accent-primary"
              />
              {value === "procedente" ? "Procedente" : "Improcedente"}
            </label>
          ))}
        </fieldset>
        {decision === "procedente" ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={block}
              onChange={(e) => setBlock(e.target.checked)}
              className="size-4 accent-primary"
            />
            Bloquear a conversa (ninguém poderá mais enviar mensagens nela)
          </label>
        ) : null}
        <FormField id="report-note" label="Justificativa" error={error} required>
          <Textarea
            id="report-note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={3}
            maxLength={500}
            {...invalidProps("report-note", error)}
          />
        </FormField>
        <Button type="submit" disabled={decide.isPending} className="justify-self-start">
          {decide.isPending ? "Salvando..." : "Registrar decisão"}
        </Button>
      </form>
    </Section>
  );
}
