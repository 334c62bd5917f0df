import { Menu } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Wordmark } from "@/components/wordmark";

export interface HeaderLink {
  label: string;
  to: string;
}

/**
 * The header of every public page: the wordmark, the page's links, and its call to action.
 * Under 768 px the links fold into a drawer.
 */
export function PublicHeader({ links, actions }: { links: HeaderLink[]; actions: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 md:px-6">
        <Link to="/" aria-label="Próxima Missão, página inicial" className="rounded-md">
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
        <div className="ml-auto hidden items-center gap-2 md:ml-2 md:flex">{actions}</div>
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="ml-auto md:hidden" aria-label="Abrir menu">
              <Menu aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent side="right" className="w-72 p-4" aria-describedby={undefined}>
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <nav aria-label="Principal" className="mt-8 flex flex-col gap-1">
              {links.map((l) => (
                <Link
                  key={l.to}
                  to={l.to}
                  onClick={() => setOpen(false)}
                  className="rounded-md px-3 py-3 font-medium hover:bg-muted"
                >
                  {l.label}
                </Link>
              ))}
            </nav>
            <div className="mt-4 flex flex-col gap-2" onClickCapture={() => setOpen(false)}>
              {actions}
            </div>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
