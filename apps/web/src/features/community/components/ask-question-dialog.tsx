import { zodResolver } from "@hookform/resolvers/zod";
import {
  COMMUNITY_TOPIC_IDS,
  COMMUNITY_TOPICS,
  type CommunityTopic,
  type NewQuestion,
  newQuestionSchema,
} from "@pm/shared/community";
import { type ReactNode, useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "@/components/form-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, ValueOptions } from "@/components/ui/native-select";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type QuestionInput, useAskQuestion } from "../api";
import { PersonalDataDialog } from "./personal-data-dialog";
import { PostTextField } from "./post-text-field";
import { usePersonalDataCheck } from "./use-personal-data-check";

/** The form's values: the topic is blank until one is chosen. */
type Fields = { topic: CommunityTopic | ""; title: string; body: string };
const EMPTY: Fields = { topic: "", title: "", body: "" };
const FIELDS = ["topic", "title", "body"] as const satisfies readonly FieldPath<Fields>[];

/**
 * 'Fazer uma pergunta': topic, title and text, checked with the API's own schema before anything
 * is sent. What the API still refuses goes under its field, or at the top when it names none (a
 * suspension, too many posts). Closing without publishing keeps the draft for the next opening.
 */
export function AskQuestionDialog({ trigger, onAsked }: { trigger: ReactNode; onAsked: (id: string) => void }) {
  const id = useId();
  const ask = useAskQuestion();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Fields, unknown, NewQuestion>({
    // The select starts blank, which the schema refuses with 'Escolha um dos temas da comunidade'.
    resolver: zodResolver(newQuestionSchema as z.ZodType<NewQuestion, Fields>),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const placeRefusal = (error: unknown) => {
    if (!(error instanceof ApiRequestError) || error.code !== "VALIDATION_FAILED") {
      setFormError(errorMessage(error));
      return;
    }
    let placed = false;
    for (const issue of error.issues) {
      const field = issue.path.split(".")[0] ?? "";
      if ((FIELDS as readonly string[]).includes(field)) {
        form.setError(field as (typeof FIELDS)[number], { message: issue.message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    if (!placed) setFormError(error.message);
  };

  const publish = usePersonalDataCheck({
    send: (input: QuestionInput) => ask.mutateAsync(input),
    sent: (created) => {
      toast.success(created.message);
      form.reset(EMPTY);
      setOpen(false);
      onAsked(created.id);
    },
    failed: placeRefusal,
  });

  const submit = useOneSubmit(
    form.handleSubmit(async (fields) => {
      setFormError(null);
      await publish.post({ topic: fields.topic, title: fields.title, body: fields.body });
    }),
  );

  const changeOpen = (next: boolean) => {
    if (!next) {
      form.clearErrors();
      setFormError(null);
    }
    setOpen(next);
  };

  const topicId = `${id}-tema`;
  const titleId = `${id}-titulo`;
  const bodyId = `${id}-texto`;
  const busy = form.formState.isSubmitting || publish.pending;

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={changeOpen}
        pending={busy}
        trigger={trigger}
        title="Fazer uma pergunta"
        description="Quem já passou pela transição e outros militares podem responder."
        confirmLabel="Publicar pergunta"
        pendingLabel="Publicando..."
        onSubmit={(event) => void submit(event)}
        formError={formError}
      >
        <FormField id={topicId} label="Tema" error={errors.topic?.message} required>
          <NativeSelect id={topicId} {...invalidProps(topicId, errors.topic?.message)} {...form.register("topic")}>
            <option value="">Escolha o tema</option>
            <ValueOptions values={COMMUNITY_TOPIC_IDS} labels={COMMUNITY_TOPICS} />
          </NativeSelect>
        </FormField>
        <FormField id={titleId} label="Título" error={errors.title?.message} required>
          <Input
            id={titleId}
            autoComplete="off"
            placeholder="Ex.: Como validar meu curso de logística no mercado civil?"
            {...invalidProps(titleId, errors.title?.message)}
            {...form.register("title")}
          />
        </FormField>
        <PostTextField
          id={bodyId}
          label="Texto"
          error={errors.body?.message}
          length={form.watch("body").length}
          {...form.register("body")}
        />
      </FormDialog>
      <PersonalDataDialog {...publish.dialog} />
    </>
  );
}
