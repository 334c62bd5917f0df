import { companyPlanName } from "@pm/shared/billing.constants";
import { companyHomePage } from "@pm/shared/company-roles";
import { suspensionNotice } from "@pm/shared/operations.company";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { MenuIcon } from "lucide-react";
import { type ComponentProps, lazy, useState } from "react";
import { Link, NavLink, Outlet } from "react-router";
import { PendingDialogTrigger } from "@/components/pending-dialog-trigger";
import { Badge } from "@/components/ui/badge";
import type { Button } from "@/components/ui/button";
import { Wordmark } from "@/components/wordmark";
import {
  type CandidateSheetParts,
  CandidateSheetPartsContext,
} from "@/features/applications/components/candidate-sheet-parts";
import { UnreadMessagesBadge } from "@/features/conversations/unread-messages-badge";
import { useIsMobile } from "@/hooks/use-mobile";
import { useOnDemand } from "@/hooks/use-on-demand";
import { ownClasses } from "@/lib/own-classes";
import { publicConfig } from "@/lib/public-config";
import { meQuery } from "@/lib/session";
import { forRole, navItems } from "../nav";
import { NotificationsBell } from "./notifications-bell";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { UserMenu } from "./user-menu";

const NAV_ITEMS = navItems("company", "main");

// The drawer (a Radix dialog) only opens on a phone, on a press: it loads then.
const loadMobileNav = () => import("./company-mobile-nav").then((m) => m.CompanyMobileNav);

const loadTeamwork = () => import("@/features/teamwork/candidate-teamwork").then((m) => m.candidateTeamwork);
const loadInterviews = () => import("@/features/interviews/candidate-interviews").then((m) => m.candidateInterviews);

/**
 * What the other features add to the candidate's sheet: the team's work and the interviews. They
 * load when a sheet opens, not with every page of the area (their forms bring zod along).
 */
const CANDIDATE_SHEET_PARTS: CandidateSheetParts = {
  // A failed load is told by the part that renders it, not here.
  preload: () => void Promise.all([loadTeamwork(), loadInterviews()]).catch(() => {}),
  Review: lazy(() => loadTeamwork().then((parts) => ({ default: parts.Review }))),
  History: lazy(() => loadTeamwork().then((parts) => ({ default: parts.History }))),
  Interviews: lazy(() => loadInterviews().then((parts) => ({ default: parts.Interviews }))),
};

const ACCOUNT_LINKS = navItems("company", "account");

const navLinkClass =
  "inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-secondary aria-[current=page]:text-primary [&>svg]:size-4 [&>svg]:shrink-0";

export function CompanyLayout() {
  const { data: me } = useQuery(meQuery);
  const company = me?.company;
  const role = me?.companyRole;
  const companyName = company?.name || "Dashboard Empresa";
  // Mounted only on small screens, so a drawer left open cannot linger after widening the window.
  const isMobile = useIsMobile();

  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-10 border-b print:hidden bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-3 md:gap-4 md:px-8 2xl:max-w-7xl">
          {isMobile && <MobileNav />}
          <Link
            to={href(role ? companyHomePage(role) : "companyDashboard")}
            aria-label="Próxima Missão, ir para o Dashboard"
            className="flex shrink-0 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {/* The name is dropped below lg so the company's own name has room. */}
            <Wordmark className="[&>span]:sr-only lg:[&>span]:not-sr-only" />
          </Link>
          <div className="flex min-w-0 flex-1 items-center gap-2 md:flex-initial md:border-l md:pl-4">
            <span title={companyName} className="truncate font-semibold text-sm md:max-w-48 lg:max-w-64">
              {companyName}
            </span>
            {company && <Badge variant="accent">Plano {companyPlanName(company.plan)}</Badge>}
          </div>
          <nav aria-label="Navegação principal" className="hidden flex-1 md:block">
            <NavItems listClassName="flex items-center gap-1" compact />
          </nav>
          {/* The bell brings new applications and the team's mentions: not the till's. */}
          {role && role !== "caixa" ? <NotificationsBell area="empresa" /> : null}
          <UserMenu
            name={me?.profile.fullName}
            email={me?.email}
            imageUrl={company?.logoUrl}
            initialsOf={company?.name || me?.profile.fullName}
            links={forRole(ACCOUNT_LINKS, role)}
          />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {company?.suspendedAt ? (
          <div role="alert" className="border-destructive/30 border-b bg-destructive/10 px-4 py-3 text-sm md:px-8">
            <p className="mx-auto max-w-6xl">
              {suspensionNotice(company.suspensionReason ?? "")} Dúvidas:{" "}
              <a className="font-medium underline" href={`mailto:${publicConfig.contactEmail}`}>
                {publicConfig.contactEmail}
              </a>
            </p>
          </div>
        ) : null}
        {/* The candidate's sheet carries the team's rating, notes and history, and the interviews. */}
        <CandidateSheetPartsContext value={CANDIDATE_SHEET_PARTS}>
          <Outlet />
        </CandidateSheetPartsContext>
      </main>
    </div>
  );
}

function MobileNav() {
  const drawer = useOnDemand(loadMobileNav);
  const [open, setOpen] = useState(false);
  const { data: me } = useQuery(meQuery);
  const hiring = me?.companyRole !== "caixa";
  const button: ComponentProps<typeof Button> = {
    variant: "ghost",
    size: "icon-sm",
    "aria-label": "Abrir menu de navegação",
    className: "relative",
    children: (
      <>
        <MenuIcon aria-hidden="true" />
        {/* Unread messages show on the closed menu too, as on the header's links. */}
        {hiring ? <UnreadMessagesBadge side="empresa" className="-top-1 -right-1 absolute px-1.5" /> : null}
      </>
    ),
  };
  const Drawer = drawer.module;
  if (Drawer) {
    return (
      <Drawer open={open} onOpenChange={setOpen} button={button}>
        <nav aria-label="Navegação principal" className="p-2">
          <NavItems listClassName="flex flex-col gap-1" linkClassName="flex w-full" onNavigate={() => setOpen(false)} />
        </nav>
      </Drawer>
    );
  }
  // Until the drawer is here: its button, asking for it.
  return <PendingDialogTrigger {...button} request={drawer.request} onOpen={() => setOpen(true)} />;
}

/** The company's main links, laid out by the caller: a row in the header, a column in the drawer. */
function NavItems({
  listClassName,
  linkClassName,
  onNavigate,
  compact = false,
}: {
  listClassName: string;
  linkClassName?: string;
  onNavigate?: () => void;
  /** The header's row: below xl only the icons show (the label stays for screen readers and as a tooltip). */
  compact?: boolean;
}) {
  const { data: me } = useQuery(meQuery);
  return (
    <ul className={listClassName}>
      {forRole(NAV_ITEMS, me?.companyRole).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            title={compact ? item.label : undefined}
            className={ownClasses(navLinkClass, linkClassName)}
          >
            <item.icon aria-hidden="true" />
            {compact ? <span className="max-2xl:sr-only">{item.label}</span> : item.label}
            {item.badge === "unreadMessages" ? <UnreadMessagesBadge side="empresa" /> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
