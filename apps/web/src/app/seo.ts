// Title and description of every public page: used when prerendering (head tags, sitemap) and
// by the browser to retitle the tab on client-side navigation.

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
    path: "/",
    title: "Carreiras civis para militares e veteranos | Próxima Missão",
    description:
      "Vagas, trilhas de capacitação e benefícios para militares em transição, e talentos com disciplina e liderança para empresas que contratam.",
  },
  {
    path: "/precos/militar",
    title: "Planos para militares | Próxima Missão",
    description:
      "Comece grátis com 2 candidaturas ativas ou assine o PREMIUM por R$ 9,90/mês: candidaturas ilimitadas, todas as trilhas e descontos completos.",
  },
  {
    path: "/precos/empresa",
    title: "Planos para empresas | Próxima Missão",
    description:
      "Publique vagas e encontre profissionais com formação militar. Planos Parceiro, Plus, Pro e Enterprise, com comparação completa.",
  },
  {
    path: "/parceiros",
    title: "Seja parceiro | Próxima Missão",
    description:
      "Torne sua empresa parceira da Próxima Missão: pagamento único, 5 vagas ativas, listagem no diretório e descontos para militares.",
    rendered: "request",
  },
  {
    path: "/parceiros/diretorio",
    title: "Diretório de empresas parceiras | Próxima Missão",
    description:
      "Empresas que contratam militares e veteranos e oferecem descontos a quem serviu: busque por nome, cidade e setor.",
    rendered: "request",
  },
  {
    path: "/vagas",
    title: "Vagas para militares e veteranos | Próxima Missão",
    description:
      "Vagas de empresas que contratam militares e veteranos: logística, segurança, manutenção, administração e mais. Busque por cargo, cidade e regime.",
    rendered: "request",
  },
  {
    path: "/termos",
    title: "Termos de Uso | Próxima Missão",
    description: "As regras de uso da plataforma Próxima Missão para militares e empresas.",
  },
  {
    path: "/privacidade",
    title: "Política de Privacidade | Próxima Missão",
    description:
      "Como a Próxima Missão trata dados pessoais segundo a LGPD: dados coletados, finalidades, bases legais, compartilhamento e seus direitos.",
  },
  {
    path: "/ajuda",
    title: "Central de Ajuda | Próxima Missão",
    description:
      "Perguntas frequentes de militares e empresas sobre cadastro, vagas, planos, pagamentos e privacidade.",
  },
];

/**
 * The template of every public job's page: the server puts the job's own title, description and
 * address in its head when it renders it.
 */
export const JOB_PAGE: PageSeo = {
  path: "/vagas",
  title: "Vaga | Próxima Missão",
  description: "Vaga publicada na Próxima Missão, a plataforma que leva militares e veteranos a carreiras civis.",
  rendered: "request",
};

/** Prerendered too, in one file per query variant, but kept out of the sitemap. */
export const AUTH_PAGE: PageSeo = {
  path: "/auth",
  title: "Entrar ou criar conta | Próxima Missão",
  description: "Acesse a Próxima Missão como militar ou empresa, ou crie sua conta em poucos minutos.",
};

export const DEFAULT_TITLE = "Próxima Missão";

/** Every page's tab title has one form: "{Página} | Próxima Missão". */
export const pageTitle = (page: string) => `${page} | ${DEFAULT_TITLE}`;

export function seoFor(path: string): PageSeo | undefined {
  return path === AUTH_PAGE.path ? AUTH_PAGE : PUBLIC_PAGES.find((p) => p.path === path);
}
