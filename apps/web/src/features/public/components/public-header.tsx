import { href } from "@pm/shared/pages";
import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { Wordmark } from "@/components/wordmark";

export interface HeaderLink {
  label: string;
  to: string;
}

/**
 * The header of every public page: the wordmark, the page's links, and its call to action.
 * Under 768 px the links fold into a disclosure panel — plain state rather than a dialog
 * library, since these pages' JavaScript budget is tight and a nav list needs no focus trap.
 */
export function PublicHeader({ links, actions }: { links: HeaderLink[]; actions: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();

  // Following a link or pressing Escape closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 md:px-6">
        <Link to={href("home")} aria-label="Próxima Missão, página inicial" className="rounded-md">
          <Wordmark />
        </Link>
        <nav aria-label="Principal" className="ml-auto hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <Link
              key={l.to}
              to={l.to}
              className="rounded-md px-3 py-2 font-medium text-foreground/80 text-sm hover:bg-muted hover:text-foreground"
            >
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:ml-2 md:flex">{actions}</div>
        <button
          type="button"
          className="ml-auto inline-flex size-10 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? "Fechar menu" : "Abrir menu"}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
        </button>
      </div>
      <div id={panelId} hidden={!open} className="border-t bg-background px-4 pb-4 md:hidden">
        <nav aria-label="Principal (menu)" className="flex flex-col gap-1 pt-2">
          {links.map((l) => (
            <Link key={l.to} to={l.to} className="rounded-md px-3 py-3 font-medium hover:bg-muted">
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="mt-3 flex flex-col gap-2">{actions}</div>
      </div>
    </header>
  );
}
