import { supportLevelOf } from "@pm/shared/billing";
import { href } from "@pm/shared/pages";
import {
  fillMacro,
  SUPPORT_ANSWER_STATUSES,
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  SUPPORT_STATUS_OPERATOR_LABELS,
  type SupportAnswerStatus,
  type SupportCategory,
  type SupportMessageView,
  type SupportPlan,
  type SupportStatus,
  supportMessageBody,
  supportMessages,
} from "@pm/shared/support";
import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ArrowLeftIcon, CheckIcon, CopyIcon, PaperclipIcon, XIcon } from "lucide-react";
import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { AttachmentPicker } from "@/components/attachment-files";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { ApiRequestError, type api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";
import {
  supportMacrosQuery,
  supportRequestQuery,
  supportTypingQuery,
  useAnswerSupportRequest,
  useHandOverSupportRequest,
  useMarkSupportRead,
  useSupportNote,
  useSupportStatus,
  useSupportTypingSignal,
  useTakeSupportRequest,
} from "./api";
import { auditActionLabel } from "./labels";
import { PaymentRecordsTable } from "./payment-records-table";
import { supportPlanLabel, when } from "./support-format";
import type { SupportOperator } from "./support-page";

type Detail = InferResponseType<(typeof api.operations.support)[":id"]["$get"], 200>;

const ROLE_LABELS: Record<string, string> = { militar: "Militar", empresa: "Empresa" };
const categoryLabel = (category: string) => SUPPORT_CATEGORIES[category as SupportCategory] ?? category;
const statusLabel = (status: string) => SUPPORT_STATUS_OPERATOR_LABELS[status as SupportStatus] ?? status;

/** The selected request: who asked, what they pay, what failed for them, the thread and the answer. */
export function SupportRequestPanel({
  id,
  operators,
  meId,
  onClose,
}: {
  id: string;
  operators: SupportOperator[];
  meId: string | null;
  onClose: () => void;
}) {
  const detail = useQuery(supportRequestQuery(id));
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = detail.isSuccess;
  // Opening a request takes the focus there: on a phone the queue is gone from the screen.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <Card asChild padding="panel" className="grid min-w-0 gap-5">
      <section aria-labelledby="support-request-title" aria-busy={detail.isPending || undefined}>
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={onClose}>
          <ArrowLeftIcon aria-hidden="true" className="lg:hidden" />
          <XIcon aria-hidden="true" className="hidden lg:block" />
          Voltar à fila
        </Button>
        {detail.isPending ? (
          <>
            <h2 id="support-request-title" className="sr-only">
              Carregando o atendimento
            </h2>
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-60 w-full" />
          </>
        ) : detail.isError ? (
          <>
            <h2 id="support-request-title" className="sr-only">
              Atendimento
            </h2>
            <LoadError
              frame="plain"
              message={
                detail.error instanceof ApiRequestError && detail.error.status === 404
                  ? supportMessages.notFound
                  : "Erro ao carregar o atendimento"
              }
              query={detail}
            />
          </>
        ) : (
          <RequestDetail data={detail.data} operators={operators} meId={meId} heading={heading} />
        )}
      </section>
    </Card>
  );
}

