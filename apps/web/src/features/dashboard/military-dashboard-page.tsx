import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import {
  BookOpenIcon,
  BriefcaseIcon,
  CalendarIcon,
  ChevronRightIcon,
  GiftIcon,
  type LucideIcon,
  MessageSquareIcon,
  UserIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { meQuery } from "@/lib/session";
import { type MilitaryDashboard, militaryDashboardQuery } from "./api";
import { PremiumInvite } from "./components/premium-invite";
import { RecentActivities } from "./components/recent-activities";
import { InvitationsCard, ProfileViewsCard } from "./components/talent-cards";
import { WantedJobCard } from "./components/wanted-job-card";

const integer = new Intl.NumberFormat("pt-BR");

interface SummaryCard {
  label: string;
  hint: string;
  to: string;
  icon: LucideIcon;
  value: (counts: MilitaryDashboard["counts"]) => number;
}

const SUMMARY: SummaryCard[] = [
  {
    label: "Trilhas em andamento",
    hint: "Ver trilhas",
    to: href("learningPaths"),
    icon: BookOpenIcon,
    value: (c) => c.learningPathsInProgress,
  },
  {
    label: "Candidaturas ativas",
    hint: "Ver candidaturas",
    to: href("militaryApplications"),
    icon: BriefcaseIcon,
    value: (c) => c.applications,
  },
  {
    label: "Benefícios disponíveis",
    hint: "Ver benefícios",
    to: href("militaryBenefits"),
    icon: GiftIcon,
    value: (c) => c.benefitsAvailable,
  },
  {
    label: "Mensagens não lidas",
    hint: "Ver mensagens",
    to: href("militaryMessages"),
    icon: MessageSquareIcon,
    value: (c) => c.unreadMessages,
  },
];

const QUICK_ACTIONS: { label: string; to: string; icon: LucideIcon }[] = [
  { label: "Trilhas", to: href("learningPaths"), icon: BookOpenIcon },
  { label: "Vagas", to: href("militaryJobs"), icon: BriefcaseIcon },
  { label: "Benefícios", to: href("militaryBenefits"), icon: GiftIcon },
  { label: "Perfil", to: href("militaryProfile"), icon: UserIcon },
];

function SummaryCards({ counts }: { counts: MilitaryDashboard["counts"] }) {
  return (
    <ul aria-label="Resumo" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {SUMMARY.map((card) => (
        <li key={card.to}>
          <Card
            asChild
            padding="md"
            className="group flex h-full flex-col gap-2 text-card-foreground outline-none transition-colors hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Link to={card.to}>
              <span className="flex items-start justify-between gap-2">
                <span className="font-medium text-muted-foreground text-sm">{card.label}</span>
                <span className="shrink-0 rounded-md bg-secondary p-1.5 text-primary">
                  <card.icon className="size-4" aria-hidden="true" />
                </span>
              </span>
              {/* Pushed down: cards side by side keep their figures on one line even when a label wraps. */}
              <span className="mt-auto font-bold text-3xl tabular-nums tracking-tight">
                {integer.format(card.value(counts))}
              </span>
              <span className="flex items-center gap-1 text-primary text-xs group-hover:underline">
                {card.hint}
                <ChevronRightIcon className="size-3.5" aria-hidden="true" />
              </span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function UpcomingEvents({ events }: { events: MilitaryDashboard["upcomingEvents"] }) {
  return (
    <Section id="eventos-titulo" title="Próximos eventos" padding="md" className="content-start gap-4">
      {events.length === 0 ? (
        <div className="flex gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <CalendarIcon className="size-4" aria-hidden="true" />
          </span>
          <p className="text-muted-foreground text-sm">
            Nenhum evento agendado. Entrevistas e prazos das suas trilhas aparecerão aqui.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3">
          {events.map((e) => (
            <li key={e.id} className="text-sm">
              {e.title}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function QuickActions() {
  return (
    <Section id="acoes-titulo" title="Ações rápidas" padding="md" className="content-start gap-4">
      <ul className="grid grid-cols-2 gap-2">
        {QUICK_ACTIONS.map((a) => (
          <li key={a.to}>
            <Button asChild variant="outline" className="w-full">
              <Link to={a.to}>
                <a.icon aria-hidden="true" />
                {a.label}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span className="sr-only">Carregando...</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 rounded-xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}

/**
 * /app: greeting, the four summaries, recent activities, upcoming events and shortcuts.
 * `planCard` is what the area composing the features (app/areas) adds beside them: the transition
 * plan's next step.
 */
export function MilitaryDashboardPage({ planCard }: { planCard?: ReactNode }) {
  const dashboard = useQuery(militaryDashboardQuery);
  // The header already knows the name: the greeting shows before the figures arrive.
  const { data: me } = useQuery(meQuery);
  // The spec greets by full name.
  const name = (dashboard.data?.fullName || me?.profile.fullName || "").trim();

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:gap-8 md:p-8">
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight wrap-anywhere md:text-3xl">
          {name ? `Olá, ${name}!` : "Olá!"}
        </h1>
        <p className="text-muted-foreground">Acompanhe sua transição para a carreira civil.</p>
      </div>

      <PremiumInvite email={me?.email} plan={me?.militaryProfile?.plan} />
      <WantedJobCard />

      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <LoadError frame="card" message="Erro ao carregar o dashboard" query={dashboard} />
      ) : (
        <>
          <SummaryCards counts={dashboard.data.counts} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <RecentActivities activities={dashboard.data.recentActivities} />
            </div>
            <div className="grid content-start gap-6">
              {planCard}
              <InvitationsCard />
              <ProfileViewsCard views={dashboard.data.profileViews} talentBank={dashboard.data.talentBank} />
              <UpcomingEvents events={dashboard.data.upcomingEvents} />
              <QuickActions />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
