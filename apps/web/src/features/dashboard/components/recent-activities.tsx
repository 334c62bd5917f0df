import { MILITARY_APPLICATION_STATUS_LABELS } from "@pm/shared/applications";
import { href } from "@pm/shared/pages";
import { AwardIcon, BellIcon, BriefcaseIcon, GiftIcon, SendIcon } from "lucide-react";
import { Link } from "react-router";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { relativeDate } from "@/lib/dates";
import type { RecentActivity } from "../api";

/** The sentence for one activity, in pt-BR. */
export function activityText(a: RecentActivity): string {
  if (a.kind === "benefit_redeemed") return `Você resgatou ${a.offerTitle} de ${a.partnerName}.`;
  if (a.kind === "benefit_used") return `Você usou ${a.offerTitle} em ${a.partnerName}.`;
  if (a.kind === "learning_completed") return `Você concluiu a trilha ${a.pathTitle} e recebeu o certificado.`;
  const where = a.companyName ? ` na ${a.companyName}` : "";
  if (a.kind === "application_sent") return `Você se candidatou à vaga ${a.jobTitle}${where}.`;
  return `Sua candidatura para ${a.jobTitle}${where} agora está: ${MILITARY_APPLICATION_STATUS_LABELS[a.status]}.`;
}

export function RecentActivities({ activities }: { activities: RecentActivity[] }) {
  return (
    <Section id="atividades-titulo" title="Atividades recentes" padding="md" className="content-start gap-4">
      {activities.length === 0 ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-muted-foreground text-sm">
            Nenhuma atividade ainda. Candidate-se a uma vaga e acompanhe aqui cada passo do processo.
          </p>
          <Button asChild variant="outline" size="sm">
            <Link to={href("militaryJobs")}>
              <BriefcaseIcon aria-hidden="true" />
              Ver vagas
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3">
          {activities.map((a) => {
            const Icon =
              a.kind === "application_sent"
                ? SendIcon
                : a.kind.startsWith("benefit_")
                  ? GiftIcon
                  : a.kind === "learning_completed"
                    ? AwardIcon
                    : BellIcon;
            return (
              <li key={`${a.kind}-${a.id}`} className="flex gap-3">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <div className="grid min-w-0 gap-0.5">
                  <p className="text-sm wrap-anywhere">{activityText(a)}</p>
                  <p className="text-muted-foreground text-xs">
                    <time dateTime={a.at}>{relativeDate(a.at)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
