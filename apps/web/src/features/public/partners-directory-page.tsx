import { directoryMessages, directoryUrl } from "@pm/shared/benefits.directory";
import { href } from "@pm/shared/pages";
import { useLoaderData, useNavigation } from "react-router";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PagingLinks } from "./components/paging-links";
import { PublicPage } from "./components/public-page";
import { SearchEmpty, SearchHero, SearchResults } from "./components/search-results";
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
  const loading = useNavigation().state === "loading";
  const filtered = Boolean(typed.q || typed.city || typed.sector);
  const nextCursor = result.ok ? result.data.nextCursor : null;

  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      <SearchHero
        eyebrow="Diretório"
        title="Empresas parceiras"
        lead="Empresas que contratam militares e veteranos e oferecem descontos a quem serviu. Busque pelo nome, pela cidade ou pelo setor."
        action={href("partnersDirectory")}
        label="Buscar empresas parceiras"
        formClassName="md:grid-cols-[1fr_1fr_1fr_auto] md:items-end md:p-5"
        loading={loading}
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
      </SearchHero>

      <SearchResults
        id="diretorio-resultados"
        title="Todas as empresas parceiras"
        filtered={filtered}
        clearTo={directoryUrl({})}
        loading={loading}
        paging={
          query ? (
            <PagingLinks
              label="Páginas do diretório"
              first={query.cursor ? directoryUrl({ ...query, cursor: undefined }) : null}
              next={nextCursor ? directoryUrl({ ...query, cursor: nextCursor }) : null}
            />
          ) : null
        }
      >
        <PartnerList
          result={result}
          empty={
            <SearchEmpty
              title={directoryMessages.empty}
              hint={filtered ? "Tente outro nome, outra cidade ou outro setor." : "Volte em breve."}
            />
          }
        />
      </SearchResults>
    </PublicPage>
  );
}
