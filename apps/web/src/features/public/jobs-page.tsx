import { BR_STATES } from "@pm/shared/brazil";
import { publicJobMessages as m } from "@pm/shared/job-links";
import { MODALITIES, REGIMES } from "@pm/shared/jobs";
import { publicJobsUrl } from "@pm/shared/jobs.public";
import { Search } from "lucide-react";
import { Form, Link, useLoaderData, useLocation, useNavigation, useRevalidator } from "react-router";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PagingLinks } from "./components/paging-links";
import { PublicPage } from "./components/public-page";
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
  const { search } = useLocation();
  const loading = useNavigation().state === "loading";
  const revalidator = useRevalidator();
  const filtered = Object.values(typed).some(Boolean);
  const nextCursor = result.ok ? result.data.nextCursor : null;

  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      <section className="border-b bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-16">
          <p className="mb-3 font-semibold text-primary text-sm uppercase tracking-wider">Vagas</p>
          <h1 className="text-balance font-bold text-4xl tracking-tight md:text-5xl">
            Vagas para militares e veteranos
          </h1>
          <p className="mt-4 max-w-2xl text-pretty text-lg text-muted-foreground leading-relaxed">
            Empresas que valorizam disciplina, liderança e experiência operacional. Busque pelo cargo, pela cidade ou
            pelo regime de contratação.
          </p>
          {/* Remounted with the address, so its fields show the search the page shows. */}
          <Form
            key={search}
            method="get"
            action="/vagas"
            role="search"
            aria-label="Buscar vagas"
            className="mt-8 grid gap-4 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-2 md:p-5 lg:grid-cols-[2fr_1.5fr_repeat(3,1fr)_auto] lg:items-end"
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
                  {s.values.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
            <Button type="submit" disabled={loading}>
              <Search aria-hidden="true" />
              Buscar
            </Button>
          </Form>
        </div>
      </section>

      <section aria-labelledby="vagas-resultados" className="mx-auto max-w-6xl px-4 py-10 md:px-6">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="vagas-resultados" className="font-semibold text-xl">
            {filtered ? "Resultado da busca" : "Vagas abertas"}
          </h2>
          {filtered ? (
            <Link to="/vagas" className="font-medium text-primary text-sm underline underline-offset-4">
              Limpar filtros
            </Link>
          ) : null}
        </div>
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          {!result.ok ? (
            <LoadError
              message={result.message}
              query={{ isFetching: revalidator.state === "loading", refetch: () => revalidator.revalidate() }}
            />
          ) : result.data.jobs.length === 0 ? (
            <div role="status" className="rounded-xl border border-dashed p-8 text-center">
              <p className="font-medium">{m.empty}</p>
              <p className="mt-1 text-muted-foreground text-sm">
                {filtered
                  ? "Tente outras palavras ou remova alguns filtros."
                  : "Volte em breve: novas vagas chegam toda semana."}
              </p>
            </div>
          ) : (
            <PublicJobList jobs={result.data.jobs} />
          )}
        </div>
        {query ? (
          <PagingLinks
            label="Páginas de vagas"
            first={query.cursor ? publicJobsUrl({ ...query, cursor: undefined }) : null}
            next={nextCursor ? publicJobsUrl({ ...query, cursor: nextCursor }) : null}
          />
        ) : null}
      </section>
    </PublicPage>
  );
}
