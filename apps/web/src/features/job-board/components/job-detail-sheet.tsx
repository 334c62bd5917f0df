import { jobBoardMessages } from "@pm/shared/military-jobs";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError } from "@/lib/api-client";
import { longDate } from "@/lib/dates";
import { jobQuery } from "../api";
import { ApplicationActions } from "./application-actions";
import { BookmarkButton, CompanyLogo, JobFacts } from "./job-card";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** The whole job, opened from a card; opening it counts the user's view. */
export function JobDetailSheet({ jobId, onClose }: { jobId: string | null; onClose: () => void }) {
  return (
    <Sheet open={jobId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-lg">
        {jobId ? <JobDetail jobId={jobId} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function JobDetail({ jobId }: { jobId: string }) {
  const { data: job, isPending, isError, error, refetch } = useQuery(jobQuery(jobId));

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

  const paragraphs = job.description.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <>
      <SheetHeader className="pr-12">
        <div className="flex items-start gap-3">
          <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} />
          <div className="min-w-0">
            <SheetTitle className="text-xl leading-snug">{job.title}</SheetTitle>
            <SheetDescription>
              {job.company.name}
              {job.company.city ? ` · ${job.company.city}${job.company.state ? `/${job.company.state}` : ""}` : ""}
            </SheetDescription>
          </div>
        </div>
      </SheetHeader>
      <div className="grid gap-6 px-4 pb-6">
        <JobFacts job={job} />
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
          <ApplicationActions job={job} />
          <BookmarkButton job={job} />
        </div>
        <Section title="Descrição da vaga">
          <div className="grid gap-3 text-sm leading-relaxed">
            {paragraphs.map((p) => (
              <p key={p} className="whitespace-pre-line">
                {p}
              </p>
            ))}
          </div>
        </Section>
        {job.requirements.length > 0 ? (
          <Section title="Requisitos">
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {job.requirements.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </Section>
        ) : null}
        {job.benefits.length > 0 ? (
          <Section title="Benefícios">
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {job.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </Section>
        ) : null}
        <p className="text-muted-foreground text-xs">Publicada em {longDate(job.createdAt)}</p>
      </div>
    </>
  );
}
