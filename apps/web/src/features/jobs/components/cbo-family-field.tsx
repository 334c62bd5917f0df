import { JOB_LIMITS } from "@pm/shared/jobs";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useController, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cx } from "@/lib/utils";
import { type CboFamily, cboFamilySearchQuery, cboFamilySuggestionQuery } from "../api";
import type { JobFormApi } from "./screening-builder";

/** The API reads at most this much of a search. */
const SEARCH_MAX = 80;
const SEARCH_DELAY_MS = 300;
/** Longer than the search's: the suggestion follows the title once the company stops typing it. */
const TITLE_DELAY_MS = 500;

/** `value` once it has stayed the same for `delay` ms (the first one at once). */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const familyText = (family: CboFamily) => (family.title ? `${family.code} — ${family.title}` : family.code);

/** After a render: the control that replaced the one just pressed takes the focus, so it is not lost. */
function focusSoon(id: string) {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/**
 * 'Família de ocupação (CBO)': an ARIA combobox searching the CBO's famílias by a piece of their
 * title or their code (arrows move through the list, Enter chooses, Escape closes it), the chosen
 * one with 'Remover', and, while none is chosen, the one the title suggests. The form holds the
 * código only ('' for none, which the API reads as "infer it from the title").
 */
export function CboFamilyField({ id, form, error }: { id: string; form: JobFormApi; error?: string }) {
  const { field } = useController({ control: form.control, name: "cboFamily" });
  const code = typeof field.value === "string" ? field.value.trim() : "";
  const title = useWatch({ control: form.control, name: "title" });
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const inputRef = useRef<HTMLInputElement | null>(null);

  // The título of the código held: known when it was picked here; for a job loaded with one,
  // read once from the search by its code (its exact match).
  const [known, setKnown] = useState<CboFamily | null>(null);
  const lookup = useQuery({ ...cboFamilySearchQuery(code), enabled: code !== "" && known?.code !== code });
  const chosen: CboFamily | null =
    code === ""
      ? null
      : known?.code === code
        ? known
        : (lookup.data?.families.find((f) => f.code === code) ?? { code, title: "" });

  const settledTitle = useSettled(
    typeof title === "string" ? title.trim().slice(0, JOB_LIMITS.title) : "",
    TITLE_DELAY_MS,
  );
  // The previous suggestion stays while the next title's is asked, so it does not blink as one types.
  const suggested = useQuery({ ...cboFamilySuggestionQuery(settledTitle), placeholderData: keepPreviousData });
  const suggestion = settledTitle ? (suggested.data?.suggestion ?? null) : null;

  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = text.trim().slice(0, SEARCH_MAX);
  const q = useSettled(typed, SEARCH_DELAY_MS);
  const search = useQuery({ ...cboFamilySearchQuery(q), placeholderData: keepPreviousData });
  const options = open && typed && q ? (search.data?.families ?? []) : [];
  const expanded = options.length > 0;
  const current = expanded ? Math.min(active, options.length - 1) : -1;
  // Only an answer to what is in the box now can say there is nothing.
  const answered = open && typed !== "" && q === typed && search.isSuccess && !search.isPlaceholderData;
  const nothingFound = answered && options.length === 0;
  const status = nothingFound
    ? `Nenhuma família encontrada para “${typed}”.`
    : expanded && answered
      ? options.length === 1
        ? "1 família encontrada."
        : `${options.length} famílias encontradas.`
      : "";

  // The option reached by the arrows stays in view in the list's scroll.
  useEffect(() => {
    if (current >= 0) document.getElementById(`${listId}-${current}`)?.scrollIntoView?.({ block: "nearest" });
  }, [current, listId]);

  const choose = (family: CboFamily) => {
    setKnown(family);
    field.onChange(family.code);
    setText("");
    setOpen(false);
    setActive(0);
  };

  const remove = () => {
    field.onChange("");
    inputRef.current?.focus();
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
      const family = expanded ? options[current] : undefined;
      // Enter in the search chooses; it never publishes the job halfway through a search.
      if (family || typed) event.preventDefault();
      if (family) choose(family);
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

  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ");

  return (
    <>
      <div className="relative">
        <Input
          id={id}
          ref={(element) => {
            inputRef.current = element;
            // The form focuses the field when the API refuses it.
            field.ref(element);
          }}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded ? optionId(current) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX}
          placeholder="Buscar família por nome ou código"
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
            field.onBlur();
          }}
        />
        {expanded ? (
          <div
            id={listId}
            role="listbox"
            aria-label="Famílias de ocupação encontradas"
            className="absolute inset-x-0 top-full z-20 mt-1 grid max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          >
            {options.map((family, i) => (
              <div
                key={family.code}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === current}
                // Chosen on press, so the input keeps the focus (the keyboard reaches the list through it).
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(family);
                }}
                onMouseEnter={() => setActive(i)}
                className={cx(
                  "cursor-pointer break-words rounded-sm px-2 py-2 text-sm",
                  i === current && "bg-muted text-foreground",
                )}
              >
                <span className="font-medium tabular-nums">{family.code}</span> — {family.title}
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

      {chosen ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <p className="min-w-0 flex-1 break-words">
            <span className="text-muted-foreground">Família escolhida:</span>{" "}
            <span className="font-medium">{familyText(chosen)}</span>
          </p>
          <Button
            id={`${id}-remove`}
            type="button"
            variant="ghost"
            size="sm"
            aria-label="Remover família de ocupação"
            onClick={remove}
          >
            <XIcon aria-hidden="true" />
            Remover
          </Button>
        </div>
      ) : suggestion ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-dashed px-3 py-2 text-sm">
          <p className="min-w-0 flex-1 break-words">
            <span className="text-muted-foreground">Sugerida pelo título:</span> {familyText(suggestion)}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              choose(suggestion);
              focusSoon(`${id}-remove`);
            }}
          >
            Usar esta família
          </Button>
        </div>
      ) : null}

      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        Opcional. Sem escolha, a plataforma deduz a família pelo título da vaga. Ela liga a vaga às páginas de ocupação
        dos militares.
      </p>
    </>
  );
}
