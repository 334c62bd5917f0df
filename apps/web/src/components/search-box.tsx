import { SearchIcon } from "lucide-react";
import { type ComponentProps, useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { useLeavingPage } from "@/hooks/use-leaving-page";

interface SearchBoxProps {
  /** The search in the URL (?q=). */
  value: string;
  onChange: (q: string) => void;
  /** What the box searches, for screen readers. */
  label: string;
  placeholder: string;
}

/** A list's search box: typing updates ?q= shortly after the last key, so the URL can be shared or reloaded. */
export function SearchBox({ value, onChange, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const pushed = useRef(value);
  const id = useId();
  const leaving = useLeavingPage();

  const push = (next: string) => {
    pushed.current = next;
    onChange(next);
  };

  // The URL changed by other means (back, forward, 'Limpar busca', a link): show what it says.
  useEffect(() => {
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    // A result was opened while typing paused: the search stays where it was.
    if (leaving || next === pushed.current) return;
    const timer = setTimeout(() => push(next), 300);
    return () => clearTimeout(timer);
  });

  return (
    <search className="w-full md:max-w-sm">
      <form
        className="relative"
        onSubmit={(e) => {
          e.preventDefault();
          push(text.trim());
        }}
      >
        <SearchInput
          id={id}
          label={label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
        />
      </form>
    </search>
  );
}

/**
 * A search field beside a magnifier, labelled for screen readers only; its box (a form, a div)
 * is `relative`.
 */
export function SearchInput({ id, label, ...props }: { id: string; label: string } & ComponentProps<typeof Input>) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon
        className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <Input id={id} type="search" className="pl-9" {...props} />
    </>
  );
}
