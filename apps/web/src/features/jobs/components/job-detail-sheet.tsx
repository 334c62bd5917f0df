import { jobBoardMessages } from "@pm/shared/jobs.military";
import { href } from "@pm/shared/pages";
import { employeesCountLabel } from "@pm/shared/profile.company";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { CompanyLogo, JobFacts } from "@/components/job-facts";
import { ExternalLink, LinkedText, RichText, safeHref } from "@/components/linked-text";
import { Section } from "@/components/section";
import { ShareJobButtons } from "@/components/share-job-buttons";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError } from "@/lib/api-client";
import { longDate } from "@/lib/dates";
import { type BoardJobDetail, boardJobQuery, type ClientApplicationSource } from "../api";
import { ApplicationActions } from "./application-actions";
import { BookmarkButton } from "./job-card";

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm wrap-anywhere">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one static text may repeat.
        <li key={i}>
          <LinkedText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** The address as people read it: no scheme, no trailing slash. */
const websiteText = (href: string) => href.replace(/^https?:\/\//i, "").replace(/\/$/, "");

/** What the company's profile tells candidates about it; fields it left blank are not shown. */
function AboutCompany({ company }: { company: BoardJobDetail["company"] }) {
  const place = company.city ? `${company.city}${company.state ? `/${company.state}` : ""}` : company.state;
  const size = employeesCountLabel(company.employeesCount);
  const website = company.website ? safeHref(company.website) : null;
  const facts = [company.sector, size, place].filter(Boolean);
  return (
    <Section variant="plain" title="Sobre a empresa">
      <div className="grid gap-3 rounded-lg border p-3 text-sm">
        <div className="flex items-start gap-3">
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} />
          <div className="grid min-w-0 gap-0.5 wrap-anywhere">
            <p className="font-medium">
              <Link to={href("publicCompany", { slug: company.slug })} className="underline underline-offset-4">
                {company.name}
              </Link>
            </p>
            {facts.length > 0 ? <p className="text-muted-foreground">{facts.join(" · ")}</p> : null}
            {website ? (
              <p>
                <ExternalLink href={website}>{websiteText(website)}</ExternalLink>
              </p>
            ) : null}
          </div>
        </div>
        {company.description ? <RichText text={company.description} className="leading-relaxed" /> : null}
      </div>
    </Section>
  );
}

/** The whole job, opened from a card; opening it counts the user's view. */
export function JobDetailSheet({
  jobId,
  source,
  onClose,
}: {
  jobId: string | null;
  source?: ClientApplicationSource;
  onClose: () => void;
}) {
  return (
    <Sheet open={jobId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-lg">
        {jobId ? <JobDetail jobId={jobId} source={source} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function JobDetail({ jobId, source }: { jobId: string; source?: ClientApplicationSource }) {
  const { data: job, isPending, isError, error, refetch } = useQuery(boardJobQuery(jobId));

  if (isPending) {
    return (
      <>
        <SheetHeader>
          <SheetTitle>Carregando vaga…</SheetTitle>
          <SheetDescription className="sr-only">Aguarde enquanto os detalhes da vaga carregam.</SheetDescription>
        </SheetHeader>
        <div className="grid gap-4 px-4">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      </>
    );
  }

  if (isError) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    return (
      <SheetHeader>
        <SheetTitle>{missing ? jobBoardMessages.notFound : "Erro ao carregar detalhes da vaga"}</SheetTitle>
        <SheetDescription>
          {missing
            ? "Esta vaga foi pausada ou removida pela empresa. Veja outras vagas no painel."
            : "Verifique sua conexão e tente novamente."}
        </SheetDescription>
        {missing ? null : (
          <Button variant="outline" className="mt-2 w-fit" onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        )}
      </SheetHeader>
    );
  }

  return (
    <>
      <SheetHeader className="pr-12">
        <div className="flex items-start gap-3">
          <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} />
          <div className="min-w-0">
            <SheetTitle className="text-xl leading-snug wrap-anywhere">{job.title}</SheetTitle>
            <SheetDescription className="wrap-anywhere">
              {job.company.name}
              {job.company.city ? ` · ${job.company.city}${job.company.state ? `/${job.company.state}` : ""}` : ""}
            </SheetDescription>
          </div>
        </div>
      </SheetHeader>
      <div className="grid gap-6 px-4 pb-6">
        <JobFacts job={job} />
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
          <ApplicationActions job={job} source={source} />
          <BookmarkButton job={job} />
        </div>
        <ShareJobButtons job={job} />
        <Section variant="plain" title="Descrição da vaga">
          <RichText text={job.description} className="text-sm leading-relaxed" />
        </Section>
        {job.requirements.length > 0 ? (
          <Section variant="plain" title="Requisitos">
            <Bullets items={job.requirements} />
          </Section>
        ) : null}
        {job.benefits.length > 0 ? (
          <Section variant="plain" title="Benefícios">
            <Bullets items={job.benefits} />
          </Section>
        ) : null}
        <AboutCompany company={job.company} />
        <p className="text-muted-foreground text-xs">Publicada em {longDate(job.createdAt)}</p>
      </div>
    </>
  );
}
