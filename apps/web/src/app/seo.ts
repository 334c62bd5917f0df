// Title and description of every public page: used when prerendering (head tags, sitemap). The
// titles, which the browser also sets on client-side navigation, are in titles.ts, re-exported
// here.

import { href, PAGES } from "@pm/shared/pages";
import { PAGE_TITLES } from "./titles";

export { DEFAULT_TITLE, pageTitle } from "./titles";

export interface PageSeo {
  path: string;
  title: string;
  description: string;
  /**
   * "request": the page shows data that changes while the site runs (the partners directory), so
   * the server renders it for each request into a template written at build time; without it the
   * page is rendered once, at build time.
   */
  rendered?: "request";
}

export const PUBLIC_PAGES: PageSeo[] = [
  {
    path: href("home"),
    title: PAGE_TITLES.home,
    description:
      "Vagas, trilhas de capacitação e benefícios para militares em transição, e talentos com disciplina e liderança para empresas que contratam.",
  },
  {
    path: href("militaryPricing"),
    title: PAGE_TITLES.militaryPricing,
    description:
      "Comece grátis com 2 candidaturas ativas ou assine o PREMIUM por R$ 9,90/mês: candidaturas ilimitadas, todas as trilhas e descontos completos.",
  },
  {
    path: href("companyPricing"),
    title: PAGE_TITLES.companyPricing,
    description:
      "Publique vagas e encontre profissionais com formação militar. Planos Parceiro, Plus, Pro e Enterprise, com comparação completa.",
  },
  {
    path: href("partners"),
    title: PAGE_TITLES.partners,
    description:
      "Torne sua empresa parceira da Próxima Missão: pagamento único, 5 vagas ativas, listagem no diretório e descontos para militares.",
    rendered: "request",
  },
  {
    path: href("partnersDirectory"),
    title: PAGE_TITLES.partnersDirectory,
    description:
      "Empresas que contratam militares e veteranos e oferecem descontos a quem serviu: busque por nome, cidade e setor.",
    rendered: "request",
  },
  {
    path: href("publicJobs"),
    title: PAGE_TITLES.publicJobs,
    description:
      "Vagas de empresas que contratam militares e veteranos: logística, segurança, manutenção, administração e mais. Busque por cargo, cidade e regime.",
    rendered: "request",
  },
  {
    path: href("terms"),
    title: PAGE_TITLES.terms,
    description: "As regras de uso da plataforma Próxima Missão para militares e empresas.",
  },
  {
    path: href("privacy"),
    title: PAGE_TITLES.privacy,
    description:
      "Como a Próxima Missão trata dados pessoais segundo a LGPD: dados coletados, finalidades, bases legais, compartilhamento e seus direitos.",
  },
  {
    path: href("help"),
    title: PAGE_TITLES.help,
    description:
      "Perguntas frequentes de militares e empresas sobre cadastro, vagas, planos, pagamentos e privacidade.",
  },
];

/**
 * The template of every public job's page: the server puts the job's own title, description and
 * address in its head when it renders it.
 */
export const JOB_PAGE: PageSeo = {
  path: href("publicJobs"),
  title: "Vaga | Próxima Missão",
  description: "Vaga publicada na Próxima Missão, a plataforma que leva militares e veteranos a carreiras civis.",
  rendered: "request",
};

/**
 * The template of every company's public page (/empresas/{slug}): the server puts the company's own
 * title, description, address and Organization structured data in its head when it renders it.
 */
export const COMPANY_PAGE: PageSeo = {
  // The folder of the companies' pages: their pattern without the slug.
  path: PAGES.publicCompany.replace("/:slug", ""),
  title: "Empresa | Próxima Missão",
  description: "Empresa que contrata militares e veteranos pela Próxima Missão: vagas abertas e benefícios.",
  rendered: "request",
};

/**
 * The template of every certificate's verification page (/certificados/{code}): the server renders
 * it for each request and puts the certificate's own head (title, description, noindex) in it.
 */
export const CERTIFICATE_PAGE: PageSeo = {
  // The folder of the certificates' pages: their pattern without the code.
  path: PAGES.certificate.replace("/:code", ""),
  title: "Verificação de certificado | Próxima Missão",
  description: "Confira se um certificado de trilha da Próxima Missão é válido pelo seu código.",
  rendered: "request",
};

/**
 * The template of every shared CV's page (/curriculo/{token}): rendered for each request with the
 * CV's own head, never indexed.
 */
export const SHARED_RESUME_PAGE: PageSeo = {
  path: PAGES.sharedResume.replace("/:token", ""),
  title: "Currículo | Próxima Missão",
  description: "Currículo compartilhado por um militar na Próxima Missão.",
  rendered: "request",
};

/** Prerendered too, in one file per query variant, but kept out of the sitemap. */
export const AUTH_PAGE: PageSeo = {
  path: href("auth"),
  title: PAGE_TITLES.auth,
  description: "Acesse a Próxima Missão como militar ou empresa, ou crie sua conta em poucos minutos.",
};

export function seoFor(path: string): PageSeo | undefined {
  return path === AUTH_PAGE.path ? AUTH_PAGE : PUBLIC_PAGES.find((p) => p.path === path);
}
