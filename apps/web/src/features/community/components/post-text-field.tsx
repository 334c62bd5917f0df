import { COMMUNITY_LIMITS } from "@pm/shared/community";
import type { ComponentProps } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cx } from "@/lib/utils";

/** Said under every post's text: what the text may hold, and what never to share in it. */
export const POST_HINT = "Use texto, listas e links. Não compartilhe CPF, telefone ou endereço.";

/**
 * "120/5.000" under a long text. It describes its field (read when the field takes the focus)
 * rather than being announced at each keystroke; past the limit it turns red.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p
      id={id}
      className={cx(
        "shrink-0 text-muted-foreground text-xs tabular-nums",
        length > max && "font-medium text-destructive",
      )}
    >
      <span className="sr-only">Caracteres usados: </span>
      {length.toLocaleString("pt-BR")}/{max.toLocaleString("pt-BR")}
    </p>
  );
}

/**
 * A post's text box: its label, the hint, the count and the error, all tied to the box. No
 * maxLength: a longer paste is kept whole and the schema's message says how much to cut.
 */
export function PostTextField({
  id,
  label,
  error,
  length,
  limit = COMMUNITY_LIMITS.body,
  rows = 6,
  ...props
}: {
  id: string;
  label: string;
  error?: string;
  length: number;
  limit?: number;
} & Omit<ComponentProps<"textarea">, "id">) {
  const hintId = `${id}-dica`;
  const countId = `${id}-contagem`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        className="min-h-32"
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, hintId, countId].filter(Boolean).join(" ")}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <p id={hintId} className="text-muted-foreground text-xs">
          {POST_HINT}
        </p>
        <CharacterCount id={countId} length={length} max={limit} />
      </div>
    </div>
  );
}
