import { directoryMessages, directoryUrl } from "@pm/shared/benefits.directory";
import { Search } from "lucide-react";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PagingLinks } from "./components/paging-links";
import { PublicPage } from "./components/public-page";
import { SITE_LINKS, SignInAction } from "./landing/site-nav";
import { PartnerList } from "./partners/partner-list";
import { type DirectoryData, directoryLoader } from "./partners/partners-loaders";

export { directoryLoader };

const FIELDS = [
  { name: "q", key: "q", label: "Nome da empresa", placeholder: "Ex.: Rede Saúde" },
  { name: "cidade", key: "city", label: "Cidade", placeholder: "Ex.: Natal" },
  { name: "setor", key: "sector", label: "Setor", placeholder: "Ex.: Educação" },
] as const;

/**
 * /parceiros/diretorio: every partner company, searchable by name, city and sector, a page at a
 * time. Rendered by the server with its data, so it reads and pages without JavaScript too (the
 * search is a GET form and the pages are links).
 */
export function PartnersDirectoryPage() {
  const { typed, query, result } = useLoaderData() as DirectoryData;
  const { search } = useLocation();
  const loading = useNavigation().state === "loading";
  const filtered = Boolean(typed.q || typed.city || typed.sector);
  const nextCursor = result.ok ? result.data.nextCursor : null;

  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      <section className="border-b bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-16">
          <p className="mb-3 font-semibold text-primary text-sm uppercase tracking-wider">Diretório</p>
          <h1 className="text-balance font-bold text-4xl tracking-tight md:text-5xl">Empresas parceiras</h1>
          <p className="mt-4 max-w-2xl text-pretty text-lg text-muted-foreground leading-relaxed">
            Empresas que contratam militares e veteranos e oferecem descontos a quem serviu. Busque pelo nome, pela
            cidade ou pelo setor.
          </p>
          {/* Remounted with the address, so its fields show the search the page shows. */}
          <Form
            key={search}
            method="get"
            action="/parceiros/diretorio"
            role="search"
            aria-label="Buscar empresas parceiras"
            className="mt-8 grid gap-4 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[1fr_1fr_1fr_auto] md:items-end md:p-5"
          >
            {FIELDS.map((field) => (
              <div key={field.name} className="grid gap-2">
                <Label htmlFor={`diretorio-${field.name}`}>{field.label}</Label>
                <Input
                  id={`diretorio-${field.name}`}
                  name={field.name}
                  defaultValue={typed[field.key]}
                  placeholder={field.placeholder}
                  maxLength={120}
                  autoComplete="off"
                />
              </div>
            ))}
            <Button type="submit" disabled={loading}>
              <Search aria-hidden="true" />
              Buscar
            </Button>
          </Form>
        </div>
      </section>

      <section aria-labelledby="diretorio-resultados" className="mx-auto max-w-6xl px-4 py-10 md:px-6">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="diretorio-resultados" className="font-semibold text-xl">
            {filtered ? "Resultado da busca" : "Todas as empresas parceiras"}
          </h2>
          {filtered ? (
            <Link to={directoryUrl({})} className="font-medium text-primary text-sm underline underline-offset-4">
              Limpar filtros
            </Link>
          ) : null}
        </div>
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          <PartnerList
            result={result}
            empty={
              <div role="status" className="rounded-xl border border-dashed p-8 text-center">
                <p className="font-medium">{directoryMessages.empty}</p>
                <p className="mt-1 text-muted-foreground text-sm">
                  {filtered ? "Tente outro nome, outra cidade ou outro setor." : "Volte em breve."}
                </p>
              </div>
            }
          />
        </div>
        {query ? (
          <PagingLinks
            label="Páginas do diretório"
            first={query.cursor ? directoryUrl({ ...query, cursor: undefined }) : null}
            next={nextCursor ? directoryUrl({ ...query, cursor: nextCursor }) : null}
          />
        ) : null}
      </section>
    </PublicPage>
  );
}
