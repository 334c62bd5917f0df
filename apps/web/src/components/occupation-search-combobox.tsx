// The CBO occupation picker: the transition plan and the mentoring (a mentor's occupations, the
// 'Encontrar mentor' filter) search the same endpoint the same way, so the query and the combobox
// live here rather than once in each feature.
import { queryOptions } from "@tanstack/react-query";
import { SearchCombobox } from "@/components/search-combobox";
import { api, unwrap } from "@/lib/api-client";

const fetchOccupations = (q: string) => unwrap(api.military.transition.occupations.$get({ query: { q } }));

export type OccupationOption = Awaited<ReturnType<typeof fetchOccupations>>["occupations"][number];

/**
 * The CBO's occupations by a piece of their name or their code (at most 20); none for a blank
 * search. Keyed under ["transition"], whose endpoint it reads, so refreshing the plan's root still
 * covers it and every screen shares one cache of answers.
 */
export const occupationSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ["transition", "search", q],
    queryFn: () => fetchOccupations(q),
    enabled: q !== "",
    // The CBO does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The CBO's occupations by a piece of their name or their code (the shared search combobox).
 * Choosing hands the occupation on and empties the box; the label and any hint are the caller's.
 */
export function OccupationSearchCombobox({
  id,
  onChoose,
  describedBy,
  invalid,
}: {
  id: string;
  onChoose: (occupation: OccupationOption) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  return (
    <SearchCombobox
      id={id}
      query={occupationSearchQuery}
      optionsOf={(data) => data.occupations}
      optionKey={(occupation) => occupation.code}
      renderOption={(occupation) => (
        <>
          {occupation.title} <span className="text-muted-foreground tabular-nums">· CBO {occupation.code}</span>
        </>
      )}
      onChoose={onChoose}
      placeholder="Nome ou código da CBO"
      listLabel="Ocupações encontradas"
      statusText={{
        none: (typed) => `Nenhuma ocupação encontrada para “${typed}”.`,
        found: (n) => (n === 1 ? "1 ocupação encontrada." : `${n} ocupações encontradas.`),
      }}
      describedBy={describedBy}
      invalid={invalid}
    />
  );
}
