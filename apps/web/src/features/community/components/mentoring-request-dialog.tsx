import { MENTORING_LIMITS, mentorshipRequestSchema } from "@pm/shared/mentoring";
import { SendIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useRefreshMentoring, useRequestMentorship } from "../api";
import { type FieldErrors, fieldErrors, refusalErrors, zodIssues } from "./mentoring-form-errors";
import { CharacterCount } from "./post-text-field";

const messageSchema = mentorshipRequestSchema.pick({ message: true });
const FIELDS = ["message"] as const;

/** What the mentor needs to decide, said under the box. */
export const REQUEST_HINT = "Conte quem você é, quando sai e no que precisa de ajuda.";

/**
 * 'Pedir mentoria' on a mentor's card: a message of 20 to 1,000 characters, checked with the
 * API's schema. A mentor who filled up meanwhile, or a request already open, answers 409: said as
 * the API says it, and the list is read again so the card shows where things stand.
 */
export function MentoringRequestDialog({ mentorId, mentorName }: { mentorId: string; mentorName: string }) {
  const id = useId();
  const request = useRequestMentorship();
  const refresh = useRefreshMentoring();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"message">>({});
  const boxId = `${id}-mensagem`;
  const hintId = `${boxId}-dica`;
  const countId = `${boxId}-contagem`;
  const errorId = `${boxId}-error`;

  const close = () => {
    setOpen(false);
    setMessage("");
    setErrors({});
  };

  const submit = useOneSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = messageSchema.safeParse({ message });
    if (!parsed.success) {
      setErrors(fieldErrors(zodIssues(parsed.error.issues), FIELDS));
      document.getElementById(boxId)?.focus();
      return;
    }
    setErrors({});
    try {
      const res = await request.mutateAsync({ mentorId, message: parsed.data.message });
      toast.success(res.message);
      close();
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) {
        toast.error(error.message);
        close();
        void refresh();
        return;
      }
      if (error instanceof ApiRequestError && error.status === 422) setErrors(refusalErrors(error, FIELDS));
      else setErrors({ form: errorMessage(error, "Não foi possível enviar o pedido. Tente novamente.") });
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      pending={request.isPending}
      trigger={
        <Button className="w-full sm:w-auto">
          <SendIcon aria-hidden="true" />
          Pedir mentoria<span className="sr-only"> a {mentorName}</span>
        </Button>
      }
      title={`Pedir mentoria a ${mentorName}`}
      description="O mentor lê sua mensagem antes de aceitar. Você é avisado quando ele responder."
      cancelLabel="Cancelar"
      confirmLabel="Enviar pedido"
      pendingLabel="Enviando..."
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid min-w-0 gap-2">
        {errors.form ? (
          <p role="alert" className="text-destructive text-sm">
            {errors.form}
          </p>
        ) : null}
        <Label htmlFor={boxId}>Sua mensagem</Label>
        <Textarea
          id={boxId}
          rows={6}
          className="min-h-32"
          value={message}
          // Read-only rather than disabled while sending: the focus stays in the box.
          readOnly={request.isPending}
          onChange={(event) => {
            setMessage(event.target.value);
            if (errors.message) setErrors(({ message: _, ...rest }) => rest);
          }}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={[errors.message ? errorId : null, hintId, countId].filter(Boolean).join(" ")}
        />
        {errors.message ? (
          <p id={errorId} className="text-destructive text-sm">
            {errors.message}
          </p>
        ) : null}
        <div className="flex items-start justify-between gap-3">
          <p id={hintId} className="text-muted-foreground text-xs">
            {REQUEST_HINT}
          </p>
          <CharacterCount id={countId} length={message.length} max={MENTORING_LIMITS.message} />
        </div>
      </div>
    </ConfirmDialog>
  );
}
