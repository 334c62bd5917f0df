import { zodResolver } from "@hookform/resolvers/zod";
import {
  type NewSupportRequestInput,
  newSupportRequestSchema,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_IDS,
  SUPPORT_LIMITS,
  supportMessages,
} from "@pm/shared/support";
import { type ReactNode, useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import type { z } from "zod";
import { AttachmentPicker } from "@/components/attachment-files";
import { FormDialog } from "@/components/form-dialog";
import { FormField, invalidProps } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, ValueOptions } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCreateSupportRequest } from "../api";
import { CharacterCount } from "./character-count";

const TEXT_FIELDS = ["subject", "category", "message"] as const satisfies readonly FieldPath<NewSupportRequestInput>[];

/** The form's values: the category is blank until one is chosen. */
type Fields = Omit<NewSupportRequestInput, "category"> & { category: NewSupportRequestInput["category"] | "" };
const EMPTY: Fields = { subject: "", category: "", message: "" };

/**
 * 'Novo atendimento': subject, category, message and up to three attachments. The shared schema
 * checks the text before anything is sent; what the API still refuses goes under its field, or
 * at the top of the form when it names none (the open requests' limit, too many requests).
 */
export function NewRequestDialog({
  open,
  onOpenChange,
  trigger,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  onCreated: (id: string) => void;
}) {
  const id = useId();
  const create = useCreateSupportRequest();
  const form = useForm<Fields, unknown, NewSupportRequestInput>({
    // The select starts blank, which the schema refuses with 'Escolha a categoria'.
    resolver: zodResolver(newSupportRequestSchema as z.ZodType<NewSupportRequestInput, Fields>),
    defaultValues: EMPTY,
  });
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const message = form.watch("message");

  const changeOpen = (next: boolean) => {
    // Each opening starts blank; a request sent or given up leaves nothing behind.
    if (!next) {
      form.reset(EMPTY);
      setFiles([]);
      setFilesError(undefined);
      setFormError(null);
    }
    onOpenChange(next);
  };

  const submit = useOneSubmit(
    form.handleSubmit(async (fields) => {
      setFormError(null);
      setFilesError(undefined);
      try {
        const created = await create.mutateAsync({ ...fields, files });
        toast.success(created.message);
        changeOpen(false);
        onCreated(created.id);
      } catch (error) {
        placeRefusal(error);
      }
    }),
  );

  const placeRefusal = (error: unknown) => {
    if (!(error instanceof ApiRequestError) || error.code !== "VALIDATION_FAILED") {
      setFormError(errorMessage(error));
      return;
    }
    let placed = false;
    for (const issue of error.issues) {
      const field = issue.path.split(".")[0] ?? "";
      if ((TEXT_FIELDS as readonly string[]).includes(field)) {
        form.setError(field as (typeof TEXT_FIELDS)[number], { message: issue.message }, { shouldFocus: !placed });
        placed = true;
      } else if (field === "files") {
        setFilesError((current) => current ?? issue.message);
        placed = true;
      }
    }
    if (!placed) setFormError(error.message);
  };

  const subjectId = `${id}-assunto`;
  const categoryId = `${id}-categoria`;
  const messageId = `${id}-mensagem`;
  const countId = `${messageId}-contagem`;
  const messageError = errors.message?.message;

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      pending={isSubmitting}
      trigger={trigger}
      title="Novo atendimento"
      description="Conte o que aconteceu. Nossa equipe responde aqui e por e-mail."
      confirmLabel="Enviar"
      pendingLabel="Enviando..."
      onSubmit={(event) => void submit(event)}
      formError={formError}
    >
      <FormField id={subjectId} label="Assunto" error={errors.subject?.message} required>
        <Input
          id={subjectId}
          autoComplete="off"
          maxLength={SUPPORT_LIMITS.subject}
          {...invalidProps(subjectId, errors.subject?.message)}
          {...form.register("subject")}
        />
      </FormField>
      <FormField id={categoryId} label="Categoria" error={errors.category?.message} required>
        <NativeSelect
          id={categoryId}
          {...invalidProps(categoryId, errors.category?.message)}
          {...form.register("category")}
        >
          <option value="">Escolha a categoria</option>
          <ValueOptions values={SUPPORT_CATEGORY_IDS} labels={SUPPORT_CATEGORIES} />
        </NativeSelect>
      </FormField>
      <FormField id={messageId} label="Mensagem" error={messageError} required>
        <Textarea
          id={messageId}
          rows={6}
          maxLength={SUPPORT_LIMITS.message}
          className="min-h-32"
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error ${countId}` : countId}
          {...form.register("message")}
        />
        <CharacterCount id={countId} length={message.length} max={SUPPORT_LIMITS.message} />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm leading-none">Anexos (opcional)</legend>
        <AttachmentPicker
          id={`${id}-anexos`}
          files={files}
          onChange={(next) => {
            setFiles(next);
            setFilesError(undefined);
          }}
          max={SUPPORT_LIMITS.attachments}
          tooManyMessage={supportMessages.tooManyAttachments}
          disabled={isSubmitting}
          error={filesError}
        />
      </fieldset>
    </FormDialog>
  );
}
