import { benefitsPreview, requirementsPreview } from "@pm/shared/jobs.military";
import { href } from "@pm/shared/pages";
import { BookmarkIcon } from "lucide-react";
import { Link } from "react-router";
import { CompanyLogo, JobFacts } from "@/components/job-facts";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-client";
import { relativeDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { type BoardJob, useToggleBookmark } from "../api";
import { ApplicationActions } from "./application-actions";

export function BookmarkButton({ job }: { job: BoardJob }) {
  const toggle = useToggleBookmark();
  const saved = job.bookmarked;
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-pressed={saved}
      aria-label={saved ? `Remover ${job.title} dos salvos` : `Salvar ${job.title}`}
      title={saved ? "Remover dos salvos" : "Salvar vaga"}
      onClick={() =>
        toggle.mutate(
          { jobId: job.id, saved: !saved },
          { onError: (error) => toast.error(errorMessage(error, "Não foi possível salvar a vaga. Tente novamente.")) },
        )
      }
    >
      <BookmarkIcon aria-hidden="true" className={saved ? "fill-primary text-primary" : undefined} />
    </Button>
  );
}

/** One job of the board: what it is, where, the first requirements, and what the user can do. */
export function JobCard({ job, onOpen }: { job: BoardJob; onOpen: (id: string) => void }) {
  const { shown, more } = requirementsPreview(job.requirements);
  const benefits = benefitsPreview(job.benefits);
  const titleId = `vaga-${job.id}`;
  return (
    <li>
      <Card asChild padding="tile" className="flex h-full flex-col gap-4 text-card-foreground">
        <article aria-labelledby={titleId}>
          <header className="flex items-start gap-3">
            <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} />
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="font-semibold text-lg leading-snug wrap-anywhere">
                <button
                  type="button"
                  onClick={() => onOpen(job.id)}
                  className="rounded-sm text-left outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {job.title}
                </button>
              </h2>
              <p className="truncate text-muted-foreground text-sm">
                <Link
                  to={href("publicCompany", { slug: job.company.slug })}
                  className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {job.company.name}
                </Link>
              </p>
            </div>
            <BookmarkButton job={job} />
          </header>

          <JobFacts job={job} />

          {shown.length > 0 ? (
            <div className="text-sm wrap-anywhere">
              <h3 className="sr-only">Requisitos</h3>
              <ul className="grid list-disc gap-1 pl-5">
                {shown.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              {more ? <p className="mt-1 text-muted-foreground">{more}</p> : null}
            </div>
          ) : null}

          {benefits.shown.length > 0 ? (
            <div className="grid gap-1.5 text-sm">
              <h3 className="font-medium text-muted-foreground text-xs">Benefícios</h3>
              <ul className="flex flex-wrap gap-1.5">
                {benefits.shown.map((b, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines of one static text may repeat.
                  <li key={i} className="rounded-md bg-muted px-2 py-0.5 text-xs wrap-anywhere">
                    {b}
                  </li>
                ))}
                {benefits.more ? <li className="px-1 py-0.5 text-muted-foreground text-xs">{benefits.more}</li> : null}
              </ul>
            </div>
          ) : null}

          <footer className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-4">
            <ApplicationActions job={job} />
            <div className="flex items-center gap-3">
              <span className="text-muted-foreground text-xs">Publicada {relativeDate(job.createdAt)}</span>
              <Button variant="outline" size="sm" onClick={() => onOpen(job.id)}>
                Ver detalhes
                <span className="sr-only"> de {job.title}</span>
              </Button>
            </div>
          </footer>
        </article>
      </Card>
    </li>
  );
}
