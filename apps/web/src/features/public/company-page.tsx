// /empresas/{slug}: a company's page anyone can open and share, rendered by the server with its data
// (and its Organization structured data), so it reads without JavaScript and search engines list it.
import { publicCompanyMessages as m, type PublicCompany, type PublicCompanyOffer } from "@pm/shared/companies.public";
import { followContinuePath } from "@pm/shared/job-links";
import { publicJobsUrl } from "@pm/shared/jobs.public";
import { href } from "@pm/shared/pages";
import { employeesCountLabel } from "@pm/shared/profile.company";
import { ArrowLeft, ArrowRight, BadgePercent, BellPlus, Building2, Globe, MapPin, SearchX, Users } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { ExternalLink, RichText, safeHref } from "@/components/linked-text";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { shortDate } from "@/lib/dates";
import { type PublicCompanyData, publicCompanyLoader } from "./companies/company-loader";
import { PublicPage } from "./components/public-page";
import { PublicJobList } from "./jobs/public-job-list";
import { SITE_LINKS, SignInAction } from "./landing/site-nav";

export { publicCompanyLoader };

/** The militar's catalogue opened on this partner's offers (sign-in first for a visitor). */
const offersHref = (name: string) => href("militaryBenefits", {}, { q: name, cidade: "todas" });

/**
 * 'Seguir empresa': the militar's alerts page follows the company named by ?seguir=. The link goes
 * through /auth, which sends a signed-in militar straight there and keeps the destination for a
 * visitor through sign-in, or through sign-up, the confirmation link (any tab) and onboarding.
 */
const followHref = (slug: string) => href("auth", {}, { continuar: followContinuePath(slug) });

function Logo({ company }: { company: PublicCompany }) {
  return company.logoUrl ? (
    <img
      src={company.logoUrl}
      alt={`Logotipo de ${company.name}`}
      width={80}
      height={80}
      className="size-20 shrink-0 rounded-xl border bg-white object-contain"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary"
    >
      <Building2 className="size-9" />
    </span>
  );
}

function OfferCard({ offer }: { offer: PublicCompanyOffer }) {
  return (
    <Card asChild padding="tile" className="grid content-start gap-2">
      <li>
        <p className="text-muted-foreground text-xs">{offer.category}</p>
        <h3 className="font-semibold leading-snug wrap-anywhere">{offer.title}</h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="flex items-center gap-1.5 font-medium text-primary">
            <BadgePercent className="size-4" aria-hidden="true" />
            {offer.discountPercent}% de desconto
          </span>
          {offer.cashbackPercent > 0 ? <span>{offer.cashbackPercent}% de cashback</span> : null}
        </p>
        <p className="text-muted-foreground text-sm">
          {offer.online ? "Online, em todo o Brasil · " : ""}Válida até {shortDate(offer.endsOn)}
        </p>
      </li>
    </Card>
  );
}

function CompanyDetails({ company }: { company: PublicCompany }) {
  const place = [company.city, company.state].filter(Boolean).join(" - ");
  const employees = employeesCountLabel(company.employeesCount);
  const website = company.website ? safeHref(company.website) : null;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:px-6">
      <header className="grid gap-5">
        <Link
          to={href("partnersDirectory")}
          className="flex items-center gap-1 justify-self-start text-muted-foreground text-sm hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Empresas parceiras
        </Link>
        <div className="flex flex-wrap items-center gap-4">
          <Logo company={company} />
          <div className="grid min-w-0 flex-1 gap-1">
            <h1 className="text-balance font-bold text-3xl tracking-tight wrap-anywhere">{company.name}</h1>
            {company.sector ? <p className="text-muted-foreground wrap-anywhere">{company.sector}</p> : null}
          </div>
          <Button asChild variant="outline">
            <Link to={followHref(company.slug)}>
              <BellPlus aria-hidden="true" />
              Seguir empresa
            </Link>
          </Button>
        </div>
        {place || employees || website ? (
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Sobre a empresa em resumo">
            {place ? (
              <li className="flex items-center gap-1.5">
                <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {place}
              </li>
            ) : null}
            {employees ? (
              <li className="flex items-center gap-1.5">
                <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {employees}
              </li>
            ) : null}
            {website ? (
              <li className="flex min-w-0 items-center gap-1.5">
                <Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <ExternalLink href={website}>Site da empresa</ExternalLink>
              </li>
            ) : null}
          </ul>
        ) : null}
      </header>

      {company.description ? (
        <section aria-labelledby="empresa-sobre" className="grid gap-2">
          <h2 id="empresa-sobre" className="font-semibold text-xl">
            Sobre a empresa
          </h2>
          <RichText text={company.description} className="max-w-3xl leading-relaxed" />
        </section>
      ) : null}

      <section aria-labelledby="empresa-vagas" className="grid gap-4">
        <h2 id="empresa-vagas" className="font-semibold text-xl">
          Vagas abertas
        </h2>
        {company.jobs.length > 0 ? (
          <>
            <PublicJobList jobs={company.jobs} />
            {company.moreJobs ? (
              <Link
                to={publicJobsUrl({ q: company.name })}
                className="inline-flex items-center gap-1 justify-self-start font-medium text-primary text-sm underline underline-offset-4 hover:text-primary/80"
              >
                Ver todas as vagas de {company.name}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            ) : null}
          </>
        ) : (
          <Card padding="lg" className="grid justify-items-start gap-3">
            <p>{m.noJobs}</p>
            <Button asChild variant="outline">
              <Link to={href("publicJobs")}>Ver vagas de outras empresas</Link>
            </Button>
          </Card>
        )}
      </section>

      {company.offers.length > 0 ? (
        <section aria-labelledby="empresa-beneficios" className="grid gap-4">
          <div className="grid gap-1">
            <h2 id="empresa-beneficios" className="font-semibold text-xl">
              Benefícios para militares
            </h2>
            <p className="text-muted-foreground text-sm">
              Descontos que militares e veteranos cadastrados na Próxima Missão resgatam na área de benefícios.
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {company.offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </ul>
          <Link
            to={offersHref(company.name)}
            className="inline-flex items-center gap-1 justify-self-start font-medium text-primary text-sm underline underline-offset-4 hover:text-primary/80"
          >
            Ver ofertas<span className="sr-only"> de {company.name}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </section>
      ) : null}
    </div>
  );
}

function Unavailable({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="mx-auto grid max-w-5xl justify-items-start gap-3 px-4 py-12 md:px-6">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{hint}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={href("partnersDirectory")}>Ver empresas parceiras</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={href("publicJobs")}>Ver vagas abertas</Link>
        </Button>
      </div>
    </div>
  );
}

/** A company's public page: what it says about itself, its open jobs and its offers to militares. */
export function PublicCompanyPage() {
  // The tab's title comes from the data's head (app/routes.tsx), as the server's does.
  const { lookup } = useLoaderData() as PublicCompanyData;
  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      {lookup === null ? (
        <Unavailable title="Erro ao carregar a empresa" hint={m.loadError} />
      ) : lookup.status === "active" ? (
        <CompanyDetails company={lookup.company} />
      ) : (
        <Unavailable title={m.notFound} hint={m.notFoundHint} />
      )}
    </PublicPage>
  );
}
