import { countLabel } from "@pm/shared/format";
import { formatReais } from "@pm/shared/jobs.salary";
import { href } from "@pm/shared/pages";
import { transitionMessages as m, PAY_MIN_JOBS } from "@pm/shared/transition.constants";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AwardIcon, BriefcaseIcon, SearchXIcon, TargetIcon } from "lucide-react";
import { type ComponentType, type ReactNode, useEffect } from "react";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { type Occupation, type OccupationJob, type OccupationPath, occupationQuery, useChooseGoal } from "./api";

/**
 * How the area composing the features (app/areas) draws the newest jobs: the board's own cards,
 * with its bookmark and 'Candidatar-se'. Each job is an item of the list the page gives.
 */
export type OccupationJobsSlot = ComponentType<{ jobs: readonly OccupationJob[] }>;

/** "12 vagas abertas", "1 vaga aberta", "mais de 1.000 vagas abertas" (the board counts up to its cap). */
export function openJobsText(count: number, capped: boolean): string {
  const n = count.toLocaleString("pt-BR");
  if (capped) return `mais de ${n} vagas abertas`;
  return count === 1 ? "1 vaga aberta" : `${n} vagas abertas`;
}

/** Why no figure is shown: how many jobs had a salary, and from how many figures appear. */
export function notEnoughPayText(jobs: number, months: number): string {
  const from = `mostramos os valores a partir de ${PAY_MIN_JOBS}.`;
  if (jobs === 0) return `Ainda não há vagas com salário nos últimos ${months} meses; ${from}`;
  return `Há ${countLabel(jobs, "vaga", "vagas")} com salário nos últimos ${months} meses; ${from}`;
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** The jobs without the board's cards (outside the area's composition): each links to its details. */
function PlainJobs({ jobs }: { jobs: readonly OccupationJob[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.id} className="grid gap-1 rounded-lg border p-4">
          <Link
            to={href("militaryJobs", {}, { vaga: job.id })}
            className="font-medium wrap-anywhere underline-offset-4 hover:underline"
          >
            {job.title}
          </Link>
          <span className="text-muted-foreground text-sm wrap-anywhere">
            {job.company.name} · {job.city}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A bookmark or an application made from a card changes the jobs this page read: after any change
 * the page made succeeds, its occupation is read again.
 */
function useRefreshAfterChanges(code: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "success") {
          void queryClient.invalidateQueries({ queryKey: occupationQuery(code).queryKey });
        }
      }),
    [queryClient, code],
  );
}

/**
 * /app/ocupacoes/:code: a CBO occupation as the platform's jobs show it (how many are open, the
 * pay they offer, what they ask and whether he has it) and the trilhas that close the gap, with
 * 'Escolher como objetivo'. Every figure says how many jobs it came from; none is invented.
 */
export function OccupationPage({ jobs: Jobs = PlainJobs }: { jobs?: OccupationJobsSlot }) {
  const { code = "" } = useParams();
  const occupation = useQuery(occupationQuery(code));
  useRefreshAfterChanges(code);

  let content: ReactNode;
  if (occupation.isPending) content = <OccupationSkeleton />;
  else if (occupation.isError)
    content = isNotFound(occupation.error) ? (
      <OccupationNotFound />
    ) : (
      <LoadError heading message="Não foi possível carregar a ocupação" query={occupation} />
    );
  else content = <OccupationView occupation={occupation.data} Jobs={Jobs} />;

  return <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 p-4 md:p-8">{content}</div>;
}

