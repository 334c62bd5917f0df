import { JOB_AREA_LABELS, PCD_LABELS } from "@pm/shared/jobs";
import { salaryRangeText } from "@pm/shared/jobs.salary";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import {
  Accessibility,
  Briefcase,
  Building2,
  CalendarClock,
  CalendarDays,
  Eye,
  Layers,
  MapPin,
  Pencil,
  SearchX,
  Users,
  UsersRound,
  Wallet,
} from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link, useParams } from "react-router";
import { LinkedText, RichText } from "@/components/linked-text";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { ShareJobButtons } from "@/components/share-job-buttons";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { type Job, jobQuery, responsibleQuery, useSetResponsible } from "./api";
import { EditJobLink } from "./components/edit-job-link";
import { JobPageHeader } from "./components/job-page-header";
import { JobExpiryNotice, JobStatusBadge, jobExpiryText, ToggleJobButton } from "./components/job-status";
import { SuggestedTalents } from "./components/matches";

function Stat({
  icon: Icon,
  label,
  value,
  wide = false,
}: {
  icon: typeof Users;
  label: string;
  value: ReactNode;
  /** Takes the whole row on phones, where the others sit two by two. */
  wide?: boolean;
}) {
  return (
    <Card
      padding="sm"
      className={wide ? "col-span-2 flex items-center gap-3 sm:col-span-1" : "flex items-center gap-3"}
    >
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-muted-foreground text-sm">{label}</p>
        <p className="font-bold text-xl">{value}</p>
      </div>
    </Card>
  );
}

