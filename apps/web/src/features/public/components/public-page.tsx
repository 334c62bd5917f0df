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
      <PublicHeader links={links} actions={actions} />
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
