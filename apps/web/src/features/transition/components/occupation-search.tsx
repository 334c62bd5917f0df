import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cx } from "@/lib/utils";
import { type OccupationSummary, occupationSearchQuery } from "../api";

/** The API reads at most this much of a search. */
const SEARCH_MAX = 80;
const SEARCH_DELAY_MS = 300;

/** `value` once it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * 'Buscar outra ocupação': an ARIA combobox over the CBO's occupations by a piece of their name or
 * their code, asked once typing pauses (arrows move through the list, Enter chooses, Escape
 * closes it). Choosing hands the occupation on and empties the box.
 */
export function OccupationSearch({ id, onChoose }: { id: string; onChoose: (occupation: OccupationSummary) => void }) {
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = text.trim().slice(0, SEARCH_MAX);
  const q = useSettled(typed, SEARCH_DELAY_MS);
  const search = useQuery({ ...occupationSearchQuery(q), placeholderData: keepPreviousData });
  const options = open && typed && q ? (search.data?.occupations ?? []) : [];
  const expanded = options.length > 0;
  const current = expanded ? Math.min(active, options.length - 1) : -1;
  // Only an answer to what is in the box now can say there is nothing.
  const answered = open && typed !== "" && q === typed && search.isSuccess && !search.isPlaceholderData;
  const nothingFound = answered && options.length === 0;
  const status = nothingFound
    ? `Nenhuma ocupação encontrada para “${typed}”.`
    : expanded && answered
      ? options.length === 1
        ? "1 ocupação encontrada."
        : `${options.length} ocupações encontradas.`
      : "";

  useEffect(() => {
    if (current >= 0) document.getElementById(`${listId}-${current}`)?.scrollIntoView?.({ block: "nearest" });
  }, [current, listId]);

  const choose = (occupation: OccupationSummary) => {
    onChoose(occupation);
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
      const occupation = expanded ? options[current] : undefined;
      // Enter in the search chooses; it never saves the plan halfway through a search.
      if (occupation || typed) event.preventDefault();
      if (occupation) choose(occupation);
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
    <div className="grid gap-2">
      <Label htmlFor={id}>Buscar outra ocupação</Label>
      <div className="relative">
        <Input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded ? optionId(current) : undefined}
          aria-describedby={`${id}-dica`}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX}
          placeholder="Nome ou código da CBO"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        {expanded ? (
          <div
            id={listId}
            role="listbox"
            aria-label="Ocupações encontradas"
            className="absolute inset-x-0 top-full z-20 mt-1 grid max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          >
            {options.map((occupation, i) => (
              <div
                key={occupation.code}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === current}
                // Chosen on press, so the input keeps the focus (the keyboard reaches the list through it).
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(occupation);
                }}
                onMouseEnter={() => setActive(i)}
                className={cx(
                  "cursor-pointer break-words rounded-sm px-2 py-2 text-sm",
                  i === current && "bg-muted text-foreground",
                )}
              >
                {occupation.title} <span className="text-muted-foreground tabular-nums">· CBO {occupation.code}</span>
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
      <p id={`${id}-dica`} className="text-muted-foreground text-xs">
        Qualquer ocupação da Classificação Brasileira de Ocupações, pelo nome ou pelo código de 6 dígitos.
      </p>
    </div>
  );
}
