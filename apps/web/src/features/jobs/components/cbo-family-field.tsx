import { JOB_LIMITS } from "@pm/shared/jobs";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useController, useWatch } from "react-hook-form";
import { SearchCombobox, useSettled } from "@/components/search-combobox";
import { Button } from "@/components/ui/button";
import { type CboFamily, cboFamilySearchQuery, cboFamilySuggestionQuery } from "../api";
import type { JobFormApi } from "./screening-builder";

/** Longer than the search's: the suggestion follows the title once the company stops typing it. */
const TITLE_DELAY_MS = 500;

const familyText = (family: CboFamily) => (family.title ? `${family.code} — ${family.title}` : family.code);

/** After a render: the control that replaced the one just pressed takes the focus, so it is not lost. */
function focusSoon(id: string) {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/**
 * 'Família de ocupação (CBO)': the shared search combobox over the CBO's famílias by a piece of
 * their title or their code, the chosen one with 'Remover', and, while none is chosen, the one the
 * title suggests. The form holds the
 * código only ('' for none, which the API reads as "infer it from the title").
 */
export function CboFamilyField({ id, form, error }: { id: string; form: JobFormApi; error?: string }) {
  const { field } = useController({ control: form.control, name: "cboFamily" });
  const code = typeof field.value === "string" ? field.value.trim() : "";
  const title = useWatch({ control: form.control, name: "title" });
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

  const choose = (family: CboFamily) => {
    setKnown(family);
    field.onChange(family.code);
  };

  const remove = () => {
    field.onChange("");
    inputRef.current?.focus();
  };

  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ");

  return (
    <>
      <SearchCombobox
        id={id}
        inputRef={(element) => {
          inputRef.current = element;
          // The form focuses the field when the API refuses it.
          field.ref(element);
        }}
        query={cboFamilySearchQuery}
        optionsOf={(data) => data.families}
        optionKey={(family) => family.code}
        renderOption={(family) => (
          <>
            <span className="font-medium tabular-nums">{family.code}</span> — {family.title}
          </>
        )}
        onChoose={choose}
        placeholder="Buscar família por nome ou código"
        listLabel="Famílias de ocupação encontradas"
        statusText={{
          none: (typed) => `Nenhuma família encontrada para “${typed}”.`,
          found: (n) => (n === 1 ? "1 família encontrada." : `${n} famílias encontradas.`),
        }}
        describedBy={describedBy}
        invalid={Boolean(error)}
        onBlur={field.onBlur}
      />

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
