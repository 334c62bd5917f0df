import { availableJobsText, TRENDS_NOTE } from "@pm/shared/dashboard";
import { BriefcaseIcon, EyeIcon, type LucideIcon, TrendingDownIcon, TrendingUpIcon, UsersIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import type { Dashboard } from "../api";

const integer = new Intl.NumberFormat("pt-BR");

/** An arrow for a trend that went up or down; none for the texts that say there is nothing to compare. */
function TrendIcon({ text }: { text: string }) {
  if (text.startsWith("+")) return <TrendingUpIcon className="size-3.5 shrink-0 text-primary" aria-hidden="true" />;
  if (text.startsWith("-"))
    return <TrendingDownIcon className="size-3.5 shrink-0 text-destructive" aria-hidden="true" />;
  return null;
}

interface StatCardProps {
  label: string;
  value: string;
  caption?: string;
  trend: string;
  icon: LucideIcon;
}

function StatCard({ label, value, caption, trend, icon: Icon }: StatCardProps) {
  return (
    <Card asChild padding="md" className="grid content-start gap-2 text-card-foreground">
      <li>
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-medium text-muted-foreground text-sm">{label}</h2>
          <span className="rounded-md bg-secondary p-1.5 text-primary">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        </div>
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="font-bold text-3xl tabular-nums tracking-tight">{value}</span>
          {caption ? <span className="text-muted-foreground text-sm">{caption}</span> : null}
        </p>
        <p className="flex items-center gap-1 text-muted-foreground text-xs">
          <TrendIcon text={trend} />
          <span>{trend}</span>
        </p>
      </li>
    </Card>
  );
}

/**
 * Vagas Ativas, Candidatos, Visualizações and Taxa de Conversão, each with its trend, and the line
 * saying which windows they count: a trend read without it looks like a weekly figure.
 */
export function StatCards({ company, stats }: Pick<Dashboard, "company" | "stats">) {
  return (
    <div className="grid gap-2">
      <ul
        aria-label="Resumo"
        aria-describedby="resumo-janelas"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <StatCard
          label="Vagas Ativas"
          value={integer.format(stats.activeJobs)}
          caption={availableJobsText(company.jobLimit)}
          trend={stats.trends.activeJobs}
          icon={BriefcaseIcon}
        />
        <StatCard
          label="Candidatos"
          value={integer.format(stats.applications)}
          trend={stats.trends.applications}
          icon={UsersIcon}
        />
        <StatCard label="Visualizações" value={integer.format(stats.views)} trend={stats.trends.views} icon={EyeIcon} />
        <StatCard
          label="Taxa de Conversão"
          value={`${stats.conversionRate}%`}
          trend={stats.trends.conversion}
          icon={TrendingUpIcon}
        />
      </ul>
      <p id="resumo-janelas" className="text-muted-foreground text-xs">
        {TRENDS_NOTE}
      </p>
    </div>
  );
}
