import { companyPlanOrDefault } from "@pm/shared/billing";
import {
  talentSearchMessages as m,
  TALENT_MAX_PAGE,
  TALENT_PAGE_SIZE,
  TALENT_SEARCH_LEVEL,
  type TalentSearchLevel,
} from "@pm/shared/talent";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeftIcon, ChevronRightIcon, SearchXIcon } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { PagedList } from "@/components/paged-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { patchParams } from "@/lib/search-params";
import { meQuery } from "@/lib/session";
import { type TalentQuery, talentSearchQuery } from "./api";
import { SavedSearches, SaveSearchButton } from "./components/saved-searches";
import { TalentCard } from "./components/talent-card";
import { TalentFilters } from "./components/talent-filters";
import { TalentSheet } from "./components/talent-sheet";

const BASIC_KEYS = ["branch", "desiredArea", "city", "state", "availability"] as const;
const ADVANCED_KEYS = ["rank", "minYearsOfService", "experienceLevel", "specialty", "occupation", "q", "sort"] as const;
/** The open profile, so it can be linked to and the back button closes it. */
const PROFILE_PARAM = "talento";

function queryFrom(params: URLSearchParams, level: TalentSearchLevel): TalentQuery {
  const query: Record<string, string> = {};
  const keys = level === "avancado" ? [...BASIC_KEYS, ...ADVANCED_KEYS] : BASIC_KEYS;
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1 && page <= TALENT_MAX_PAGE) query.page = String(page);
  return query as TalentQuery;
}

/** /empresa/talentos: the talent bank, with the filters the company's plan allows. */
export function TalentPage() {
  const { data: me } = useQuery(meQuery);
  const level = TALENT_SEARCH_LEVEL[companyPlanOrDefault(me?.company?.plan)];
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFrom(params, level), [params, level]);
  const openId = params.get(PROFILE_PARAM);

  const update = useCallback(
    (patch: Partial<Record<string, string | undefined>>, replace = true) =>
      setParams(
        (prev) => {
          const next = patchParams(prev, patch, { trim: true });
          // A new filter starts again at the first page.
          if (!("page" in patch) && !(PROFILE_PARAM in patch)) next.delete("page");
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams(
        (prev) => {
          const open = prev.get(PROFILE_PARAM);
          return open ? new URLSearchParams({ [PROFILE_PARAM]: open }) : new URLSearchParams();
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      <PageHeader
        title={m.title}
        description={m.subtitle}
        aside={
          <Badge variant={level === "avancado" ? "default" : "secondary"}>
            {level === "avancado" ? "Busca avançada" : "Banco de talentos básico"}
          </Badge>
        }
      />
      <TalentFilters
        query={query}
        level={level}
        onChange={(patch) => update(patch)}
        onClear={clear}
        actions={level === "avancado" ? <SaveSearchButton query={query} /> : undefined}
      />
      {level === "avancado" ? (
        <SavedSearches
          onApply={(filters) =>
            setParams(
              new URLSearchParams(
                Object.entries(filters as Record<string, unknown>).map(([k, v]) => [k, String(v)] as [string, string]),
              ),
              { replace: false },
            )
          }
        />
      ) : null}
      <Results
        query={query}
        onOpen={(id) => update({ [PROFILE_PARAM]: id }, false)}
        onPage={(p) => update({ page: String(p) }, false)}
        onClear={clear}
      />
      <TalentSheet userId={openId} onClose={() => update({ [PROFILE_PARAM]: undefined })} />
    </div>
  );
}

function Results({
  query,
  onOpen,
  onPage,
  onClear,
}: {
  query: TalentQuery;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
  onClear: () => void;
}) {
  const search = useQuery(talentSearchQuery(query));
  const page = Number(query.page ?? 1);

  const data = search.data;
  const total = data?.total ?? 0;
  const more = data?.more ?? false;
  const results = data?.results ?? [];
  // Past the count's cap the last page is unknown: "Próxima" stays while pages come full.
  const pages = more ? null : Math.min(Math.ceil(total / TALENT_PAGE_SIZE), TALENT_MAX_PAGE);
  const hasNext = pages === null ? results.length === TALENT_PAGE_SIZE && page < TALENT_MAX_PAGE : page < pages;
  return (
    <PagedList
      list={search}
      items={results}
      skeleton={{
        className: "grid gap-4 md:grid-cols-2 lg:grid-cols-3",
        status: "Carregando talentos…",
        row: "h-56 rounded-xl",
      }}
      error={{ message: m.loadError }}
      empty={
        page > 1 ? (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center">
            <p className="font-semibold" role="status">
              {m.pageTooDeep}
            </p>
            <Button variant="outline" onClick={() => onPage(1)}>
              Voltar à primeira página
            </Button>
          </div>
        ) : (
          <EmptyState
            icon={SearchXIcon}
            title={m.empty}
            description={m.emptyHint}
            action={
              <Button variant="outline" onClick={onClear}>
                {m.clearFilters}
              </Button>
            }
          />
        )
      }
    >
      {(items) => (
        <section aria-label="Resultados" className="grid gap-4" aria-busy={search.isFetching}>
          <p className="text-muted-foreground text-sm" role="status">
            {more ? `Mais de ${total.toLocaleString("pt-BR")} talentos encontrados` : m.resultCount(total)}
          </p>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {items.map((talent) => (
              <TalentCard key={talent.userId} talent={talent} onOpen={onOpen} />
            ))}
          </ul>
          {page > 1 || hasNext ? (
            <nav aria-label="Páginas" className="flex items-center justify-center gap-3">
              <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                <ChevronLeftIcon aria-hidden="true" />
                Anterior
              </Button>
              <span className="text-sm">{pages === null ? `Página ${page}` : `Página ${page} de ${pages}`}</span>
              <Button variant="outline" disabled={!hasNext} onClick={() => onPage(page + 1)}>
                Próxima
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </section>
      )}
    </PagedList>
  );
}
