import { COMMUNITY_LIMITS } from "@pm/shared/community.constants";
import type { ComponentProps, ReactNode } from "react";
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
 * A dialog's text box: its label, its error, an optional hint and the count of characters, all
 * tied to the box for screen readers.
 */
export function CountedTextField({
  id,
  label,
  error,
  hint,
  length,
  max,
  ...props
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  length: number;
  max: number;
} & Omit<ComponentProps<"textarea">, "id">) {
  const errorId = `${id}-error`;
  const hintId = `${id}-dica`;
  const countId = `${id}-contagem`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, hint ? hintId : null, countId].filter(Boolean).join(" ")}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className={cx("flex", hint ? "items-start justify-between gap-3" : "justify-end")}>
        {hint ? (
          <p id={hintId} className="text-muted-foreground text-xs">
            {hint}
          </p>
        ) : null}
        <CharacterCount id={countId} length={length} max={max} />
      </div>
    </div>
  );
}

/**
 * A post's text box: the counted box with the hint on what a post may hold. No maxLength: a longer
 * paste is kept whole and the schema's message says how much to cut.
 */
export function PostTextField({
  limit = COMMUNITY_LIMITS.body,
  rows = 6,
  ...props
}: Omit<ComponentProps<typeof CountedTextField>, "max" | "hint"> & { limit?: number }) {
  return <CountedTextField hint={POST_HINT} max={limit} rows={rows} className="min-h-32" {...props} />;
}
