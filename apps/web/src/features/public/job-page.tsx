import { applyContinuePath, publicJobMessages as m, type PublicPageOrigin } from "@pm/shared/job-links";
import type { PublicJob, PublicJobCard } from "@pm/shared/jobs.public";
import { href } from "@pm/shared/pages";
import { ArrowLeft, SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLoaderData } from "react-router";
import { CompanyLogo, JobFacts } from "@/components/job-facts";
import { ExternalLink, LinkedText, RichText, safeHref } from "@/components/linked-text";
import { ShareJobButtons } from "@/components/share-job-buttons";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { longDate } from "@/lib/dates";
import { PublicPage } from "./components/public-page";
import { PublicJobList } from "./jobs/public-job-list";
import { type PublicJobData, publicJobLoader } from "./jobs/public-jobs-loaders";
import { SITE_LINKS, SignInAction } from "./landing/site-nav";

export { publicJobLoader };

/**
 * Where a visitor goes to apply: sign-up (or sign-in), then back to the job on the board, which
 * records that the application came from the public page.
 */
export const applyPath = (jobId: string, tab: "signup" | "login", origin: PublicPageOrigin = "pagina_publica") => {
  const next = applyContinuePath(jobId, origin);
  return href("auth", {}, { tab: tab === "signup" ? "signup" : undefined, continuar: next });
};

function ItemList({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-1 pl-5">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one static text may repeat.
        <li key={i}>
          <LinkedText text={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where this visit came from: an alert's e-mail links with '?origem=alerta'. Read once the page is
 * live, not while rendering: the server keeps one HTML per job, whatever its query string, and the
 * hydrated links must match it.
 */
function usePageOrigin(): PublicPageOrigin {
  const [origin, setOrigin] = useState<PublicPageOrigin>("pagina_publica");
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get("origem") === "alerta") setOrigin("alerta");
  }, []);
  return origin;
}

function JobDetails({ job }: { job: PublicJob }) {
  const origin = usePageOrigin();
  const website = job.company.website ? safeHref(job.company.website) : null;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 md:grid-cols-[1fr_18rem] md:px-6">
      <article className="grid content-start gap-6" aria-labelledby="vaga-titulo">
        <header className="grid gap-4">
          <Link
            to={href("publicJobs")}
            className="flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Todas as vagas
          </Link>
          <div className="flex items-start gap-3">
            <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} />
            <div className="grid min-w-0 gap-1">
              <h1 id="vaga-titulo" className="text-balance font-bold text-3xl tracking-tight wrap-anywhere">
                {job.title}
              </h1>
              <p className="text-muted-foreground wrap-anywhere">
                <Link
                  to={href("publicCompany", { slug: job.company.slug })}
                  className="underline underline-offset-4 hover:text-foreground"
                >
                  {job.company.name}
                </Link>
              </p>
            </div>
          </div>
          <JobFacts job={job} />
          {/* The closing date is among the facts above, as on the board. */}
          <p className="text-muted-foreground text-sm">
            Publicada em <time dateTime={job.createdAt}>{longDate(job.createdAt)}</time>
          </p>
        </header>

        <section aria-labelledby="vaga-descricao" className="grid gap-2">
          <h2 id="vaga-descricao" className="font-semibold text-xl">
            Descrição
          </h2>
          <RichText text={job.description} className="leading-relaxed" />
        </section>
        {job.requirements.length > 0 ? (
          <section aria-labelledby="vaga-requisitos" className="grid gap-2">
            <h2 id="vaga-requisitos" className="font-semibold text-xl">
              Requisitos
            </h2>
            <ItemList items={job.requirements} />
          </section>
        ) : null}
        {job.benefits.length > 0 ? (
          <section aria-labelledby="vaga-beneficios" className="grid gap-2">
            <h2 id="vaga-beneficios" className="font-semibold text-xl">
              Benefícios
            </h2>
            <ItemList items={job.benefits} />
          </section>
        ) : null}
        <section aria-labelledby="vaga-empresa" className="grid gap-2">
          <h2 id="vaga-empresa" className="font-semibold text-xl">
            Sobre a empresa
          </h2>
          {job.company.sector ? <p className="text-muted-foreground text-sm">{job.company.sector}</p> : null}
          {job.company.description ? <RichText text={job.company.description} className="leading-relaxed" /> : null}
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <Link
              to={href("publicCompany", { slug: job.company.slug })}
              className="text-primary underline underline-offset-4 wrap-anywhere hover:no-underline"
            >
              Vagas e benefícios de {job.company.name}
            </Link>
            {website ? <ExternalLink href={website}>Site da empresa</ExternalLink> : null}
          </p>
        </section>
      </article>

      <aside className="md:sticky md:top-20 md:self-start">
        <Card padding="md" className="grid gap-3">
          <p className="font-semibold">Interessado nesta vaga?</p>
          <p className="text-muted-foreground text-sm">
            Crie sua conta gratuita de militar ou veterano e candidate-se em poucos minutos.
          </p>
          <Button asChild size="lg">
            <Link to={applyPath(job.id, "signup", origin)}>Candidatar-se</Link>
          </Button>
          <p className="text-sm">
            Já tem conta?{" "}
            <Link
              to={applyPath(job.id, "login", origin)}
              className="font-medium text-primary underline underline-offset-4"
            >
              Entrar
            </Link>
          </p>
          <ShareJobButtons job={job} />
        </Card>
      </aside>
    </div>
  );
}

function Unavailable({ title, hint, similar }: { title: string; hint: string; similar: PublicJobCard[] }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 md:px-6">
      <div className="grid justify-items-start gap-3">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{hint}</p>
        <Button asChild>
          <Link to={href("publicJobs")}>Ver todas as vagas</Link>
        </Button>
      </div>
      {similar.length > 0 ? (
        <section aria-labelledby="vagas-parecidas" className="grid gap-4">
          <h2 id="vagas-parecidas" className="font-semibold text-xl">
            Vagas parecidas
          </h2>
          <PublicJobList jobs={similar} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * /vagas/{slug}-{short id}: a job anyone can open and share, rendered by the server with its data
 * (and its JobPosting structured data), so it reads without JavaScript and search engines list it.
 */
export function PublicJobPage() {
  // The tab's title comes from the data's head (app/routes.tsx), as the server's does.
  const { lookup } = useLoaderData() as PublicJobData;
  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      {lookup === null ? (
        <Unavailable title="Erro ao carregar detalhes da vaga" hint={m.loadError} similar={[]} />
      ) : lookup.status === "active" ? (
        <JobDetails job={lookup.job} />
      ) : lookup.status === "gone" ? (
        <Unavailable title={m.gone} hint={m.goneHint} similar={lookup.similar} />
      ) : (
        <Unavailable
          title={m.notFound}
          hint="O endereço pode estar incompleto. Veja as vagas abertas agora."
          similar={[]}
        />
      )}
    </PublicPage>
  );
}
