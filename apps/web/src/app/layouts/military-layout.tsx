import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { CrownIcon } from "lucide-react";
import { Link, NavLink, Outlet } from "react-router";
import { Avatar, AvatarFallback, AvatarImage, initials } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from "@/components/ui/sidebar";
import { Skeleton } from "@/components/ui/skeleton";
import { Wordmark } from "@/components/wordmark";
import { UnreadMessagesBadge } from "@/features/conversations/unread-messages-badge";
import { meQuery } from "@/lib/session";
import { navItems } from "../nav";
import { NotificationsBell } from "./notifications-bell";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { UserMenu } from "./user-menu";

const NAV_GROUPS = [
  { id: "principal", label: "Principal", items: navItems("military", "main", "principal") },
  { id: "conta", label: "Conta", items: navItems("military", "main", "conta") },
] as const;

const ACCOUNT_LINKS = navItems("military", "account");

export function MilitaryLayout() {
  const { data: me } = useQuery(meQuery);
  const fullName = me?.profile.fullName;
  const avatarUrl = me?.militaryProfile?.avatarUrl;
  const plan = me?.militaryProfile?.plan;

  return (
    <SidebarProvider>
      <SkipLink />
      <MilitarySidebar fullName={fullName} avatarUrl={avatarUrl} />
      <SidebarInset>
        <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4">
          <SidebarTrigger />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {plan && <PlanBadge plan={plan} />}
            <NotificationsBell />
            <UserMenu name={fullName} email={me?.email} imageUrl={avatarUrl} links={ACCOUNT_LINKS} />
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}

function PlanBadge({ plan }: { plan: "FREE" | "PREMIUM" }) {
  const premium = plan === "PREMIUM";
  return (
    <Badge variant={premium ? "accent" : "secondary"}>
      {premium && <CrownIcon aria-hidden="true" />}
      <span className="sr-only">Plano </span>
      {plan}
    </Badge>
  );
}

function MilitarySidebar({
  fullName,
  avatarUrl,
}: {
  fullName: string | undefined;
  avatarUrl: string | null | undefined;
}) {
  const { isMobile, setOpenMobile } = useSidebar();
  // In the drawer, following a link should reveal the page it opened.
  const closeDrawer = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar>
      <SidebarHeader className="h-14 justify-center border-sidebar-border border-b">
        <Link
          to={href("militaryDashboard")}
          onClick={closeDrawer}
          aria-label="Próxima Missão, ir para o Dashboard"
          className="flex overflow-hidden rounded-md outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          <Wordmark light className="text-base" />
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Navegação principal">
          {NAV_GROUPS.map((group) => (
            <SidebarGroup key={group.id}>
              <SidebarGroupLabel id={`menu-${group.id}`}>{group.label}</SidebarGroupLabel>
              {/* Naming the list lets screen readers announce "Principal" or "Conta" with its items. */}
              <SidebarMenu aria-labelledby={`menu-${group.id}`}>
                {group.items.map((item) => (
                  <SidebarMenuItem key={item.to}>
                    <SidebarMenuButton asChild tooltip={item.label}>
                      <NavLink to={item.to} end={item.end} onClick={closeDrawer}>
                        <item.icon aria-hidden="true" />
                        <span>{item.label}</span>
                        {item.badge === "unreadMessages" ? (
                          <UnreadMessagesBadge
                            side="militar"
                            className="ml-auto group-data-[collapsible=icon]:hidden"
                          />
                        ) : null}
                      </NavLink>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroup>
          ))}
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <div className="flex min-w-0 items-center gap-2 overflow-hidden">
          <Avatar className="ring-1 ring-sidebar-border" aria-hidden="true">
            {avatarUrl && <AvatarImage src={avatarUrl} alt="" />}
            <AvatarFallback className="bg-sidebar-accent text-sidebar-accent-foreground">
              {initials(fullName)}
            </AvatarFallback>
          </Avatar>
          {fullName ? (
            <span className="truncate font-medium text-sm">{fullName}</span>
          ) : (
            <Skeleton className="h-4 w-32 bg-sidebar-accent" />
          )}
        </div>
      </SidebarFooter>
    </Sidebar>
  );
}
