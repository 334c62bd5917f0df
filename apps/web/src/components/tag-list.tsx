import { Badge } from "@/components/ui/badge";
import { cx } from "@/lib/utils";

/** Short texts as a wrapping list of badges (especialidades): a long one breaks instead of overflowing. */
export function TagList({
  items,
  label,
  variant = "outline",
  className,
}: {
  items: readonly string[];
  /** The list's accessible name. */
  label?: string;
  variant?: "outline" | "secondary";
  className?: string;
}) {
  return (
    <ul className={cx("flex flex-wrap gap-1.5", className)} aria-label={label}>
      {items.map((s) => (
        <li key={s} className="min-w-0 max-w-full">
          <Badge variant={variant} className="max-w-full whitespace-normal! wrap-anywhere">
            {s}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
