import { cx } from "@/lib/utils";

/**
 * "120/5.000" under a long text. It describes its field (read when the field takes the focus)
 * rather than being announced at each keystroke; at the limit it turns red.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p
      id={id}
      className={cx("text-right text-muted-foreground text-xs", length >= max && "font-medium text-destructive")}
    >
      <span className="sr-only">Caracteres usados: </span>
      {length.toLocaleString("pt-BR")}/{max.toLocaleString("pt-BR")}
    </p>
  );
}
