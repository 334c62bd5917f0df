import type { ReactNode } from "react";

export interface Fact {
  term: string;
  details: { label: string; value: ReactNode }[];
}

/**
 * Purpose / data / legal basis, or cookie / purpose / duration: a list of small cards instead of a
 * table, because the cells hold sentences and a 360 px screen cannot fit three columns of them.
 */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <ul className="mt-4! list-none! space-y-3 pl-0!">
      {facts.map((fact) => (
        <li key={fact.term} className="mt-0! rounded-lg border bg-card p-4">
          <p className="mt-0! font-semibold text-foreground">{fact.term}</p>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
            {fact.details.map((detail) => (
              <div key={detail.label} className="contents">
                <dt className="font-medium text-muted-foreground">{detail.label}</dt>
                <dd className="mb-2 sm:mb-0">{detail.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
