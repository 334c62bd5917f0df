import { SearchInput } from "@/components/search-box";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDebouncedInput } from "@/hooks/use-debounced-input";
import { cx } from "@/lib/utils";

/** A search's free-text filter (a city, say), handed on once typing pauses. */
export function TextFilter({
  id,
  label,
  value,
  onCommit,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onCommit: (value: string) => void;
  placeholder: string;
}) {
  const [text, setText] = useDebouncedInput(value, onCommit);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} maxLength={120} />
    </div>
  );
}

/** A search's words, beside a magnifier; the label is for screen readers only. */
export function SearchFilter({
  id,
  label,
  value,
  onCommit,
  placeholder,
  blank = false,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onCommit: (value: string) => void;
  placeholder: string;
  /** Shows the box empty (a filter the plan does not offer). */
  blank?: boolean;
  className?: string;
}) {
  const [text, setText] = useDebouncedInput(value, onCommit);
  return (
    <div className={cx("relative", className)}>
      <SearchInput
        id={id}
        label={label}
        value={blank ? "" : text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        maxLength={120}
      />
    </div>
  );
}
