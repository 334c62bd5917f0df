import { useQuery } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import {
  type OccupationOption,
  OccupationSearchCombobox,
  occupationSearchQuery,
} from "@/components/occupation-search-combobox";

/**
 * An occupation's name by its CBO code, read once from the search by its code (its exact match),
 * the way the job form names a family it was loaded with. Until the answer comes, or when the CBO
 * has no such code, the code itself stands in.
 */
export function useOccupationTitle(code: string): string {
  const lookup = useQuery({ ...occupationSearchQuery(code), enabled: code !== "" });
  return lookup.data?.occupations?.find((o) => o.code === code)?.title ?? code;
}

/** "Analista de logística", or the code while the name is unknown. */
export function OccupationName({ code }: { code: string }) {
  return <>{useOccupationTitle(code)}</>;
}

/**
 * The occupations a mentor helps with, as a wrapping list of names. Each name is its own query,
 * shared with every other card that shows the same code.
 */
export function OccupationList({ codes, label }: { codes: readonly string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {codes.map((code) => (
        <li key={code} className="min-w-0 max-w-full rounded-md border px-2 py-0.5 text-xs wrap-anywhere">
          <OccupationName code={code} />
        </li>
      ))}
    </ul>
  );
}

/** A chosen occupation with its 'Remover' button (the filter's, and each of the mentor's). */
export function OccupationChip({ code, onRemove }: { code: string; onRemove: () => void }) {
  const title = useOccupationTitle(code);
  return (
    <span className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-md border bg-secondary py-0.5 pr-0.5 pl-2 text-secondary-foreground text-sm">
      <span className="wrap-anywhere">{title}</span>
      <button
        type="button"
        onClick={onRemove}
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-sm outline-none hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <XIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">Remover {title}</span>
      </button>
    </span>
  );
}

/**
 * The shared CBO occupation combobox in a fieldset, so the mentor's full list (ten) disables the
 * box rather than hiding it.
 */
export function OccupationCombobox({
  id,
  onChoose,
  describedBy,
  invalid,
  disabled = false,
}: {
  id: string;
  onChoose: (occupation: OccupationOption) => void;
  describedBy?: string;
  invalid?: boolean;
  /** Nothing more may be chosen (the mentor's ten): the box reads as full rather than vanishing. */
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="min-w-0 disabled:opacity-60">
      <OccupationSearchCombobox id={id} onChoose={onChoose} describedBy={describedBy} invalid={invalid} />
    </fieldset>
  );
}
