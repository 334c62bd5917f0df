import { newAnswerSchema } from "@pm/shared/community";
import { Loader2Icon, SendIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useAnswerQuestion } from "../api";
import { PersonalDataDialog } from "./personal-data-dialog";
import { PostTextField } from "./post-text-field";
import { usePersonalDataCheck } from "./use-personal-data-check";

/**
 * 'Sua resposta' under a question: checked with the API's schema, then published. The text stays
 * in the box until the API has taken it, whatever goes wrong on the way.
 */
export function AnswerForm({ questionId }: { questionId: string }) {
  const id = useId();
  const answer = useAnswerQuestion(questionId);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const box = useRef<HTMLTextAreaElement>(null);

  const showError = (message: string) => {
    setError(message);
    box.current?.focus();
  };

  const publish = usePersonalDataCheck({
    send: (input: { body: string; confirmPersonalData?: boolean }) => answer.mutateAsync(input),
    sent: (created) => {
      toast.success(created.message);
      setText("");
    },
    failed: (failure) => {
      const issue = failure instanceof ApiRequestError ? failure.issues.find((i) => i.path === "body") : undefined;
      if (issue) showError(issue.message);
      else toast.error(errorMessage(failure, "Não foi possível publicar a resposta. Tente novamente."));
    },
  });

  const submit = useOneSubmit(async (event) => {
    event.preventDefault();
    const parsed = newAnswerSchema.safeParse({ body: text });
    if (!parsed.success) {
      showError(parsed.error.issues[0]?.message ?? "");
      return;
    }
    setError(undefined);
    await publish.post({ body: parsed.data.body });
  });

  const pending = publish.pending;

  return (
    <section aria-labelledby={`${id}-titulo`} className="grid gap-3 border-t pt-6">
      <h2 id={`${id}-titulo`} className="font-semibold text-lg">
        Responder
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
        <PostTextField
          ref={box}
          id={`${id}-resposta`}
          label="Sua resposta"
          error={error}
          length={text.length}
          value={text}
          // Read-only rather than disabled while sending: the focus stays in the box.
          readOnly={pending}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
            {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
            {pending ? "Publicando..." : "Publicar resposta"}
          </Button>
        </div>
      </form>
      <PersonalDataDialog {...publish.dialog} />
    </section>
  );
}
