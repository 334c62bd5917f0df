import { BR_STATES } from "@pm/shared/brazil";
import { publicJobMessages as m } from "@pm/shared/job-links";
import { MODALITIES, REGIMES } from "@pm/shared/jobs";
import { publicJobsUrl } from "@pm/shared/jobs.public";
import { href } from "@pm/shared/pages";
import { useLoaderData, useNavigation, useRevalidator } from "react-router";
import { LoadError } from "@/components/load-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, ValueOptions } from "@/components/ui/native-select";
import { PagingLinks } from "./components/paging-links";
import { PublicPage } from "./components/public-page";
import { SearchEmpty, SearchHero, SearchResults } from "./components/search-results";
import { PublicJobList } from "./jobs/public-job-list";
import { type PublicJobsData, publicJobsLoader } from "./jobs/public-jobs-loaders";
import { SITE_LINKS, SignInAction } from "./landing/site-nav";

export { publicJobsLoader };

const SELECTS = [
  { name: "uf", key: "state", label: "UF", all: "Todas", values: BR_STATES },
  { name: "regime", key: "regime", label: "Regime", all: "Todos", values: REGIMES },
  { name: "modalidade", key: "modality", label: "Modalidade", all: "Todas", values: MODALITIES },
] as const;

/**
 * /vagas: the open jobs of every company, searchable by words, city, UF, regime and modality, a page
 * at a time. Rendered by the server with its data: a GET form and links, so it works without
 * JavaScript and search engines follow it.
 */
export function PublicJobsPage() {
  const { typed, query, result } = useLoaderData() as PublicJobsData;
  const loading = useNavigation().state === "loading";
  const revalidator = useRevalidator();
  const filtered = Object.values(typed).some(Boolean);
  const nextCursor = result.ok ? result.data.nextCursor : null;

  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      <SearchHero
        eyebrow="Vagas"
        title="Vagas para militares e veteranos"
        lead="Empresas que valorizam disciplina, liderança e experiência operacional. Busque pelo cargo, pela cidade ou pelo regime de contratação."
        action={href("publicJobs")}
        label="Buscar vagas"
        formClassName="md:grid-cols-2 md:p-5 lg:grid-cols-[2fr_1.5fr_repeat(3,1fr)_auto] lg:items-end"
        loading={loading}
      >
        <div className="grid gap-2">
          <Label htmlFor="vagas-q">Cargo ou palavra-chave</Label>
          <Input
            id="vagas-q"
            name="q"
            defaultValue={typed.q}
            placeholder="Ex.: logística"
            maxLength={120}
            autoComplete="off"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="vagas-cidade">Cidade</Label>
          <Input
            id="vagas-cidade"
            name="cidade"
            defaultValue={typed.city}
            placeholder="Ex.: Campinas"
            maxLength={120}
            autoComplete="off"
          />
        </div>
        {SELECTS.map((s) => (
          <div key={s.name} className="grid gap-2">
            <Label htmlFor={`vagas-${s.name}`}>{s.label}</Label>
            <NativeSelect id={`vagas-${s.name}`} name={s.name} defaultValue={typed[s.key]}>
              <option value="">{s.all}</option>
              <ValueOptions values={s.values} />
            </NativeSelect>
          </div>
        ))}
      </SearchHero>

      <SearchResults
        id="vagas-resultados"
        title="Vagas abertas"
        filtered={filtered}
        clearTo={href("publicJobs")}
        loading={loading}
        paging={
          query ? (
            <PagingLinks
              label="Páginas de vagas"
              first={query.cursor ? publicJobsUrl({ ...query, cursor: undefined }) : null}
              next={nextCursor ? publicJobsUrl({ ...query, cursor: nextCursor }) : null}
            />
          ) : null
        }
      >
        {!result.ok ? (
          <LoadError
            message={result.message}
            query={{ isFetching: revalidator.state === "loading", refetch: () => revalidator.revalidate() }}
          />
        ) : result.data.jobs.length === 0 ? (
          <SearchEmpty
            title={m.empty}
            hint={
              filtered
                ? "Tente outras palavras ou remova alguns filtros."
                : "Volte em breve: novas vagas chegam toda semana."
            }
          />
        ) : (
          <PublicJobList jobs={result.data.jobs} />
        )}
      </SearchResults>
    </PublicPage>
  );
}