function Fact({ icon: Icon, label, children }: { icon: typeof Users; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-2 text-muted-foreground text-sm">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className="pl-6 font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

function Bullets({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-muted-foreground text-sm">{empty}</p>;
  return (
    <ul className="grid list-disc gap-1.5 pl-5 wrap-anywhere marker:text-primary">
      {items.map((item, i) => (
        // Lines may repeat; their place in the list is what identifies them.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static text.
        <li key={i}>
          <LinkedText text={item} />
        </li>
      ))}
    </ul>
  );
}

const NO_RESPONSIBLE = "Sem responsável";

/**
 * 'Responsável': the team member who follows the job (an Administrador or Recrutador), or none;
 * choosing saves at once.
 */
function ResponsibleSection({ jobId }: { jobId: string }) {
  const id = useId();
  const view = useQuery(responsibleQuery(jobId));
  const save = useSetResponsible(jobId);

  const choose = (value: string) =>
    save.mutate(value || null, {
      onSuccess: ({ responsible }) =>
        toast.success(
          responsible ? `${responsible.name} agora é o responsável pela vaga.` : "A vaga ficou sem responsável.",
        ),
      onError: (error) => toast.error(errorMessage(error)),
    });

  const current = view.data?.responsible ?? null;
  const shown = save.isPending ? (save.variables ?? "") : (current?.id ?? "");
  return (
    <Section title="Responsável" className="gap-3">
      {view.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : view.isError ? (
        <LoadError frame="plain" message="Erro ao carregar o responsável pela vaga" query={view} />
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={id}>Responsável pela vaga</Label>
          <NativeSelect
            id={id}
            value={shown}
            disabled={save.isPending}
            aria-describedby={`${id}-dica`}
            onChange={(e) => choose(e.target.value)}
          >
            <option value="">{NO_RESPONSIBLE}</option>
            {/* One no longer among the choices (his role changed) still shows until replaced. */}
            {current && !view.data.members.some((m) => m.id === current.id) ? (
              <option value={current.id}>{current.name}</option>
            ) : null}
            {view.data.members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-dica`} className="text-muted-foreground text-xs">
            O responsável recebe o aviso de cada nova candidatura; sem responsável, toda a equipe de contratação recebe.
          </p>
        </div>
      )}
    </Section>
  );
}

/** Two texts that read the same, whatever their spaces (a formatted amount has a no-break one). */
const sameWords = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

function JobDetails({ job }: { job: Job }) {
  const expiry = jobExpiryText(job);
  const range = salaryRangeText(job.salaryMin, job.salaryMax);
  return (
    <>
      <JobPageHeader title={job.title}>
        <div className="flex flex-wrap items-center gap-2">
          <JobStatusBadge job={job} />
          <EditJobLink jobId={job.id} />
          <ToggleJobButton job={job} />
        </div>
        {/* A paused or expired job's public page answers 410: only an open job's link is worth sharing. */}
        {job.active && !job.expired ? <ShareJobButtons job={job} /> : null}
      </JobPageHeader>

      <JobExpiryNotice job={job} />

      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Stat icon={Users} label="Candidatos" value={job.applicationsCount} />
        <Stat icon={Eye} label="Visualizações" value={job.viewsCount} />
        <Stat icon={CalendarDays} label="Publicada em" value={shortDate(job.createdAt)} wide />
      </div>
      {job.lastEdit ? (
        <p className="text-muted-foreground text-xs">
          Última alteração por {job.lastEdit.name} em {shortDate(job.lastEdit.at)}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-6">
          <Section title="Descrição da Vaga" className="gap-3">
            <RichText text={job.description} className="leading-relaxed" />
          </Section>
          <Section title="Requisitos" className="gap-3">
            <Bullets items={job.requirements} empty="Nenhum requisito informado." />
          </Section>
          <Section title="Benefícios" className="gap-3">
            <Bullets items={job.benefits} empty="Nenhum benefício informado." />
          </Section>
        </div>

        <div className="grid content-start gap-6">
          <Section title="Informações Básicas" className="gap-3">
            <dl className="grid gap-4">
              <Fact icon={MapPin} label="Localização">
                {job.city}
              </Fact>
              {job.salary || range ? (
                <Fact icon={Wallet} label="Salário">
                  {job.salary ?? range}
                </Fact>
              ) : null}
              {/* Beside the company's own words, the range the search by salary reads, unless they say the same. */}
              {job.salary && range && !sameWords(range, job.salary) ? (
                <Fact icon={Wallet} label="Faixa salarial">
                  {range}
                </Fact>
              ) : null}
              <Fact icon={UsersRound} label="Número de vagas">
                {job.openings}
              </Fact>
              <Fact icon={Accessibility} label="PcD">
                {job.pcd ? PCD_LABELS[job.pcd] : "Sem indicação"}
              </Fact>
              <Fact icon={Briefcase} label="Regime">
                {job.regime}
              </Fact>
              <Fact icon={Building2} label="Modalidade">
                {job.modality ?? "Não informada"}
              </Fact>
              <Fact icon={Layers} label="Área">
                {JOB_AREA_LABELS[job.area]}
              </Fact>
              {expiry ? (
                <Fact icon={CalendarClock} label="Prazo">
                  {expiry}
                </Fact>
              ) : null}
            </dl>
          </Section>
          <ResponsibleSection jobId={job.id} />
          <SuggestedTalents jobId={job.id} />
          <Section title="Ações Rápidas" className="gap-3">
            <div className="grid gap-2">
              <Button asChild>
                <Link to={href("companyCandidates", {}, { vaga: job.id })}>
                  <Users aria-hidden="true" />
                  Ver Candidatos
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to={href("companyEditJob", { id: job.id })}>
                  <Pencil aria-hidden="true" />
                  Editar Vaga
                </Link>
              </Button>
            </div>
          </Section>
        </div>
      </div>
    </>
  );
}

function DetailsSkeleton() {
  return (
    <div className="grid gap-6">
      <p role="status" className="sr-only">
        Carregando detalhes da vaga...
      </p>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-9 w-2/3" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-20 w-full rounded-xl" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Skeleton className="h-64 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** /empresa/vagas/:id: one of the company's jobs, its numbers and what candidates read. */
export function JobDetailsPage() {
  const { id = "" } = useParams();
  const job = useQuery(jobQuery(id));
  const missing = job.error instanceof ApiRequestError && job.error.status === 404;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      {job.data ? (
        <JobDetails job={job.data} />
      ) : job.isPending ? (
        <DetailsSkeleton />
      ) : missing ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center md:p-12">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="font-semibold text-xl">Vaga não encontrada</h1>
          <p className="max-w-md text-muted-foreground text-sm">
            Esta vaga não existe mais ou não pertence à sua empresa. Confira a lista de vagas publicadas.
          </p>
          <Button asChild>
            <Link to={href("companyJobs")}>Ver minhas vagas</Link>
          </Button>
        </div>
      ) : (
        <LoadError
          heading
          message="Erro ao carregar detalhes da vaga"
          hint="Verifique sua conexão e tente novamente."
          query={job}
        />
      )}
    </div>
  );
}