function OccupationView({ occupation, Jobs }: { occupation: Occupation; Jobs: OccupationJobsSlot }) {
  const { pay, window: period } = occupation;
  return (
    <>
      <OccupationHeader occupation={occupation} />

      <Section id="vagas-abertas-titulo" title="Vagas abertas">
        {occupation.jobs.count === 0 ? (
          <EmptyState
            icon={SearchXIcon}
            title="Nenhuma vaga aberta nesta família agora"
            description="Novas vagas chegam toda semana. Crie um alerta no quadro de vagas para receber as próximas por e-mail."
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-medium text-muted-foreground text-sm" data-testid="occupation-job-count">
                {openJobsText(occupation.jobs.count, occupation.jobs.capped)} na família {occupation.family.code}
              </p>
              <Button asChild variant="outline" size="sm">
                <Link to={href("militaryJobs", {}, { familia: occupation.family.code })}>
                  <BriefcaseIcon aria-hidden="true" />
                  Ver todas
                </Link>
              </Button>
            </div>
            <Jobs jobs={occupation.jobs.newest} />
          </>
        )}
      </Section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Section id="salarios-titulo" title="Salários" className="content-start gap-4">
          {pay.min !== null ? (
            <>
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                {(
                  [
                    ["Mínimo", pay.min],
                    ["Mediana", pay.median],
                    ["Máximo", pay.max],
                  ] as const
                ).map(([label, value]) => (
                  <div
                    key={label}
                    className="flex items-baseline justify-between gap-2 rounded-lg bg-muted/50 p-3 sm:grid sm:justify-start"
                  >
                    <dt className="text-muted-foreground text-sm">{label}</dt>
                    <dd className="font-bold text-lg tabular-nums">{value === null ? "—" : formatReais(value)}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-sm">Salários mensais, com base em {countLabel(pay.jobs, "vaga", "vagas")}.</p>
              <p className="text-muted-foreground text-xs">{m.payNote}</p>
            </>
          ) : (
            <div className="grid gap-1">
              <p className="font-semibold">{m.notEnoughPay}</p>
              <p className="text-muted-foreground text-sm">{notEnoughPayText(pay.jobs, period.months)}</p>
            </div>
          )}
        </Section>

        <Section
          id="requisitos-titulo"
          title="O que as vagas pedem"
          description={
            period.jobs > 0
              ? `Com base em ${countLabel(period.jobs, "vaga publicada", "vagas publicadas")} nesta família nos últimos ${period.months} meses.`
              : undefined
          }
          className="content-start gap-4"
        >
          {occupation.requirements.length === 0 ? (
            <EmptyState
              title="Ainda não há requisitos para comparar"
              description="Quando as vagas desta família pedirem formações, cursos ou habilitações, eles aparecem aqui com o que você já tem."
            />
          ) : (
            <ul className="grid gap-2" aria-label="Requisitos das vagas">
              {occupation.requirements.map((r) => (
                <li key={r.key} className="flex items-start justify-between gap-3 rounded-lg border p-3">
                  <div className="grid min-w-0 gap-0.5">
                    <span className="font-medium text-sm wrap-anywhere">{r.label}</span>
                    <span className="text-muted-foreground text-xs">
                      pedido em {countLabel(r.jobs, "vaga", "vagas")}
                    </span>
                  </div>
                  {r.have ? (
                    <Badge variant="outline" className="border-success/40 bg-success/10">
                      Você tem
                    </Badge>
                  ) : (
                    <Badge variant="warning">Falta</Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <Section
        id="trilhas-titulo"
        title="Trilhas para o que falta"
        description="Trilhas da Próxima Missão que ensinam o que estas vagas pedem e você ainda não tem."
      >
        {occupation.paths.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            Nenhuma trilha cobre o que falta para esta ocupação por enquanto.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {occupation.paths.map((path) => (
              <PathItem key={path.slug} path={path} />
            ))}
          </ul>
        )}
        {occupation.certificates.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="font-semibold">Seus certificados que contam</h3>
            <ul className="grid gap-2" aria-label="Seus certificados que contam">
              {occupation.certificates.map((c) => (
                <li key={c.code} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <AwardIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
                  <span className="font-medium wrap-anywhere">{c.pathTitle}</span>
                  <span className="text-muted-foreground">emitido em {shortDate(String(c.issuedAt))}</span>
                  <Link
                    to={href("certificate", { code: c.code })}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    Ver certificado<span className="sr-only"> {c.pathTitle}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Section>
    </>
  );
}

function OccupationHeader({ occupation }: { occupation: Occupation }) {
  const choose = useChooseGoal(occupation.code);
  const onChoose = async () => {
    try {
      const { message } = await choose.mutateAsync();
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error, "Não foi possível definir o objetivo. Tente novamente."));
    }
  };
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <Link to={href("militaryPlan")} className="w-fit text-primary text-sm underline-offset-4 hover:underline">
          Meu plano de transição
        </Link>
        <h1 className="font-bold text-2xl tracking-tight wrap-anywhere md:text-3xl">{occupation.title}</h1>
        <p className="text-muted-foreground wrap-anywhere">
          CBO {occupation.code} · Família {occupation.family.code}
          {occupation.family.title ? ` — ${occupation.family.title}` : ""}
        </p>
        {occupation.synonyms.length > 0 ? (
          <p className="text-muted-foreground text-sm wrap-anywhere">
            Também chamada de: {occupation.synonyms.join(", ")}
          </p>
        ) : null}
      </div>
      <div className="shrink-0">
        {occupation.isGoal ? (
          <Badge size="lg">
            <TargetIcon aria-hidden="true" />
            Seu objetivo
          </Badge>
        ) : (
          <Button className="w-full sm:w-auto" disabled={choose.isPending} onClick={() => void onChoose()}>
            <TargetIcon aria-hidden="true" />
            {choose.isPending ? "Salvando..." : "Escolher como objetivo"}
          </Button>
        )}
      </div>
    </div>
  );
}

const PATH_STATUS = {
  concluida: { label: "Concluída", className: "border-success/40 bg-success/10", variant: "outline" },
  em_andamento: { label: "Em andamento", className: undefined, variant: "secondary" },
} as const;

function PathItem({ path }: { path: OccupationPath }) {
  const headingId = `trilha-${path.slug}`;
  const status = path.status === "nao_iniciada" ? null : PATH_STATUS[path.status];
  return (
    <li>
      <Card asChild padding="md" className="flex h-full flex-col gap-3">
        <article aria-labelledby={headingId}>
          <div className="flex flex-wrap items-center gap-2">
            {status ? (
              <Badge variant={status.variant} className={status.className}>
                {status.label}
              </Badge>
            ) : null}
            {path.plan === "PREMIUM" ? <Badge variant="accent">PREMIUM</Badge> : null}
          </div>
          <h3 id={headingId} className="font-semibold leading-snug">
            <Link to={href("learningPath", { slug: path.slug })} className="underline-offset-4 hover:underline">
              {path.title}
            </Link>
          </h3>
          <p className="text-muted-foreground text-sm">{path.summary}</p>
          {path.covers.length > 0 ? (
            <p className="text-sm wrap-anywhere">
              <span className="font-medium">Ensina:</span> {path.covers.join(", ")}
            </p>
          ) : path.prepares ? (
            <p className="text-sm">Prepara para as ocupações desta família.</p>
          ) : null}
        </article>
      </Card>
    </li>
  );
}

/** The code names no occupation a company may hire for: say so, and lead back to the plan. */
function OccupationNotFound() {
  return (
    <section
      aria-labelledby="ocupacao-nao-encontrada"
      className="grid justify-items-start gap-3 rounded-xl border border-dashed p-8"
    >
      <h1 id="ocupacao-nao-encontrada" className="font-bold text-2xl tracking-tight">
        {m.occupationNotFound}
      </h1>
      <p className="text-muted-foreground">
        O endereço pode estar incompleto ou o código não é de uma ocupação da CBO. Escolha uma ocupação pelas sugestões
        do seu plano ou pela busca.
      </p>
      <Button asChild>
        <Link to={href("militaryPlan")}>Voltar ao meu plano</Link>
      </Button>
    </section>
  );
}

function OccupationSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span role="status" className="sr-only">
        Carregando ocupação…
      </span>
      <div className="grid gap-2">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <Skeleton className="h-48 rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    </div>
  );
}
