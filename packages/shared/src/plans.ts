// The single source of plans, prices, caps and features. Pages and the API read from here.

export const COMPANY_PLAN_IDS = ["parceiro", "plus", "pro", "enterprise"] as const;
export type CompanyPlanId = (typeof COMPANY_PLAN_IDS)[number];

export const MILITARY_PLAN_IDS = ["FREE", "PREMIUM"] as const;
export type MilitaryPlanId = (typeof MILITARY_PLAN_IDS)[number];

export type BillingPeriod = "one_time" | "month" | "custom";

export interface CompanyPlan {
  id: CompanyPlanId;
  name: string;
  /** Price in centavos; null when sold only through sales. */
  priceCents: number | null;
  period: BillingPeriod;
  description: string;
  /** Maximum active jobs; null means unlimited. */
  jobLimit: number | null;
  features: string[];
  highlighted?: boolean;
  /** Whether the plan can be bought through checkout. */
  selfService: boolean;
}

export interface MilitaryPlan {
  id: MilitaryPlanId;
  name: string;
  priceCents: number;
  period: BillingPeriod;
  description: string;
  /** Maximum active applications at a time; null means unlimited. */
  activeApplicationLimit: number | null;
  /** Highest discount or cashback percentage the plan gives access to; null means all. */
  discountCapPercent: number | null;
  features: string[];
}

export const COMPANY_PLANS: Record<CompanyPlanId, CompanyPlan> = {
  parceiro: {
    id: "parceiro",
    name: "Parceiro",
    priceCents: 1990,
    period: "one_time",
    description: "Pagamento único, sem mensalidade. Ideal para começar a contratar militares.",
    jobLimit: 5,
    features: [
      "Até 5 vagas ativas",
      "Acesso completo aos perfis",
      "Banco de talentos básico",
      "Listagem no diretório de parceiros",
      "Suporte por e-mail",
      "Configuração de descontos para militares",
    ],
    selfService: true,
  },
  plus: {
    id: "plus",
    name: "Plus",
    priceCents: 2990,
    period: "month",
    description: "Para empresas que contratam com frequência.",
    jobLimit: 10,
    features: [
      "Até 10 vagas ativas",
      "Acesso completo aos perfis",
      "Banco de talentos básico",
      "Listagem no diretório de parceiros",
      "Suporte por chat",
      "Relatórios básicos",
    ],
    selfService: true,
  },
  pro: {
    id: "pro",
    name: "Pro",
    priceCents: 4990,
    period: "month",
    description: "Para equipes de recrutamento que precisam de escala e análise.",
    jobLimit: 25,
    features: [
      "Até 25 vagas ativas",
      "Acesso completo aos perfis",
      "Busca avançada no banco de talentos",
      "Listagem no diretório de parceiros",
      "Suporte prioritário",
      "Relatórios de desempenho e análises avançadas",
    ],
    highlighted: true,
    selfService: true,
  },
  enterprise: {
    id: "enterprise",
    name: "Enterprise",
    priceCents: null,
    period: "custom",
    description: "Solução sob medida para grandes operações de contratação.",
    jobLimit: null,
    features: [
      "Vagas ilimitadas",
      "Acesso completo aos perfis",
      "Busca avançada no banco de talentos",
      "Atendimento e gerente de conta dedicados",
      "SLA garantido",
      "Integrações personalizadas e via API",
      "Treinamento e consultoria",
    ],
    selfService: false,
  },
};

export const MILITARY_PLANS: Record<MilitaryPlanId, MilitaryPlan> = {
  FREE: {
    id: "FREE",
    name: "FREE",
    priceCents: 0,
    period: "month",
    description: "Comece sua transição para a carreira civil sem custo.",
    activeApplicationLimit: 2,
    discountCapPercent: 5,
    features: [
      "2 candidaturas ativas por vez",
      "Painel de vagas",
      "Trilha básica de conhecimento",
      "Descontos e cashback de até 5%",
      "Suporte da comunidade",
    ],
  },
  PREMIUM: {
    id: "PREMIUM",
    name: "PREMIUM",
    priceCents: 990,
    period: "month",
    description: "Tudo o que você precisa para acelerar sua nova missão.",
    activeApplicationLimit: null,
    discountCapPercent: null,
    features: [
      "Candidaturas ilimitadas",
      "Painel de vagas",
      "Todas as trilhas de conhecimento",
      "Descontos e cashback completos",
      "Suporte prioritário",
      "Acesso antecipado a novidades",
    ],
  },
};

export const DEFAULT_COMPANY_PLAN: CompanyPlanId = "parceiro";
export const DEFAULT_MILITARY_PLAN: MilitaryPlanId = "FREE";
/** Cap shown where the company's plan is not known yet. */
export const DEFAULT_JOB_LIMIT = 5;

export function isCompanyPlanId(value: unknown): value is CompanyPlanId {
  return typeof value === "string" && (COMPANY_PLAN_IDS as readonly string[]).includes(value);
}

export function companyPlanName(plan: string | null | undefined): string {
  return isCompanyPlanId(plan) ? COMPANY_PLANS[plan].name : "Básico";
}

/** A job may be created or activated only while active jobs are strictly below the cap. */
export function canActivateJob(activeJobs: number, jobLimit: number | null): boolean {
  return jobLimit === null || activeJobs < jobLimit;
}
