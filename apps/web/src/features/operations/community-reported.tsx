import {
  COMMUNITY_REPORT_REASONS,
  type CommunityReportReason,
  communityMessages as cm,
  communitySuspensionSchema,
} from "@pm/shared/community";
import { countLabel } from "@pm/shared/format";
import { type FormEvent, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { type ReportedPost, useDecideCommunityPost, useRefreshCommunityQueue, useSuspendCommunityMember } from "./api";
import { ReasonDialog, type ReasonField } from "./reason-dialog";
import { VeteranButton } from "./veteran-button";

/** An erased account's posts stay, with no author to name. */
const FORMER_MEMBER = "Ex-membro";
const KIND_LABELS = { question: "Pergunta", answer: "Resposta" } as const;

/** What the author reads when his post is removed: at least 10 characters, up to the API's 1,000. */
const REMOVAL_REASON: ReasonField = {
  label: "Motivo (enviado ao autor)",
  maxLength: 1000,
  rows: 4,
  requiredMessage: cm.moderationReasonRequired,
};

const reasonLabel = (reason: string) => COMMUNITY_REPORT_REASONS[reason as CommunityReportReason] ?? reason;

/** A conflict (another operator decided first) or a post gone: what the queue shows is stale. */
const isStale = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && (error.status === 409 || error.status === 404);

/**
 * One reported post: what it says (as plain text, its lines kept), who wrote it, the reports'
 * reasons with their counts and details, and the decisions: keep, remove (telling the author
 * why), suspend the author, confirm him as a veteran.
 */
export function CommunityReportedItem({ post }: { post: ReportedPost }) {
  const titleId = `denuncia-${post.kind}-${post.id}`;
  const author = post.authorName ?? FORMER_MEMBER;
  return (
    <li>
      <article aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-lg border bg-card p-4 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{KIND_LABELS[post.kind]}</Badge>
          {post.hiddenAt ? <Badge variant="warning">Oculta</Badge> : null}
          <span className="text-muted-foreground">{countLabel(post.reportsCount, "denúncia", "denúncias")}</span>
        </div>
        <h2 id={titleId} className="font-semibold text-base wrap-anywhere">
          <span className="sr-only">{KIND_LABELS[post.kind]}: </span>
          {post.kind === "answer" ? `Resposta em “${post.title}”` : post.title}
        </h2>
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{author}</span> · publicada em {shortDate(post.createdAt)}
        </p>
        <p className="whitespace-pre-wrap rounded-md bg-muted p-3 wrap-anywhere">{post.body}</p>
        <div className="grid gap-1">
          <p className="font-medium">Motivos</p>
          <ul className="grid gap-1.5">
            {post.reasons.map((r) => (
              <li key={r.reason} className="grid gap-1">
                <span>
                  {reasonLabel(r.reason)} · <span className="tabular-nums">{r.count}</span>
                </span>
                {r.details.length > 0 ? (
                  <ul className="grid gap-1 border-l-2 pl-3 text-muted-foreground">
                    {r.details.map((detail, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: two members may write the same words; the list is read-only.
                      <li key={i} className="whitespace-pre-wrap wrap-anywhere">
                        “{detail}”
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <KeepButton post={post} />
          <RemoveButton post={post} />
          {post.authorId ? (
            <>
              <SuspendButton userId={post.authorId} name={author} />
              <VeteranButton userId={post.authorId} name={author} confirmed={post.authorVeteran} />
            </>
          ) : null}
        </div>
      </article>
    </li>
  );
}

function KeepButton({ post }: { post: ReportedPost }) {
  const decide = useDecideCommunityPost();
  const refresh = useRefreshCommunityQueue();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    if (decide.isPending) return;
    try {
      const res = await decide.mutateAsync({ kind: post.kind, id: post.id, decision: { decision: "manter" } });
      setOpen(false);
      toast.success(res.message);
    } catch (error) {
      setOpen(false);
      if (isStale(error)) void refresh();
      toast.error(errorMessage(error, "Não foi possível registrar a decisão. Tente novamente."));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={decide.isPending}
      trigger={
        <Button size="sm" variant="outline">
          Manter publicação
        </Button>
      }
      title="Manter a publicação?"
      description="As denúncias são arquivadas e a publicação volta a aparecer para todos na comunidade."
      cancelLabel="Cancelar"
      confirmLabel="Manter publicação"
      pendingLabel="Salvando..."
      onConfirm={confirm}
    />
  );
}

function RemoveButton({ post }: { post: ReportedPost }) {
  const decide = useDecideCommunityPost();
  const refresh = useRefreshCommunityQueue();
  const [open, setOpen] = useState(false);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="destructive">
          Remover
        </Button>
      }
      title={post.kind === "question" ? "Remover a pergunta?" : "Remover a resposta?"}
      description="A publicação sai da comunidade para sempre. O autor é avisado com o motivo que você escrever."
      confirmLabel="Remover publicação"
      pendingLabel="Removendo..."
      field={REMOVAL_REASON}
      destructive
      pending={decide.isPending}
      onConfirm={async (reason) => {
        try {
          const res = await decide.mutateAsync({
            kind: post.kind,
            id: post.id,
            decision: { decision: "remover", reason },
          });
          toast.success(res.message);
        } catch (error) {
          // Decided by another operator meanwhile: nothing left to do here, so the dialog closes.
          if (!isStale(error)) throw error;
          toast.error(error.message);
          void refresh();
        }
      }}
    />
  );
}

const SUSPENSION_FIELDS = ["days", "reason"] as const;
type SuspensionErrors = Partial<Record<(typeof SUSPENSION_FIELDS)[number] | "form", string>>;

function suspensionErrors(issues: readonly { path: string; message: string }[]): SuspensionErrors {
  const errors: SuspensionErrors = {};
  for (const { path, message } of issues) {
    const head = path.split(".")[0] ?? "";
    const field = (SUSPENSION_FIELDS as readonly string[]).includes(head) ? (head as "days" | "reason") : "form";
    errors[field] ??= message;
  }
  return errors;
}

/** 'Suspender autor': 1 to 90 days without posting (he still reads), and the reason he is told. */
function SuspendButton({ userId, name }: { userId: string; name: string }) {
  const id = useId();
  const suspend = useSuspendCommunityMember();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState("7");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<SuspensionErrors>({});

  const close = () => {
    setOpen(false);
    setDays("7");
    setReason("");
    setErrors({});
  };

  const submit = useOneSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = communitySuspensionSchema.safeParse({ days: days.trim() === "" ? undefined : days, reason });
    if (!parsed.success) {
      setErrors(suspensionErrors(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }))));
      return;
    }
    setErrors({});
    try {
      const res = await suspend.mutateAsync({ userId, ...parsed.data });
      toast.success(res.message);
      close();
    } catch (error) {
      if (error instanceof ApiRequestError && error.issues.length > 0) setErrors(suspensionErrors(error.issues));
      else setErrors({ form: errorMessage(error, "Não foi possível suspender. Tente novamente.") });
    }
  });

  const daysId = `${id}-dias`;
  const reasonId = `${id}-motivo`;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      pending={suspend.isPending}
      trigger={
        <Button size="sm" variant="outline">
          Suspender autor
        </Button>
      }
      title={`Suspender ${name}?`}
      description="Durante a suspensão, ele continua lendo a comunidade, mas não publica perguntas nem respostas. Ele recebe o motivo."
      cancelLabel="Cancelar"
      confirmLabel="Suspender"
      pendingLabel="Suspendendo..."
      destructive
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid min-w-0 gap-4">
        {errors.form ? (
          <p role="alert" className="text-destructive text-sm">
            {errors.form}
          </p>
        ) : null}
        <FormField id={daysId} label="Dias de suspensão" error={errors.days} required>
          <Input
            id={daysId}
            type="number"
            inputMode="numeric"
            min={1}
            max={90}
            step={1}
            className="w-32"
            value={days}
            onChange={(event) => setDays(event.target.value)}
            {...invalidProps(daysId, errors.days)}
          />
        </FormField>
        <FormField id={reasonId} label="Motivo (enviado ao membro)" error={errors.reason} required>
          <Textarea
            id={reasonId}
            rows={3}
            maxLength={1000}
            className="min-h-20"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...invalidProps(reasonId, errors.reason)}
          />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
