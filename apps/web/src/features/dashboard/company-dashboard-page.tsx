import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { Building2Icon, PlusIcon } from "lucide-react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { meQuery } from "@/lib/session";
import { dashboardQuery } from "./api";
import { DashboardSkeleton } from "./components/dashboard-skeleton";
import { PlanBox } from "./components/plan-box";
import { QuickActions } from "./components/quick-actions";
import { RecentJobs } from "./components/recent-jobs";
import { StatCards } from "./components/stat-cards";

function CompanyLogo({ logoUrl, loading }: { logoUrl: string | null | undefined; loading: boolean }) {
  if (loading) return <Skeleton className="size-12 shrink-0 rounded-lg md:size-14" />;
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt=""
        width={56}
        height={56}
        className="size-12 shrink-0 rounded-lg border bg-card object-cover md:size-14"
      />
    );
  }
  return (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary md:size-14">
      <Building2Icon className="size-6" aria-hidden="true" />
    </span>
  );
}

/** /empresa: the company's figures, newest jobs, shortcuts and plan. */
export function CompanyDashboardPage() {
  const dashboard = useQuery(dashboardQuery);
  // The header already knows the company: its name shows before the figures arrive.
  const { data: me } = useQuery(meQuery);
  const company = dashboard.data?.company;
  const name = company?.name || me?.company?.name || "Painel Empresarial";

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 p-4 md:gap-8 md:p-8">
      <div className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3 md:gap-4">
          <CompanyLogo
            logoUrl={company?.logoUrl ?? me?.company?.logoUrl}
            loading={dashboard.isPending && !me?.company}
          />
          <div className="min-w-0">
            <h1 className="break-words font-bold text-2xl tracking-tight md:text-3xl">{name}</h1>
            <p className="text-muted-foreground text-sm">Acompanhe suas vagas, candidatos e o uso do seu plano.</p>
          </div>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to={href("companyNewJob")}>
            <PlusIcon aria-hidden="true" />
            Nova Vaga
          </Link>
        </Button>
      </div>

      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <LoadError frame="card" message="Erro ao carregar dados da empresa" query={dashboard} />
      ) : (
        <>
          <StatCards company={dashboard.data.company} stats={dashboard.data.stats} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <RecentJobs jobs={dashboard.data.recentJobs} />
            </div>
            <div className="grid min-w-0 grid-cols-1 content-start gap-6">
              <PlanBox company={dashboard.data.company} activeJobs={dashboard.data.stats.activeJobs} />
              <QuickActions />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
