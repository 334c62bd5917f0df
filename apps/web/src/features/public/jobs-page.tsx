import { BR_STATES } from "@pm/shared/brazil";
import { publicJobMessages as m } from "@pm/shared/job-links";
import { JOB_AREA_LABELS, JOB_AREAS, MODALITIES, REGIMES } from "@pm/shared/jobs";
import { PUBLISHED_WITHIN_DAYS, PUBLISHED_WITHIN_LABELS, SALARY_FROM_OPTIONS } from "@pm/shared/jobs.military";
import { publicJobsUrl } from "@pm/shared/jobs.public";
import { formatReais } from "@pm/shared/jobs.salary";
import { jobCountText, jobSearchLocationLabel, parseJobSearch, sortChoice } from "@pm/shared/jobs.search";
import { href } from "@pm/shared/pages";
import { BriefcaseIcon, MapPinIcon, XIcon } from "lucide-react";
import { Link, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { VisitorJobAlertButton } from "@/components/job-alert-dialog";
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

/** Selects whose options read differently from their values. */
const LABELLED_SELECTS = [
  {
    name: "area",
    key: "area",
    label: "Área",
    all: "Todas",
    options: JOB_AREAS.map((a) => ({ value: a, label: JOB_AREA_LABELS[a] })),
  },
  {
    name: "salario",
    key: "salaryFrom",
    label: "Salário a partir de",
    all: "Qualquer valor",
    options: SALARY_FROM_OPTIONS.map((amount) => ({ value: String(amount), label: formatReais(amount) })),
  },
  {
    name: "publicadas",
    key: "publishedWithin",
    label: "Data de publicação",
    all: "Qualquer data",
    options: PUBLISHED_WITHIN_DAYS.map((days) => ({ value: days, label: PUBLISHED_WITHIN_LABELS[days] })),
  },
] as const;

/**
 * /vagas: the open jobs of every company, searchable by words, city, UF, regime, modality and área, a page
 * at a time. Rendered by the server with its data: a GET form and links, so it works without
 * JavaScript and search engines follow it.
 */
export function PublicJobsPage() {
  const { typed, query, result } = useLoaderData() as PublicJobsData;
  const loading = useNavigation().state === "loading";
  const revalidator = useRevalidator();
  const filtered = Object.values(typed).some(Boolean);
  const nextCursor = result.ok ? result.data.nextCursor : null;
  const total = result.ok ? result.data.total : null;
  const parsed = parseJobSearch(typed.q);
  const sort = sortChoice(typed.sort, parsed.words);

  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      <SearchHero
        eyebrow="Vagas"
        title="Vagas para militares e veteranos"
        lead="Empresas que valorizam disciplina, liderança e experiência operacional. Busque pelo cargo, pela cidade ou pelo regime de contratação."
        action={href("publicJobs")}
        label="Buscar vagas"
        formClassName="md:grid-cols-2 md:p-5 lg:grid-cols-4 lg:items-end"
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
        {LABELLED_SELECTS.map((s) => (
          <div key={s.name} className="grid gap-2">
            <Label htmlFor={`vagas-${s.name}`}>{s.label}</Label>
            <NativeSelect id={`vagas-${s.name}`} name={s.name} defaultValue={typed[s.key]}>
              <option value="">{s.all}</option>
              {s.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        <div className="grid gap-2">
          <Label htmlFor="vagas-ordem">Ordenar por</Label>
          <NativeSelect id="vagas-ordem" name="ordem" defaultValue={sort.value}>
            {sort.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* The família an occupation's 'Ver todas' chose (?familia=): kept by a new search, dropped by its chip. */}
        {typed.cboFamily ? <input type="hidden" name="familia" value={typed.cboFamily} /> : null}
        <label className="flex items-center gap-2 pb-2.5 text-sm lg:self-end" htmlFor="vagas-pcd">
          <input
            id="vagas-pcd"
            type="checkbox"
            name="pcd"
            value="true"
            defaultChecked={typed.pcd === "true"}
            className="size-4 accent-primary"
          />
          Vaga também para PcD
        </label>
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
        ) : null}
        {result.ok ? (
          <div className="mb-4 flex flex-wrap items-center gap-3">
            {total && total.count > 0 ? (
              <p className="font-medium text-muted-foreground text-sm" data-testid="job-count">
                {jobCountText(total.count, total.capped)}
              </p>
            ) : null}
            {parsed.location && query ? (
              <Link
                to={publicJobsUrl({ ...query, q: parsed.words, cursor: undefined })}
                aria-label={`Remover o local ${jobSearchLocationLabel(parsed.location)} da busca`}
                className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 font-medium text-secondary-foreground text-sm hover:bg-secondary/80"
                data-testid="location-chip"
              >
                <MapPinIcon aria-hidden="true" className="size-4" />
                {jobSearchLocationLabel(parsed.location)}
                <XIcon aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
            {query?.cboFamily ? (
              <Link
                to={publicJobsUrl({ ...query, cboFamily: undefined, cursor: undefined })}
                aria-label={`Remover o filtro Família CBO ${query.cboFamily}`}
                className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 font-medium text-secondary-foreground text-sm hover:bg-secondary/80"
                data-testid="family-chip"
              >
                <BriefcaseIcon aria-hidden="true" className="size-4" />
                Família CBO {query.cboFamily}
                <XIcon aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
            {/* The new jobs of this search by e-mail, once the visitor confirms the address. */}
            <VisitorJobAlertButton filters={typed} className="ml-auto" />
          </div>
        ) : null}
        {!result.ok ? null : result.data.jobs.length === 0 ? (
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
