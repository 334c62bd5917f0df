import { digitsOnly, maskPhone } from "@pm/shared/brazil";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { BriefcaseIcon, MailIcon, MapPinIcon, MessageSquareIcon, PhoneIcon } from "lucide-react";
import { Suspense, useContext, useEffect } from "react";
import { Link } from "react-router";
import { CandidateFitSection } from "@/components/candidate-fit";
import { LoadError } from "@/components/load-error";
import { MilitaryProfileSections, NOT_INFORMED } from "@/components/military-profile-sections";
import { Section } from "@/components/section";
import { Avatar, AvatarFallback, AvatarImage, initials } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError } from "@/lib/api-client";
import { longDate, relativeDate, shortDate } from "@/lib/dates";
import { type ApplicationDetails, applicationQuery } from "../api";
import { ApplicationStatusBadge, ApplicationStatusMenu } from "./application-status";
import { CandidateSheetPartsContext } from "./candidate-sheet-parts";
import { EmailAddress } from "./email-address";
import { ResumeDownloadButton } from "./resume-download-button";
import { ScreeningAnswersSection, UnmetSummaryBadge } from "./screening-answers";

function CandidateProfile({ application }: { application: ApplicationDetails }) {
  const { candidate: c, job } = application;
  const { Review, History, Interviews } = useContext(CandidateSheetPartsContext);
  const place = [c.city, c.state].filter(Boolean).join(", ");
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <Avatar className="size-14">
          {c.avatarUrl ? <AvatarImage src={c.avatarUrl} alt="" /> : null}
          <AvatarFallback className="text-base">{initials(c.name)}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0 justify-items-start gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <ApplicationStatusBadge status={application.status} />
            {application.meetsRequirements === false ? <UnmetSummaryBadge /> : null}
            <span className="text-muted-foreground text-xs" title={shortDate(application.appliedAt)}>
              Candidatura {relativeDate(application.appliedAt)}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ApplicationStatusMenu applicationId={application.id} status={application.status} candidateName={c.name} />
            <Button asChild variant="outline" size="sm">
              <Link to={href("companyMessages", {}, { candidato: c.id })}>
                <MessageSquareIcon aria-hidden="true" />
                Enviar mensagem
              </Link>
            </Button>
          </div>
        </div>
      </div>

      {Review ? (
        <Suspense fallback={<PartSkeleton />}>
          <Review applicationId={application.id} />
        </Suspense>
      ) : null}

      <Section variant="divided" title="Vaga">
        <p className="flex items-start gap-2 text-sm">
          <BriefcaseIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 wrap-anywhere">
            <Link to={href("companyJob", { id: job.id })} className="font-medium text-primary hover:underline">
              {job.title}
            </Link>
            <span className="text-muted-foreground">
              {" "}
              · {job.city} · {job.regime}
              {job.active ? "" : " · Pausada"}
            </span>
          </span>
        </p>
        <p className="text-muted-foreground text-xs">Candidatura enviada em {longDate(application.appliedAt)}</p>
      </Section>

      {application.fit ? <CandidateFitSection fit={application.fit} /> : null}

      {Interviews ? (
        <Suspense fallback={<PartSkeleton />}>
          <Interviews
            applicationId={application.id}
            jobId={job.id}
            applicationStatus={application.status}
            candidate={{ name: c.name, state: c.state, city: c.city }}
          />
        </Suspense>
      ) : null}

      {/* An application sent before the job asked anything has no answers. */}
      <ScreeningAnswersSection answers={application.screeningAnswers ?? []} />

      <Section variant="divided" title="Currículo">
        {application.resume ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <ResumeDownloadButton applicationId={application.id} candidateName={c.name} label="Baixar currículo" />
            <span className="text-muted-foreground text-xs">
              {application.resume.source === "upload" ? "Arquivo do candidato" : "Gerado na Próxima Missão"}, enviado em{" "}
              {shortDate(application.resume.sentAt)}
            </span>
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">Esta candidatura foi enviada sem currículo.</p>
        )}
      </Section>

      <Section variant="divided" title="Contato">
        <ul className="grid gap-2 text-sm">
          <li className="flex items-center gap-2">
            <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">E-mail: </span>
            <a href={`mailto:${c.email}`} className="min-w-0 text-primary hover:underline">
              <EmailAddress email={c.email} />
            </a>
          </li>
          <li className="flex items-center gap-2">
            <PhoneIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Telefone: </span>
            {c.phone ? (
              <a href={`tel:+55${digitsOnly(c.phone)}`} className="text-primary hover:underline">
                {maskPhone(c.phone)}
              </a>
            ) : (
              <span className="text-muted-foreground">{NOT_INFORMED}</span>
            )}
          </li>
          <li className="flex items-center gap-2">
            <MapPinIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Localização: </span>
            {place ? (
              <span className="min-w-0 wrap-anywhere">{place}</span>
            ) : (
              <span className="text-muted-foreground">{NOT_INFORMED}</span>
            )}
          </li>
        </ul>
      </Section>

      {History ? (
        <Suspense fallback={<PartSkeleton />}>
          <History applicationId={application.id} />
        </Suspense>
      ) : null}

      <MilitaryProfileSections profile={c} />
    </div>
  );
}

/** A part of the sheet whose code is still on its way. */
function PartSkeleton() {
  return (
    <div className="grid gap-2 border-t pt-4">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-4 w-full" />
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        Carregando perfil do candidato...
      </p>
      <div className="flex items-center gap-3">
        <Skeleton className="size-14 rounded-full" />
        <div className="grid gap-2">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-8 w-32" />
        </div>
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-2 border-t pt-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * The candidate's full profile, the job applied to and the team's work on the application (its
 * rating, notes and history), beside the list.
 */
export function CandidateSheet({
  applicationId,
  candidateName,
  jobTitle,
  onClose,
}: {
  applicationId: string | null;
  /**
   * Known from the list row, so the title shows while the details load; blank when the sheet was
   * opened from its address, the details then give them.
   */
  candidateName: string;
  jobTitle: string;
  onClose: () => void;
}) {
  const details = useQuery({ ...applicationQuery(applicationId ?? ""), enabled: applicationId !== null });
  const { preload } = useContext(CandidateSheetPartsContext);
  useEffect(() => {
    if (applicationId !== null) preload?.();
  }, [applicationId, preload]);
  const name = candidateName || details.data?.candidate.name || "";
  const job = jobTitle || details.data?.job.title || "";
  const missing = details.error instanceof ApiRequestError && details.error.status === 404;
  return (
    <Sheet open={applicationId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent
        side="right"
        className="w-full gap-0 sm:max-w-lg"
        // Escape in an open list (the notes' '@' list) closes the list, not the sheet.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof HTMLElement && event.target.getAttribute("aria-expanded") === "true") {
            event.preventDefault();
          }
        }}
      >
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="text-lg wrap-anywhere">{name || "Candidatura"}</SheetTitle>
          <SheetDescription className="wrap-anywhere">
            {job
              ? `Candidatura para ${job}`
              : details.isPending
                ? "Carregando candidatura..."
                : missing
                  ? "Candidatura não encontrada"
                  : "Não foi possível carregar a candidatura"}
          </SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto p-4">
          {details.isPending ? (
            <ProfileSkeleton />
          ) : missing ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
              Esta candidatura não existe mais ou não é de uma vaga da sua empresa.
            </p>
          ) : details.isError ? (
            <LoadError frame="plain" message="Erro ao carregar perfil do candidato" query={details} />
          ) : (
            <CandidateProfile application={details.data} />
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
