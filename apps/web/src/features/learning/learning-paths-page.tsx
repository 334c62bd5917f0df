import {
  LEARNING_CATEGORIES,
  LEARNING_CATEGORY_LABELS,
  LEARNING_DIFFICULTIES,
  LEARNING_DIFFICULTY_LABELS,
  LEARNING_STATUS_FILTER_LABELS,
  LEARNING_STATUSES,
  learningMessages as m,
} from "@pm/shared/learning";
import { useQuery } from "@tanstack/react-query";
import { SearchXIcon, SparklesIcon } from "lucide-react";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { SearchBox } from "@/components/search-box";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { patchParams } from "@/lib/search-params";
import { catalogueQuery, type PathCard as PathCardData } from "./api";
import { PathCard } from "./components/path-card";

/** Lower case without accents, so "logistica" finds "Logística". */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const FILTERS = [
  {
    param: "categoria",
    label: "Categoria",
    all: "Todas as categorias",
    values: LEARNING_CATEGORIES,
    labels: LEARNING_CATEGORY_LABELS,
  },
  {
    param: "nivel",
    label: "Nível",
    all: "Todos os níveis",
    values: LEARNING_DIFFICULTIES,
    labels: LEARNING_DIFFICULTY_LABELS,
  },
  {
    param: "status",
    label: "Status",
    all: "Todos os status",
    values: LEARNING_STATUSES,
    labels: LEARNING_STATUS_FILTER_LABELS,
  },
] as const;

function useFilters() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string | null) =>
    setParams((prev) => patchParams(prev, { [key]: value }), { replace: true });
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { params, set, clear };
}

function matches(path: PathCardData, params: URLSearchParams) {
  const q = fold(params.get("q")?.trim() ?? "");
  if (q && !fold(`${path.title} ${path.summary} ${LEARNING_CATEGORY_LABELS[path.category as never] ?? ""}`).includes(q))
    return false;
  const category = params.get("categoria");
  const level = params.get("nivel");
  const status = params.get("status");
  return (
    (!category || path.category === category) &&
    (!level || path.difficulty === level) &&
    (!status || path.status === status)
  );
}

/** /app/trilhas: every learning path with the militar's status on it, recommendations first. */
export function LearningPathsPage() {
  const { params, set, clear } = useFilters();
  const query = useQuery(catalogueQuery);
  const { data } = query;
  const filtered = useMemo(() => (data ? data.paths.filter((p) => matches(p, params)) : []), [data, params]);
  const narrowed = ["q", ...FILTERS.map((f) => f.param)].some((k) => params.get(k));
  const recommended = useMemo(
    () => (data && !narrowed ? data.recommended.flatMap((slug) => data.paths.filter((p) => p.slug === slug)) : []),
    [data, narrowed],
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 text-muted-foreground">{m.subtitle}</p>
      </div>

      <div className="grid gap-3 rounded-xl border p-4 md:grid-cols-[1fr_repeat(3,12rem)]">
        <SearchBox
          value={params.get("q") ?? ""}
          onChange={(q) => set("q", q || null)}
          label={m.searchLabel}
          placeholder="Buscar por tema ou trilha"
        />
        {FILTERS.map((f) => (
          <div key={f.param} className="grid gap-1">
            <Label htmlFor={`trilhas-${f.param}`} className="sr-only">
              {f.label}
            </Label>
            <NativeSelect
              id={`trilhas-${f.param}`}
              value={params.get(f.param) ?? ""}
              onChange={(e) => set(f.param, e.target.value || null)}
            >
              <option value="">{f.all}</option>
              {f.values.map((v) => (
                <option key={v} value={v}>
                  {(f.labels as Record<string, string>)[v]}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
      </div>

      {query.isPending ? (
        <CatalogueSkeleton />
      ) : query.isError ? (
        <LoadError message={m.loadError} hint="Verifique sua conexão e tente novamente." query={query} />
      ) : (
        <>
          {recommended.length > 0 ? (
            <section aria-labelledby="trilhas-recomendadas" className="grid gap-3">
              <h2 id="trilhas-recomendadas" className="flex items-center gap-2 font-semibold text-xl">
                <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
                {m.recommended}
              </h2>
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {recommended.map((p) => (
                  <li key={p.slug}>
                    <PathCard path={p} section="recomendada" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="trilhas-todas" className="grid gap-3">
            <h2 id="trilhas-todas" className="font-semibold text-xl">
              {narrowed ? `${filtered.length} de ${data?.paths.length ?? 0} trilhas` : "Todas as trilhas"}
            </h2>
            <p className="sr-only" role="status">
              {narrowed
                ? filtered.length === 0
                  ? m.empty
                  : `${filtered.length} de ${data?.paths.length ?? 0} trilhas`
                : ""}
            </p>
            {filtered.length === 0 ? (
              <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
                <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
                <p className="font-semibold text-lg">{m.empty}</p>
                <p className="text-muted-foreground text-sm">{m.emptyHint}</p>
                <Button variant="outline" onClick={clear}>
                  {m.clearFilters}
                </Button>
              </div>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {filtered.map((p) => (
                  <li key={p.slug}>
                    <PathCard path={p} section="trilha" />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function CatalogueSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <p className="sr-only" role="status">
        Carregando trilhas…
      </p>
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-3 rounded-xl border p-5">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
