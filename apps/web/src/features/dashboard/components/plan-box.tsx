import { companyPlanName } from "@pm/shared/billing.constants";
import { planUsageText, usageBadge } from "@pm/shared/dashboard";
import { href } from "@pm/shared/pages";
import { SparklesIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { Dashboard } from "../api";

const TITLE_ID = "plano-dashboard-titulo";

/** The current plan, how much of its cap is used, and the way to a bigger one. */
export function PlanBox({ company, activeJobs }: { company: Dashboard["company"]; activeJobs: number }) {
  const badge = usageBadge(activeJobs, company.jobLimit);
  const topPlan = company.plan === "enterprise";
  return (
    <Card asChild padding="lg" className="grid grid-cols-1 gap-4">
      <section aria-labelledby={TITLE_ID}>
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 id={TITLE_ID} className="font-medium text-muted-foreground text-sm">
              Plano atual
            </h2>
            <p className="font-bold text-xl">{companyPlanName(company.plan)}</p>
          </div>
          <Badge variant={badge.variant}>{badge.text}</Badge>
        </div>
        <p className="text-sm">{planUsageText(activeJobs, company.jobLimit)}</p>
        <Button asChild variant={topPlan ? "outline" : "accent"}>
          <Link to={href("companyPlans")}>
            <SparklesIcon aria-hidden="true" />
            {topPlan ? "Gerenciar plano" : "Upgrade"}
          </Link>
        </Button>
      </section>
    </Card>
  );
}