function RequestDetail({
  data,
  operators,
  meId,
  heading,
}: {
  data: Detail;
  operators: SupportOperator[];
  meId: string | null;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  useMarkReadOnOpen(data);
  const level = supportLevelOf(data.plan as SupportPlan);
  return (
    <>
      <div className="grid gap-2 [overflow-wrap:anywhere]">
        <h2
          id="support-request-title"
          ref={heading}
          tabIndex={-1}
          className="font-bold text-xl tracking-tight outline-none md:text-2xl"
        >
          {data.subject}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Badge variant={data.status === "resolvido" ? "outline" : "secondary"}>{statusLabel(data.status)}</Badge>
          <Badge variant={data.plan === "enterprise" ? "default" : "secondary"}>{supportPlanLabel(data.plan)}</Badge>
          <Badge variant="outline">{categoryLabel(data.category)}</Badge>
          {data.overdue && data.status !== "resolvido" ? <Badge variant="destructive">Prazo estourado</Badge> : null}
        </div>
        <p className="text-muted-foreground text-sm">
          Aberto em {when(data.createdAt)} · suporte {level.phrase}, primeira resposta em até {level.targetLabel}
        </p>
      </div>

      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact term="Responsável" value={data.assignee ? data.assignee.name : "Ninguém assumiu ainda"} />
        <Fact
          term="Primeira resposta"
          value={
            data.firstResponseAt
              ? `Em ${when(data.firstResponseAt)}`
              : data.firstResponseDueAt
                ? `Até ${when(data.firstResponseDueAt)}`
                : "Sem prazo"
          }
        />
        {data.dueAt && data.status !== "resolvido" ? <Fact term="Prazo" value={when(data.dueAt)} /> : null}
        {data.resolvedAt ? <Fact term="Resolvido em" value={when(data.resolvedAt)} /> : null}
        {data.rating ? (
          <Fact
            term="Avaliação"
            value={`${data.rating} de 5${data.ratingComment ? ` · “${data.ratingComment}”` : ""}`}
          />
        ) : null}
      </dl>

      <RequestActions data={data} operators={operators} meId={meId} />

      <Section variant="divided" id="support-request-person" title="Quem pediu">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {data.person ? (
            <>
              <Fact term="Nome" value={data.person.name} />
              <Fact term="E-mail" value={data.person.email} />
              <Fact term="Perfil" value={ROLE_LABELS[data.person.role] ?? data.person.role} />
            </>
          ) : (
            <Fact term="Nome" value="Conta excluída" />
          )}
          <Fact term="Plano" value={supportPlanLabel(data.plan)} />
          {data.company ? (
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Empresa</dt>
              <dd className="font-medium [overflow-wrap:anywhere]">
                <Link to={href("operationsCompany", { id: data.company.id })} className="text-primary hover:underline">
                  {data.company.name}
                </Link>{" "}
                <span className="font-normal text-muted-foreground">({supportPlanLabel(data.company.plan)})</span>
              </dd>
            </div>
          ) : null}
        </dl>
      </Section>

      <Section variant="divided" id="support-request-payments" title="Pagamentos recentes">
        <Payments payments={data.payments} />
      </Section>

      <Section variant="divided" id="support-request-errors" title="Últimos erros">
        <ErrorsTable errors={data.errors} />
      </Section>

      <Section variant="divided" id="support-request-thread" title="Conversa">
        <Thread id={data.id} messages={data.messages} />
      </Section>

      <Section variant="divided" id="support-request-answer" title="Responder">
        <AnswerForm id={data.id} personName={data.person?.name ?? null} />
      </Section>

      <Section variant="divided" id="support-request-note" title="Nota interna">
        <NoteForm id={data.id} />
      </Section>

      <Section variant="divided" id="support-request-audit" title="Histórico de ações">
        <AuditEntries entries={data.audit} />
      </Section>
    </>
  );
}

/** The person's messages are marked read when the request opens, and again as new ones come in. */
function useMarkReadOnOpen({ id, messages }: Detail) {
  const { mutate } = useMarkSupportRead();
  const newest = messages.filter((msg) => msg.author === "pessoa").at(-1)?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `newest` is what makes it mark again.
  useEffect(() => {
    mutate(id);
  }, [id, newest, mutate]);
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

/** 'Assumir', 'Repassar' and resolving or reopening, each confirmed where it changes the person's view. */
function RequestActions({
  data,
  operators,
  meId,
}: {
  data: Detail;
  operators: SupportOperator[];
  meId: string | null;
}) {
  const take = useTakeSupportRequest(data.id);
  const mine = data.assignee !== null && data.assignee.id === meId;
  return (
    <div className="flex flex-wrap gap-2">
      {mine ? null : (
        <Button
          size="sm"
          disabled={take.isPending}
          onClick={() =>
            take.mutate(undefined, {
              onSuccess: (res) => toast.success(res.message),
              onError: (error) => toast.error(errorMessage(error, "Não foi possível assumir o atendimento.")),
            })
          }
        >
          {take.isPending ? "Assumindo..." : "Assumir"}
        </Button>
      )}
      <HandOverDialog id={data.id} operators={operators.filter((o) => o.id !== data.assignee?.id)} />
      <StatusDialog id={data.id} resolved={data.status === "resolvido"} />
    </div>
  );
}

function HandOverDialog({ id, operators }: { id: string; operators: SupportOperator[] }) {
  const handOver = useHandOverSupportRequest(id);
  const [open, setOpen] = useState(false);
  const [operatorId, setOperatorId] = useState("");
  const [error, setError] = useState<string>();
  const fieldId = `support-hand-over-${id}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!operatorId) return setError(supportMessages.assigneeInvalid);
    try {
      const res = await handOver.mutateAsync(operatorId);
      toast.success(res.message);
      setOpen(false);
      setOperatorId("");
    } catch (failure) {
      setError(errorMessage(failure, "Não foi possível repassar. Tente novamente."));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setOperatorId("");
          setError(undefined);
        }
      }}
      trigger={
        <Button size="sm" variant="outline">
          Repassar
        </Button>
      }
      title="Repassar o atendimento?"
      description="O operador escolhido passa a ser o responsável e é avisado."
      cancelLabel="Cancelar"
      confirmLabel="Repassar"
      pendingLabel="Repassando..."
      pending={handOver.isPending}
      onSubmit={(e) => void onSubmit(e)}
    >
      <FormField id={fieldId} label="Operador" error={error} required>
        <NativeSelect
          id={fieldId}
          value={operatorId}
          onChange={(e) => setOperatorId(e.target.value)}
          {...invalidProps(fieldId, error)}
        >
          <option value="">Escolha um operador</option>
          {operators.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
              {o.available ? " (disponível)" : " (ausente)"}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </ConfirmDialog>
  );
}

function StatusDialog({ id, resolved }: { id: string; resolved: boolean }) {
  const change = useSupportStatus(id);
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline">
          {resolved ? "Reabrir" : "Marcar como resolvido"}
        </Button>
      }
      title={resolved ? "Reabrir o atendimento?" : "Marcar o atendimento como resolvido?"}
      description={
        resolved
          ? "O atendimento volta à fila como aberto."
          : "A pessoa vê o atendimento como resolvido e pode avaliá-lo; se escrever de novo, ele reabre."
      }
      cancelLabel="Cancelar"
      confirmLabel={resolved ? "Reabrir" : "Marcar como resolvido"}
      pendingLabel="Salvando..."
      pending={change.isPending}
      onConfirm={async () => {
        try {
          const res = await change.mutateAsync(resolved ? "aberto" : "resolvido");
          toast.success(res.message);
          setOpen(false);
        } catch (failure) {
          toast.error(errorMessage(failure, "Não foi possível mudar o status."));
        }
      }}
    />
  );
}

function Payments({ payments }: { payments: Detail["payments"] }) {
  if (payments.length === 0) return <p className="text-muted-foreground text-sm">Nenhum pagamento registrado.</p>;
  return <PaymentRecordsTable payments={payments} caption="Pagamentos recentes" planLabel={supportPlanLabel} />;
}

/** The person's latest failed requests to the API: the request id is what the logs are searched by. */
function ErrorsTable({ errors }: { errors: Detail["errors"] }) {
  if (errors.length === 0) return <p className="text-muted-foreground text-sm">Nenhum erro recente.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Últimos erros da pessoa</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Requisição
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Chamada
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 font-medium">
              Quando
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e) => (
            <tr key={`${e.requestId}-${e.createdAt}`} className="border-b align-top last:border-0">
              <td className="py-2 pr-4">
                <span className="flex items-center gap-1">
                  <code className="font-mono text-xs [overflow-wrap:anywhere]">{e.requestId}</code>
                  <CopyButton text={e.requestId} label={`Copiar o identificador ${e.requestId}`} />
                </span>
              </td>
              <td className="py-2 pr-4 [overflow-wrap:anywhere]">
                <span className="font-mono text-xs">
                  {e.method} {e.path}
                </span>
              </td>
              <td className="py-2 pr-4">
                {e.status}
                {e.code ? <span className="block text-muted-foreground text-xs">{e.code}</span> : null}
              </td>
              <td className="whitespace-nowrap py-2">
                <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title="Copiar"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          toast.success("Identificador copiado.");
        } catch {
          toast.error("Não foi possível copiar.");
        }
      }}
    >
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
    </Button>
  );
}

/** The thread: the person's messages, the answers (with 'Lida' once read) and the internal notes. */
function Thread({ id, messages }: { id: string; messages: SupportMessageView[] }) {
  const typing = useQuery(supportTypingQuery(id));
  return (
    <div className="grid gap-3">
      {messages.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhuma mensagem.</p>
      ) : (
        <ol className="grid gap-3">
          {messages.map((msg) => (
            <Message key={msg.id} message={msg} />
          ))}
        </ol>
      )}
      <p role="status" className="min-h-5 text-muted-foreground text-sm italic">
        {typing.data?.typing ? "Cliente digitando…" : ""}
      </p>
    </div>
  );
}

function Message({ message: msg }: { message: SupportMessageView }) {
  const note = msg.author === "nota";
  return (
    <li
      className={cx(
        "grid max-w-[90%] gap-1 rounded-lg border p-3 text-sm [overflow-wrap:anywhere]",
        msg.author === "pessoa"
          ? "justify-self-start bg-muted"
          : note
            ? "justify-self-end border-amber-300 border-dashed bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
            : "justify-self-end bg-secondary",
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        {note ? <Badge variant="warning">Nota interna</Badge> : null}
        <span className="font-medium">{msg.authorName}</span>
        <time dateTime={msg.createdAt} className={note ? undefined : "text-muted-foreground"}>
          {when(msg.createdAt)}
        </time>
      </p>
      <p className="whitespace-pre-line">{msg.body}</p>
      {msg.attachments.length > 0 ? (
        <ul className="grid gap-1">
          {msg.attachments.map((file) => (
            <li key={file.url}>
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                <PaperclipIcon aria-hidden="true" className="size-3.5" />
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {msg.author === "operador" ? (
        <p className="justify-self-end text-muted-foreground text-xs">
          {msg.readAt ? (
            <span title={`Lida em ${when(msg.readAt)}`} className="inline-flex items-center gap-1">
              <CheckIcon aria-hidden="true" className="size-3" />
              Lida
            </span>
          ) : (
            "Enviada"
          )}
        </p>
      ) : null}
    </li>
  );
}

type AnswerErrors = { message?: string; files?: string };

/** The answer: a macro to start from, the text, up to 3 attachments, and what the request becomes. */
function AnswerForm({ id, personName }: { id: string; personName: string | null }) {
  const answer = useAnswerSupportRequest(id);
  const macros = useQuery(supportMacrosQuery);
  const signalTyping = useSupportTypingSignal(id);
  const [message, setMessage] = useState("");
  const [status, setStatus] = useState<SupportAnswerStatus>("respondido");
  const [files, setFiles] = useState<File[]>([]);
  const [picked, setPicked] = useState("");
  const [errors, setErrors] = useState<AnswerErrors>({});
  const text = useRef<HTMLTextAreaElement>(null);

  const insertMacro = () => {
    const macro = macros.data?.macros.find((m) => m.id === picked);
    if (!macro) return;
    const filled = fillMacro(macro.body, personName);
    setMessage((current) => (current.trim() ? `${current.trimEnd()}\n\n${filled}` : filled));
    setPicked("");
    text.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = supportMessageBody.safeParse(message);
    const next: AnswerErrors = {
      message: parsed.success ? undefined : parsed.error.issues[0]?.message,
      files: files.length > SUPPORT_LIMITS.attachments ? supportMessages.tooManyAttachments : undefined,
    };
    setErrors(next);
    if (!parsed.success || next.files) return;
    try {
      await answer.mutateAsync({ message: parsed.data, status, files });
      toast.success(supportMessages.answered);
      setMessage("");
      setStatus("respondido");
      setFiles([]);
    } catch (failure) {
      const fields: AnswerErrors = {};
      if (failure instanceof ApiRequestError) {
        for (const issue of failure.issues) {
          const key = issue.path.split(".")[0];
          if (key === "message" || key === "files") fields[key] ??= issue.message;
        }
      }
      if (fields.message || fields.files) setErrors(fields);
      else toast.error(errorMessage(failure, "Não foi possível enviar a resposta."));
    }
  };

  const macroList = macros.data?.macros ?? [];
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField id="support-answer-macro" label="Respostas prontas">
          <NativeSelect
            id="support-answer-macro"
            value={picked}
            disabled={macroList.length === 0}
            onChange={(e) => setPicked(e.target.value)}
          >
            <option value="">
              {macros.isPending
                ? "Carregando..."
                : macroList.length === 0
                  ? "Nenhuma resposta pronta"
                  : "Escolha uma resposta pronta"}
            </option>
            {macroList.map((m) => (
              <option key={m.id} value={m.id}>
                {m.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="button" variant="outline" disabled={!picked} onClick={insertMacro}>
          Inserir
        </Button>
      </div>
      <FormField id="support-answer-message" label="Resposta" error={errors.message} required>
        <Textarea
          id="support-answer-message"
          ref={text}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            signalTyping();
          }}
          rows={6}
          maxLength={SUPPORT_LIMITS.message}
          {...invalidProps("support-answer-message", errors.message)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <span className="font-medium text-sm">Anexos</span>
          <AttachmentPicker
            id="support-answer-files"
            files={files}
            onChange={(next) => {
              setFiles(next);
              setErrors((e) => ({ ...e, files: undefined }));
            }}
            max={SUPPORT_LIMITS.attachments}
            tooManyMessage={supportMessages.tooManyAttachments}
            disabled={answer.isPending}
            error={errors.files}
          />
        </div>
        <FormField id="support-answer-status" label="Depois de enviar, o status fica">
          <NativeSelect
            id="support-answer-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as SupportAnswerStatus)}
          >
            {SUPPORT_ANSWER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SUPPORT_STATUS_OPERATOR_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <Button type="submit" disabled={answer.isPending} className="justify-self-start">
        {answer.isPending ? "Enviando..." : "Enviar resposta"}
      </Button>
    </form>
  );
}

/** A note only operators read: what was checked, what to do next. */
function NoteForm({ id }: { id: string }) {
  const note = useSupportNote(id);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = supportMessageBody.safeParse(message);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await note.mutateAsync(parsed.data);
      toast.success(supportMessages.noted);
      setMessage("");
    } catch (failure) {
      setError(errorMessage(failure, "Não foi possível registrar a nota."));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-3">
      <FormField id="support-note-message" label="Texto da nota" error={error} required>
        <Textarea
          id="support-note-message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={3}
          maxLength={SUPPORT_LIMITS.message}
          className="border-amber-300 dark:border-amber-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "support-note-hint support-note-message-error" : "support-note-hint"}
        />
      </FormField>
      <p id="support-note-hint" className="text-muted-foreground text-xs">
        Só os operadores veem as notas internas; a pessoa não é avisada.
      </p>
      <Button type="submit" variant="outline" disabled={note.isPending} className="justify-self-start">
        {note.isPending ? "Registrando..." : "Registrar nota"}
      </Button>
    </form>
  );
}

function AuditEntries({ entries }: { entries: Detail["audit"] }) {
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">Nenhuma ação registrada.</p>;
  return (
    <ol className="grid gap-2">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-0.5 rounded-md border p-3 text-sm [overflow-wrap:anywhere]">
          <p>
            <span className="font-semibold">{auditActionLabel(entry.action)}</span>
            <span className="text-muted-foreground">
              {" "}
              por {entry.actorEmail} em <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
            </span>
          </p>
          {entry.reason ? <p>{entry.reason}</p> : null}
        </li>
      ))}
    </ol>
  );
}
