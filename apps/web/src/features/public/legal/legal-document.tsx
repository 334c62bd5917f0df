import { href } from "@pm/shared/pages";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PublicPage } from "../components/public-page";

export interface LegalSection {
  /** The anchor the table of contents links to; kept stable because people share these links. */
  id: string;
  title: string;
  content: ReactNode;
}

const HEADER_LINKS = [
  { label: "Planos Militares", to: href("militaryPricing") },
  { label: "Planos Empresas", to: href("companyPricing") },
  { label: "Seja Parceiro", to: href("partners") },
];

/** Descendant styles instead of a typography plugin: the documents are plain paragraphs and lists. */
const PROSE =
  "text-foreground/90 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary/80 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:mt-2 [&_ol]:mt-3 [&_ol]:list-[upper-roman] [&_ol]:pl-10 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6";

/**
 * A legal document: title, date of the last change, a table of contents and numbered sections.
 * On wide screens the contents stay beside the text; the sections leave room for the sticky header
 * when reached through an anchor.
 */
export function LegalDocument({
  title,
  lastUpdated,
  lastUpdatedIso,
  intro,
  sections,
}: {
  title: string;
  /** dd/mm/aaaa, as the text reads. */
  lastUpdated: string;
  lastUpdatedIso: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <PublicPage
      links={HEADER_LINKS}
      actions={
        <Button asChild>
          <Link to={href("auth")}>Entrar</Link>
        </Button>
      }
    >
      <div className="border-b bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14">
          <p className="font-semibold text-primary text-sm uppercase tracking-wide">Documentos legais</p>
          <h1 className="mt-2 font-bold text-3xl tracking-tight md:text-4xl">{title}</h1>
          <p className="mt-3 text-muted-foreground">
            Última atualização: <time dateTime={lastUpdatedIso}>{lastUpdated}</time>
          </p>
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
        <Card
          asChild
          padding="md"
          shadow={false}
          className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100svh-8rem)] lg:self-start lg:overflow-y-auto"
        >
          <nav aria-labelledby="sumario-titulo">
            <h2 id="sumario-titulo" className="font-semibold">
              Sumário
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-md px-2 py-1.5 text-foreground/80 lg:py-1 hover:bg-muted hover:text-foreground"
                  >
                    <span className="w-5 shrink-0 text-right text-muted-foreground tabular-nums">{index + 1}.</span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </Card>

        <div className={`max-w-3xl ${PROSE}`}>
          <div className="text-lg [&_p:first-child]:mt-0">{intro}</div>
          {sections.map((section, index) => (
            // No accessible name on purpose: twenty named regions would drown the page's real landmarks.
            <section key={section.id} id={section.id} className="mt-12 scroll-mt-24">
              <h2 className="font-bold text-2xl text-foreground tracking-tight">
                {index + 1}. {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </PublicPage>
  );
}
