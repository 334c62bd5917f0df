import { MENTORING_LIMITS, mentorshipRequestSchema } from "@pm/shared/mentoring";
import { SendIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { useRequestMentorship } from "../api";
import { FormAlert, useMentoringDialog } from "./mentoring-dialog-form";
import { fieldErrors, zodIssues } from "./mentoring-form-errors";
import { CountedTextField } from "./post-text-field";

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
  const [message, setMessage] = useState("");
  const { dialog, errors, setErrors, clearError, send } = useMentoringDialog({
    fields: FIELDS,
    reset: () => setMessage(""),
    failMessage: "Não foi possível enviar o pedido. Tente novamente.",
  });
  const boxId = `${id}-mensagem`;

  const submit = useOneSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = messageSchema.safeParse({ message });
    if (!parsed.success) {
      setErrors(fieldErrors(zodIssues(parsed.error.issues), FIELDS));
      document.getElementById(boxId)?.focus();
      return;
    }
    setErrors({});
    await send(() => request.mutateAsync({ mentorId, message: parsed.data.message }));
  });

  return (
    <ConfirmDialog
      {...dialog}
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
        <FormAlert message={errors.form} />
        <CountedTextField
          id={boxId}
          label="Sua mensagem"
          error={errors.message}
          hint={REQUEST_HINT}
          length={message.length}
          max={MENTORING_LIMITS.message}
          rows={6}
          className="min-h-32"
          value={message}
          // Read-only rather than disabled while sending: the focus stays in the box.
          readOnly={request.isPending}
          onChange={(event) => {
            setMessage(event.target.value);
            clearError("message");
          }}
        />
      </div>
    </ConfirmDialog>
  );
}
