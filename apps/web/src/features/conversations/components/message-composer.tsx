import { MESSAGE_COUNTER_FROM, MESSAGE_MAX_LENGTH } from "@pm/shared/conversations";
import { PaperclipIcon, SendIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { ATTACHMENT_ACCEPT, attachmentProblem } from "@/components/attachment-files";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * The box that sends: Enter sends, Shift+Enter starts a new line, blank text never goes, a
 * counter shows near the limit. An attached file goes with the text as its caption. The box is
 * cleared at once: the message shows as pending until the API answers.
 */
export function MessageComposer({
  disabled,
  disabledReason,
  onSend,
  onAttach,
}: {
  disabled: boolean;
  disabledReason?: string;
  onSend: (body: string) => void;
  onAttach: (file: File, body: string) => void;
}) {
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const blank = text.trim() === "";
  const canSend = !disabled && (file !== null || !blank) && text.length <= MESSAGE_MAX_LENGTH;

  const send = () => {
    if (!canSend) return;
    if (file) onAttach(file, text.trim());
    else onSend(text.trim());
    setText("");
    setFile(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const pick = (picked: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!picked) return;
    const problem = attachmentProblem(picked);
    setFileError(problem);
    if (!problem) setFile(picked);
  };

  return (
    <form
      className="grid gap-2 border-t bg-background p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {disabled && disabledReason ? <p className="text-muted-foreground text-sm">{disabledReason}</p> : null}
      {file ? (
        <div className="flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-1.5 text-sm">
          <PaperclipIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 flex-1 truncate">{file.name}</span>
          <Button type="button" variant="ghost" size="icon-sm" aria-label="Remover anexo" onClick={() => setFile(null)}>
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {fileError ? (
        <p role="alert" className="text-destructive text-sm">
          {fileError}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          disabled={disabled}
          aria-label="Anexar arquivo (PDF, PNG ou JPEG, até 5 MB)"
          onClick={() => fileInput.current?.click()}
        >
          <PaperclipIcon aria-hidden="true" />
        </Button>
        <label htmlFor={id} className="sr-only">
          Mensagem
        </label>
        <textarea
          id={id}
          rows={1}
          value={text}
          disabled={disabled}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Escreva uma mensagem"
          aria-describedby={`${id}-dica`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="field-sizing-content max-h-40 min-h-10 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-base outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label="Enviar mensagem">
          <SendIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="flex justify-between gap-2 text-muted-foreground text-xs">
        <span id={`${id}-dica`} className="hidden sm:inline">
          Enter envia · Shift+Enter quebra a linha
        </span>
        {text.length >= MESSAGE_COUNTER_FROM ? (
          <span
            aria-live="polite"
            className={cn("ml-auto", text.length >= MESSAGE_MAX_LENGTH && "font-medium text-destructive")}
          >
            {text.length.toLocaleString("pt-BR")}/{MESSAGE_MAX_LENGTH.toLocaleString("pt-BR")}
          </span>
        ) : null}
      </div>
    </form>
  );
}
