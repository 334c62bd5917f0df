import { SUPPORT_LIMITS, supportMessages, supportReplySchema } from "@pm/shared/support";
import { Loader2Icon, SendIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { AttachmentPicker } from "@/components/attachment-files";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { sendSupportTyping, useReplySupport } from "../api";
import { CharacterCount } from "./character-count";

/** The operators see 'digitando…' for a few seconds after each signal: one every 3 s keeps it on. */
const TYPING_EVERY_MS = 3000;

/**
 * The person's answer in the thread: a message and up to three attachments. In a live chat each
 * keystroke may tell the operators he is typing, at most every 3 s. Answering a resolved request
 * opens it again, and the box says so before he sends.
 */
export function ReplyBox({ requestId, live, resolved }: { requestId: string; live: boolean; resolved: boolean }) {
  const id = useId();
  const reply = useReplySupport(requestId);
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [filesError, setFilesError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const lastTyping = useRef(0);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const submit = useOneSubmit(async (event) => {
    event.preventDefault();
    setSent(false);
    const parsed = supportReplySchema.safeParse({ message: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? supportMessages.messageRequired);
      textarea.current?.focus();
      return;
    }
    setError(undefined);
    setFilesError(undefined);
    try {
      await reply.mutateAsync({ message: parsed.data.message, files });
      setText("");
      setFiles([]);
      setSent(true);
    } catch (failure) {
      const issues = failure instanceof ApiRequestError ? failure.issues : [];
      const messageIssue = issues.find((i) => i.path.split(".")[0] === "message");
      const filesIssue = issues.find((i) => i.path.split(".")[0] === "files");
      if (messageIssue) setError(messageIssue.message);
      if (filesIssue) setFilesError(filesIssue.message);
      if (!messageIssue && !filesIssue) toast.error(errorMessage(failure));
    }
  });

  const messageId = `${id}-resposta`;
  const countId = `${messageId}-contagem`;
  const reopenId = `${messageId}-reabre`;
  const describedBy = [error ? `${messageId}-error` : null, resolved ? reopenId : null, countId]
    .filter(Boolean)
    .join(" ");
  const pending = reply.isPending;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3 border-t pt-4">
      <div className="grid gap-2">
        <Label htmlFor={messageId}>Sua resposta</Label>
        <Textarea
          ref={textarea}
          id={messageId}
          rows={4}
          value={text}
          maxLength={SUPPORT_LIMITS.message}
          // Read-only rather than disabled while sending: the focus stays in the box.
          readOnly={pending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            setSent(false);
            if (live && Date.now() - lastTyping.current >= TYPING_EVERY_MS) {
              lastTyping.current = Date.now();
              sendSupportTyping(requestId);
            }
          }}
        />
        {error ? (
          <p id={`${messageId}-error`} className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-start justify-between gap-2">
          {resolved ? (
            <p id={reopenId} className="text-muted-foreground text-xs">
              Responder reabre o atendimento
            </p>
          ) : (
            <span />
          )}
          <CharacterCount id={countId} length={text.length} max={SUPPORT_LIMITS.message} />
        </div>
      </div>
      <AttachmentPicker
        id={`${id}-anexos`}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setFilesError(undefined);
        }}
        max={SUPPORT_LIMITS.attachments}
        tooManyMessage={supportMessages.tooManyAttachments}
        disabled={pending}
        error={filesError}
      />
      <div className="flex items-center justify-end gap-3">
        <p role="status" className="text-muted-foreground text-sm">
          {sent ? supportMessages.sent : ""}
        </p>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
          {pending ? "Enviando..." : "Enviar resposta"}
        </Button>
      </div>
    </form>
  );
}
