import type { Role } from "@pm/shared/account";
import { homePathFor } from "@pm/shared/account";
import { type CompanyRole, companyHomePage, teamAccessMessages } from "@pm/shared/company-roles";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { meQuery } from "@/lib/session";
import { LoadError } from "./load-error";
import { TeamNotice } from "./team-notice";

/** Company pages a company may reach before its payment is completed. */
export const PAYMENT_PATHS = [href("companyCheckout"), href("companyPaymentSuccess"), href("companyPaymentCancel")];
/**
 * And the support page: a payment that did not go through is what an unpaid company most needs
 * help with (the payment pages send it there), so its team may ask before the plan is paid.
 */
const OPEN_BEFORE_PAYMENT = [...PAYMENT_PATHS, href("companySupport")];

/**
 * Navigation guard for an area. The server enforces the same rules on every API route;
 * this only decides where the browser goes.
 */
export function RequireRole({ allowed: role }: { allowed: Role }) {
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const { data: me, isPending, isError, refetch } = useQuery(meQuery);
  if (isPending) return <FullPageSpinner />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (!me) {
    // Signing out navigates away first; a redirect here would cut that navigation short.
    if (navigation.state !== "idle") return null;
    return <Navigate to={href("auth")} replace state={{ from: location }} />;
  }
  if (me.profile.role !== role) return <Navigate to={homePathFor(me.profile.role)} replace />;

  if (role === "empresa") {
    const teamRole = me.companyRole;
    // A company account outside every team: removed from the one it was in.
    if (!me.company || !teamRole)
      return <TeamNotice title="Sem acesso à empresa" message={teamAccessMessages.noTeam} />;
    if (me.company.paymentStatus !== "completed" && !OPEN_BEFORE_PAYMENT.includes(location.pathname)) {
      if (teamRole !== "administrador") {
        return <TeamNotice title="Plano da empresa pendente" message={teamAccessMessages.planPending} />;
      }
      return <Navigate to={href("companyCheckout", {}, { plan: me.company.plan })} replace />;
    }
    // A page his team role does not open: his own start page instead (the cashier's is the till).
    const roles = (matches.at(-1)?.handle as { roles?: readonly CompanyRole[] } | undefined)?.roles;
    if (roles && !roles.includes(teamRole)) return <Navigate to={href(companyHomePage(teamRole))} replace />;
  }
  if (role === "militar") {
    const onboarding = location.pathname === href("militaryOnboarding");
    // Where he was going (a job he chose to apply to) waits until the profile is complete.
    if (!me.militaryProfile?.completedAt && !onboarding) {
      return <Navigate to={href("militaryOnboarding")} replace state={{ from: location }} />;
    }
  }
  return <Outlet />;
}
