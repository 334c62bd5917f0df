import { companyPlanName } from "@pm/shared/billing";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { meQuery } from "@/lib/session";
import { toast } from "@/lib/toast";
import { jobsQuery, useCreateJob } from "./api";
import { JobForm } from "./components/job-form";
import { JobPageHeader } from "./components/job-page-header";
import { usageBadgeVariant, usageLabel } from "./components/usage";

/** The plan, how many of its active jobs are in use, and the cap's alert once they all are. */
function PlanNotice({
  planName,
  activeCount,
  jobLimit,
}: {
  planName: string;
  activeCount: number;
  jobLimit: number | null;
}) {
  const reached = jobLimit !== null && activeCount >= jobLimit;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="accent" size="lg">
          Plano {planName}
        </Badge>
        <Badge variant={usageBadgeVariant(activeCount, jobLimit)} size="lg">
          {usageLabel(activeCount, jobLimit)}
        </Badge>
        {jobLimit !== null ? (
          <span className="text-muted-foreground">
            {activeCount} de {jobLimit} vagas ativas em uso
          </span>
        ) : null}
      </div>
      {reached ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm"
          data-testid="job-limit-alert"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <div className="grid gap-2">
            <p className="font-semibold">Limite de vagas do plano atingido</p>
            <p>
              Seu plano {planName} permite até {jobLimit} {jobLimit === 1 ? "vaga ativa" : "vagas ativas"} e todas estão
              em uso. Pause uma vaga ativa ou faça upgrade do plano para publicar uma nova vaga.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" asChild>
                <Link to={href("companyPlans")}>Fazer upgrade do plano</Link>
              </Button>
              <Button size="sm" variant="outline" asChild>
                <Link to={href("companyJobs")}>Ver minhas vagas</Link>
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** /empresa/vagas/nova: publishes a job while the plan has an active slot left. */
export function NewJobPage() {
  const navigate = useNavigate();
  const { data: me } = useQuery(meQuery);
  const usage = useQuery(jobsQuery(""));
  const create = useCreateJob();
  const planName = companyPlanName(me?.company?.plan);
  const jobLimit = usage.data?.jobLimit ?? null;
  const activeCount = usage.data?.activeCount ?? 0;
  const blocked = usage.data ? jobLimit !== null && activeCount >= jobLimit : false;

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 md:p-8">
      <JobPageHeader title="Nova Vaga" description="Preencha os dados da vaga para publicá-la para os candidatos." />
      <JobForm
        mode="create"
        blocked={blocked}
        notice={
          usage.data ? (
            <PlanNotice planName={planName} activeCount={activeCount} jobLimit={jobLimit} />
          ) : usage.isPending ? (
            <div className="flex gap-2">
              <Skeleton className="h-7 w-28" />
              <Skeleton className="h-7 w-20" />
            </div>
          ) : null
        }
        onSubmit={async (input) => {
          if (create.isPending) return;
          await create.mutateAsync(input);
          toast.success("Vaga criada com sucesso!");
          await navigate(href("companyJobs"));
        }}
      />
    </div>
  );
}
