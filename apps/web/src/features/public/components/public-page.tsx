import type { ReactNode } from "react";
import { PublicFooter } from "./public-footer";
import { type HeaderLink, PublicHeader } from "./public-header";

/** Header, main content and footer of a public page. */
export function PublicPage({
  links,
  actions,
  children,
}: {
  links: HeaderLink[];
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Pular para o conteúdo
      </a>
      <PublicHeader links={links} actions={actions} />
      <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
