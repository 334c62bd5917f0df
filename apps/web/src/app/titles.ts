import { PAGES, type PageName } from "@pm/shared/pages";

// The tab's title of each public page and of /auth, which the prerender writes in their heads
// (seo.ts) and the browser sets on client-side navigation. Apart from the pages' descriptions on
// purpose: the route tree, which every page loads, needs the titles only.

export const DEFAULT_TITLE = "Próxima Missão";

/** Every page's tab title has one form: "{Página} | Próxima Missão". */
export const pageTitle = (page: string) => `${page} | ${DEFAULT_TITLE}`;

export const PAGE_TITLES = {
  home: "Carreiras civis para militares e veteranos | Próxima Missão",
  militaryPricing: "Planos para militares | Próxima Missão",
  companyPricing: "Planos para empresas | Próxima Missão",
  partners: "Seja parceiro | Próxima Missão",
  partnersDirectory: "Diretório de empresas parceiras | Próxima Missão",
  publicJobs: "Vagas para militares e veteranos | Próxima Missão",
  terms: "Termos de Uso | Próxima Missão",
  privacy: "Política de Privacidade | Próxima Missão",
  help: "Central de Ajuda | Próxima Missão",
  auth: "Entrar ou criar conta | Próxima Missão",
} as const satisfies Partial<Record<PageName, string>>;

/** The title of the public page or /auth at `path`, if it is one. */
export function titleFor(path: string): string | undefined {
  // These pages have no parameters: their address is their pattern.
  for (const [page, title] of Object.entries(PAGE_TITLES)) if (PAGES[page as PageName] === path) return title;
  return undefined;
}
