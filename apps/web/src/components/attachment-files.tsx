// Attachments a person sends with a message (a conversation's, a support request's): PDF, PNG or
// JPEG up to 5 MB each. The rules and their pt-BR texts are the conversations' (packages/shared),
// so every box that attaches a file refuses the same files with the same words, before the API does.
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, conversationMessages } from "@pm/shared/conversations";
import { FileTextIcon, PaperclipIcon, XIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";

/** What the file picker offers: the extensions and the types the API accepts. */
export const ATTACHMENT_ACCEPT = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";

/** Why the API would refuse `file` (its type, its size), or null when it would take it. */
export function attachmentProblem(file: File): string | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return conversationMessages.attachmentType;
  if (file.size > ATTACHMENT_MAX_BYTES) return conversationMessages.attachmentTooBig;
  return null;
}

/** "320 KB", "1,4 MB": a file's size as a link beside it says it. */
export function fileSizeLabel(bytes: number | null): string {
  if (bytes === null) return "";
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;
}

/**
 * 'Anexar arquivo' and the files chosen so far, each with its remove button. A file the API would
 * refuse, or one past `max`, is never added: the reason shows as an alert instead. `error` is the
 * API's word about the attachments, shown the same way.
 */
export function AttachmentPicker({
  id,
  files,
  onChange,
  max,
  tooManyMessage,
  disabled = false,
  error,
}: {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  max: number;
  /** Said when more than `max` files are chosen. */
  tooManyMessage: string;
  disabled?: boolean;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const pick = (picked: File[]) => {
    if (input.current) input.current.value = "";
    if (picked.length === 0) return;
    const refused = picked.map(attachmentProblem).find((p) => p !== null);
    if (refused) {
      setProblem(refused);
      return;
    }
    if (files.length + picked.length > max) {
      setProblem(tooManyMessage);
      return;
    }
    setProblem(null);
    onChange([...files, ...picked]);
  };

  return (
    <div className="grid gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        // The button below is the control people use; the input only opens the browser's picker.
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => pick([...(event.target.files ?? [])])}
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || files.length >= max}
          aria-describedby={`${id}-dica${shown ? ` ${id}-error` : ""}`}
          onClick={() => input.current?.click()}
        >
          <PaperclipIcon aria-hidden="true" />
          Anexar arquivo
        </Button>
        <span id={`${id}-dica`} className="text-muted-foreground text-xs">
          PDF, PNG ou JPEG, até 5 MB cada · no máximo {max} {max === 1 ? "anexo" : "anexos"}
        </span>
      </div>
      {files.length > 0 ? (
        <ul className="grid gap-1.5" aria-label="Anexos escolhidos">
          {files.map((file, index) => (
            <li
              // A name may repeat; its place in the list is what the remove button acts on.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end or loses an item.
              key={`${index}-${file.name}`}
              className="flex min-w-0 items-center gap-2 rounded-md border bg-muted/50 px-3 py-1.5 text-sm"
            >
              <FileTextIcon aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-muted-foreground text-xs">{fileSizeLabel(file.size)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                disabled={disabled}
                aria-label={`Remover ${file.name}`}
                onClick={() => {
                  setProblem(null);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
