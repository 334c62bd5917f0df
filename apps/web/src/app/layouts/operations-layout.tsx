import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Link, NavLink, Outlet } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { Wordmark } from "@/components/wordmark";
import { meQuery } from "@/lib/session";
import { navItems } from "../nav";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { UserMenu } from "./user-menu";

const NAV_ITEMS = navItems("operations", "main");

// An operator enrolls once, before his first use of the console: the enrollment and its QR code
// library load only for him, not with every page of the console.
const TwoFactorSetup = lazy(() =>
  import("@/features/operations/two-factor-setup").then((m) => ({ default: m.TwoFactorSetup })),
);

const ACCOUNT_LINKS = navItems("operations", "account");

const navLinkClass =
  "inline-flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-secondary aria-[current=page]:text-primary [&>svg]:size-4 [&>svg]:shrink-0";

/**
 * The operators' console: its own header and navigation. Until the operator confirms an
 * authenticator app, the enrollment is all it shows (the API refuses the rest anyway).
 */
export function OperationsLayout() {
  const { data: me } = useQuery(meQuery);
  const enrolled = me?.twoFactorEnabled === true;
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-10 border-b bg-background/95 backdrop-blur print:hidden supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex min-h-16 w-full max-w-6xl flex-wrap items-center gap-2 px-3 py-2 md:gap-x-4 md:px-8">
          <Link
            to={href("operations")}
            aria-label="Próxima Missão, ir para o console de operação"
            className="flex shrink-0 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Wordmark className="[&>span]:sr-only md:[&>span]:not-sr-only" />
          </Link>
          <Badge variant="accent">Operação</Badge>
          {/* The links take a row of their own below the logo and the account menu (the console has more areas than one row holds); relative, so the hidden labels scroll with the row instead of widening the page. */}
          <nav aria-label="Navegação principal" className="relative order-last w-full overflow-x-auto">
            {enrolled ? (
              <ul className="flex items-center gap-1">
                {NAV_ITEMS.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end} className={navLinkClass} title={item.label}>
                      <item.icon aria-hidden="true" />
                      <span className="max-lg:sr-only">{item.label}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </nav>
          <div className="ml-auto">
            <UserMenu name={me?.profile.fullName} email={me?.email} links={ACCOUNT_LINKS} />
          </div>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {enrolled ? (
          <Outlet />
        ) : (
          <Suspense
            fallback={
              <div className="flex justify-center py-16">
                <Spinner size="lg" />
              </div>
            }
          >
            <TwoFactorSetup />
          </Suspense>
        )}
      </main>
    </div>
  );
}
