import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { cx } from "@/lib/utils";

/** The API reads at most this much of a search. */
export const SEARCH_MAX = 80;
const SEARCH_DELAY_MS = 300;

/** `value` once it has stayed the same for `delay` ms. */
export function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface SearchComboboxProps<Data, Option, Key extends QueryKey> {
  id: string;
  /** The server's search for what was typed, asked once typing pauses. */
  query: (q: string) => UseQueryOptions<Data, Error, Data, Key>;
  /** The options in an answer. */
  optionsOf: (data: Data) => readonly Option[];
  optionKey: (option: Option) => string;
  renderOption: (option: Option) => ReactNode;
  onChoose: (option: Option) => void;
  placeholder: string;
  /** The list's accessible name ("Ocupações encontradas"). */
  listLabel: string;
  /** What the live status says: nothing found for `typed`, and how many were. */
  statusText: { none: (typed: string) => string; found: (count: number) => string };
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
  invalid?: boolean;
  onBlur?: () => void;
}

/**
 * An ARIA combobox over a server search: what is typed is asked once typing pauses, the arrows
 * move through the answers, Enter chooses (and never submits the form around it halfway through a
 * search), Escape closes the list or clears the box. Choosing hands the option on and empties it.
 * A live status tells screen readers how many were found, and shows when none was.
 */
export function SearchCombobox<Data, Option, Key extends QueryKey>(props: SearchComboboxProps<Data, Option, Key>) {
  const { id, query, optionsOf, optionKey, renderOption, onChoose, statusText } = props;
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = text.trim().slice(0, SEARCH_MAX);
  const q = useSettled(typed, SEARCH_DELAY_MS);
  const search = useQuery({ ...query(q), placeholderData: keepPreviousData });
  const options = open && typed && q && search.data ? optionsOf(search.data) : [];
  const expanded = options.length > 0;
  const current = expanded ? Math.min(active, options.length - 1) : -1;
  // Only an answer to what is in the box now can say there is nothing.
  const answered = open && typed !== "" && q === typed && search.isSuccess && !search.isPlaceholderData;
  const nothingFound = answered && options.length === 0;
  const status = nothingFound ? statusText.none(typed) : expanded && answered ? statusText.found(options.length) : "";

  // The option reached by the arrows stays in view in the list's scroll.
  useEffect(() => {
    if (current >= 0) document.getElementById(`${listId}-${current}`)?.scrollIntoView?.({ block: "nearest" });
  }, [current, listId]);

  const choose = (option: Option) => {
    onChoose(option);
    setText("");
    setOpen(false);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      const option = expanded ? options[current] : undefined;
      if (option || typed) event.preventDefault();
      if (option) choose(option);
    } else if (event.key === "Escape") {
      if (expanded || nothingFound) {
        event.preventDefault();
        setOpen(false);
      } else if (text) {
        event.preventDefault();
        setText("");
      }
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        ref={props.inputRef}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded ? optionId(current) : undefined}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX}
        placeholder={props.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          props.onBlur?.();
        }}
      />
      {expanded ? (
        <div
          id={listId}
          role="listbox"
          aria-label={props.listLabel}
          className="absolute inset-x-0 top-full z-20 mt-1 grid max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {options.map((option, i) => (
            <div
              key={optionKey(option)}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === current}
              // Chosen on press, so the input keeps the focus (the keyboard reaches the list through it).
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              onMouseEnter={() => setActive(i)}
              className={cx(
                "cursor-pointer break-words rounded-sm px-2 py-2 text-sm",
                i === current && "bg-muted text-foreground",
              )}
            >
              {renderOption(option)}
            </div>
          ))}
        </div>
      ) : null}
      {/* Always in the page, so screen readers hear the count change; shown only when nothing matched. */}
      <p
        role="status"
        className={
          nothingFound
            ? "absolute inset-x-0 top-full z-20 mt-1 rounded-md border bg-popover px-3 py-2 text-muted-foreground text-sm shadow-md"
            : "sr-only"
        }
      >
        {status}
      </p>
    </div>
  );
}
