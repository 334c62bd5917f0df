// The single source of plans, prices, caps and features. Pages and the API read from here.
import { COMMUNITY_UNANSWERED_DAYS } from "./community.constants";
import { formatCents } from "./format";

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
  /**
   * Members of the company's team, pending invitations included (decision 035); null means
   * unlimited, which for Enterprise its contract may narrow.
   */
  seatLimit: number | null;
  /** How its support works (SUPPORT_LEVELS). */
  support: SupportLevelId;
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
  /** How its support works (SUPPORT_LEVELS). */
  support: SupportLevelId;
  features: string[];
}

/** How a plan's support works; every support screen and rule reads it from here. */
export const SUPPORT_LEVEL_IDS = ["community", "email", "chat", "priority", "dedicated"] as const;
export type SupportLevelId = (typeof SUPPORT_LEVEL_IDS)[number];

export interface SupportLevel {
  id: SupportLevelId;
  /** The comparison table's word for it. */
  label: string;
  /** "Suporte {phrase}": "por e-mail", "por chat", "prioritário", "dedicado". */
  phrase: string;
  /** Whether the thread is a live chat while an operator is 'Disponível' (else answers go by e-mail). */
  live: boolean;
  /** Place in the operators' queue: a higher rank comes before every lower one. */
  rank: number;
  /** The first-response target, in business minutes (8h–18h, Monday to Friday, America/Sao_Paulo, no national holidays). */
  targetMinutes: number;
  /** The target as the pages say it. */
  targetLabel: string;
  /** Whether the requests go first to the dedicated manager the Enterprise contract names. */
  manager: boolean;
  /** The support page's sentence about it. */
  description: string;
}

/** One business day: 8h to 18h. */
const BUSINESS_DAY_MINUTES = 10 * 60;

export const SUPPORT_LEVELS: Record<SupportLevelId, SupportLevel> = {
  // FREE's: its questions go to the community; the team answers what stays unanswered there, and
  // keeps taking requests about the account itself (access, payments, privacy) by e-mail.
  community: {
    id: "community",
    phrase: "da comunidade",
    label: "Comunidade",
    live: false,
    rank: 0,
    targetMinutes: 2 * BUSINESS_DAY_MINUTES,
    targetLabel: "2 dias úteis",
    manager: false,
    description: `Dúvidas sobre transição, currículo e carreira: pergunte na Comunidade, onde militares que já fizeram a transição respondem. A equipe responde as perguntas que ficarem ${COMMUNITY_UNANSWERED_DAYS} dias sem resposta. Problemas com a sua conta, pagamentos ou privacidade: abra um atendimento aqui, com resposta por e-mail.`,
  },
  email: {
    id: "email",
    phrase: "por e-mail",
    label: "E-mail",
    live: false,
    rank: 1,
    targetMinutes: 2 * BUSINESS_DAY_MINUTES,
    targetLabel: "2 dias úteis",
    manager: false,
    description: "As respostas chegam por e-mail e ficam registradas aqui, no atendimento.",
  },
  chat: {
    id: "chat",
    phrase: "por chat",
    label: "Chat",
    live: true,
    rank: 2,
    targetMinutes: 8 * 60,
    targetLabel: "8 horas úteis",
    manager: false,
    description:
      "Com um atendente disponível, a conversa acontece ao vivo, por chat; fora disso, as respostas chegam por e-mail.",
  },
  priority: {
    id: "priority",
    phrase: "prioritário",
    label: "Prioritário",
    live: true,
    rank: 3,
    targetMinutes: 4 * 60,
    targetLabel: "4 horas úteis",
    manager: false,
    description:
      "Seus atendimentos passam à frente na fila, com chat ao vivo quando um atendente está disponível e e-mail fora disso.",
  },
  dedicated: {
    id: "dedicated",
    phrase: "dedicado",
    label: "Dedicado",
    live: true,
    rank: 4,
    targetMinutes: 60,
    targetLabel: "1 hora útil",
    manager: true,
    description:
      "Seus atendimentos vão primeiro ao gerente de conta dedicado do seu contrato, com SLA garantido e chat ao vivo.",
  },
};

/** When the support targets count: business hours, said once for every page. */
export const SUPPORT_HOURS_LABEL =
  "Prazos em horário útil: segunda a sexta, das 8h às 18h (horário de Brasília), exceto feriados nacionais.";

/** The support level of a plan, company or militar. */
export function supportLevelOf(plan: CompanyPlanId | MilitaryPlanId): SupportLevel {
  const support = isCompanyPlanId(plan) ? COMPANY_PLANS[plan].support : MILITARY_PLANS[plan].support;
  return SUPPORT_LEVELS[support];
}

/** "Suporte por chat · primeira resposta em até 8 horas úteis". */
export function supportSummary(plan: CompanyPlanId | MilitaryPlanId): string {
  const level = supportLevelOf(plan);
  if (level.id === "community") {
    return `Suporte da comunidade · a equipe responde o que ficar ${COMMUNITY_UNANSWERED_DAYS} dias sem resposta`;
  }
  return `Suporte ${level.phrase} · primeira resposta em até ${level.targetLabel}`;
}

export const COMPANY_PLANS: Record<CompanyPlanId, CompanyPlan> = {
  parceiro: {
    id: "parceiro",
    name: "Parceiro",
    priceCents: 1990,
    period: "one_time",
    description: "Pagamento único, sem mensalidade. Ideal para começar a contratar militares.",
    jobLimit: 5,
    seatLimit: 2,
    support: "email",
    features: [
      "Até 5 vagas ativas",
      "Até 2 membros na equipe",
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
    seatLimit: 5,
    support: "chat",
    features: [
      "Até 10 vagas ativas",
      "Até 5 membros na equipe",
      "Acesso completo aos perfis",
      "Banco de talentos básico",
      "Listagem no diretório de parceiros",
      "Suporte por chat",
      "Relatórios básicos",
      "Configuração de descontos para militares",
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
    seatLimit: 15,
    support: "priority",
    features: [
      "Até 25 vagas ativas",
      "Até 15 membros na equipe",
      "Acesso completo aos perfis",
      "Busca avançada no banco de talentos",
      "Listagem no diretório de parceiros",
      "Suporte prioritário",
      "Relatórios de desempenho e análises avançadas",
      "Configuração de descontos para militares",
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
    seatLimit: null,
    support: "dedicated",
    features: [
      "Vagas ilimitadas",
      "Equipe do tamanho do contrato",
      "Acesso completo aos perfis",
      "Busca avançada no banco de talentos",
      "Listagem no diretório de parceiros",
      "Atendimento e gerente de conta dedicados",
      "SLA garantido",
      "Integrações personalizadas e via API",
      "Treinamento e consultoria",
      "Configuração de descontos para militares",
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
    support: "community",
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
    support: "priority",
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
/** Every plan a checkout sells: the company plans and the militar's PREMIUM subscription. */
export type BillingPlanId = CompanyPlanId | "PREMIUM";

export function isBillingPlanId(value: unknown): value is BillingPlanId {
  return value === "PREMIUM" || isCompanyPlanId(value);
}

/** The name a payment, invoice or checkout shows for a plan: "Plus", "Parceiro", "PREMIUM". */
export function billingPlanName(plan: string | null | undefined): string {
  return plan === "PREMIUM" ? MILITARY_PLANS.PREMIUM.name : companyPlanName(plan);
}

/** A plan's list price in centavos (0 for a plan sold only through sales). */
export function billingPlanPriceCents(plan: BillingPlanId): number {
  return plan === "PREMIUM" ? MILITARY_PLANS.PREMIUM.priceCents : (COMPANY_PLANS[plan].priceCents ?? 0);
}

/** Cap shown where the company's plan is not known yet. */
export const DEFAULT_JOB_LIMIT = 5;

export type UsageLevel = "normal" | "near" | "full";

/**
 * How close a count is to its cap (SPEC §9): near from 80 % of it, full at 100 % or more; a cap
 * of 0 is full. Every usage badge, bar and warning reads this one rule.
 */
export function usageLevel(used: number, limit: number): UsageLevel {
  const ratio = limit > 0 ? used / limit : 1;
  if (ratio >= 1) return "full";
  return ratio >= 0.8 ? "near" : "normal";
}

/** A subscription in these statuses is paid and in force: 'active', or in a trial. */
export const LIVE_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(["active", "trialing"]);

export function isLiveSubscription(status: string): boolean {
  return LIVE_SUBSCRIPTION_STATUSES.has(status);
}

export function isCompanyPlanId(value: unknown): value is CompanyPlanId {
  return typeof value === "string" && (COMPANY_PLAN_IDS as readonly string[]).includes(value);
}

/** The plan a sign-up asked for, when it is a company plan; otherwise the default. */
export function companyPlanOrDefault(plan: string | null | undefined): CompanyPlanId {
  return isCompanyPlanId(plan) ? plan : DEFAULT_COMPANY_PLAN;
}

export function companyPlanName(plan: string | null | undefined): string {
  return isCompanyPlanId(plan) ? COMPANY_PLANS[plan].name : "Básico";
}

/** A job may be created or activated only while active jobs are strictly below the cap. */
export function canActivateJob(activeJobs: number, jobLimit: number | null): boolean {
  return jobLimit === null || activeJobs < jobLimit;
}

// --- Account credit (docs/decisions/009-credit-on-parceiro.md) ----------------------------------

/**
 * What a company's account credit (unused time of a replaced or downgraded subscription) will do:
 * pay the next charges of a monthly subscription that renews, or, with no charge ahead (Parceiro
 * is paid once; a subscription set to end), be refunded on request.
 */
export type CreditUse = "next_charges" | "refundable";

export function creditUse(plan: CompanyPlanId, renews: boolean): CreditUse {
  return COMPANY_PLANS[plan].period === "month" && renews ? "next_charges" : "refundable";
}

/** The subject of the e-mail that asks for a credit's refund. */
export const CREDIT_REFUND_SUBJECT = "Reembolso de crédito";

/** What the plans screen says of a company's credit, in pt-BR; `amount` is already formatted. */
export const creditMessages = {
  nextCharges: (amount: string) => `Crédito de ${amount}, abatido nas próximas cobranças`,
  refundable: (amount: string) => `Crédito de ${amount}, reembolsável`,
  /** Why nothing will use it: the plan has no monthly charge, or the subscription will not renew. */
  noChargesAhead: (plan: CompanyPlanId) =>
    COMPANY_PLANS[plan].period === "month"
      ? "Sua assinatura não será renovada, então não há próximas cobranças para abater esse valor."
      : `O plano ${COMPANY_PLANS[plan].name} não tem cobranças mensais para abater esse valor.`,
  refundHow: (email: string) =>
    `Para recebê-lo de volta, peça o reembolso pelo e-mail ${email}: estornamos o valor no cartão usado na assinatura.`,
  /** The other way to use it up: resume the subscription, or subscribe again. */
  laterUse: (plan: CompanyPlanId) =>
    COMPANY_PLANS[plan].period === "month"
      ? "Se você retomar a assinatura, o crédito volta a ser abatido das próximas cobranças."
      : `Se você voltar a assinar o ${COMPANY_PLANS.plus.name} ou o ${COMPANY_PLANS.pro.name}, o crédito é abatido das cobranças.`,
  refundBody: (amount: string, companyName: string) =>
    `Olá! Peço o reembolso do crédito de ${amount} da empresa ${companyName}.`,
};

// --- Display facts for the public pricing pages -------------------------------------------------
// Derived from the plans above wherever possible, so a price or cap changed there changes every page.

/** A plan's amount for marketing copy: whole reais drop the ",00" so a free plan reads "R$ 0". */
export function formatPlanAmount(cents: number): string {
  return cents % 100 === 0 ? formatCents(cents).replace(/,00$/, "") : formatCents(cents);
}

export interface PlanPrice {
  /** "R$ 29,90", or "Sob consulta" when the plan is sold only through sales. */
  amount: string;
  /** What follows the amount: "/mês", "pagamento único", or "" for a custom price. */
  period: string;
  /** The two together, for tables and sentences: "R$ 29,90/mês", "R$ 19,90 (pagamento único)". */
  label: string;
}

export function planPrice(plan: { priceCents: number | null; period: BillingPeriod }): PlanPrice {
  if (plan.priceCents === null || plan.period === "custom") {
    return { amount: "Sob consulta", period: "", label: "Sob consulta" };
  }
  const amount = formatPlanAmount(plan.priceCents);
  if (plan.period === "one_time") {
    return { amount, period: "pagamento único", label: `${amount} (pagamento único)` };
  }
  return { amount, period: "/mês", label: `${amount}/mês` };
}

/** "25 vagas ativas", or "Vagas ilimitadas" for a plan without a cap. */
export function jobLimitLabel(jobLimit: number | null): string {
  return jobLimit === null ? "Vagas ilimitadas" : `${jobLimit} vagas ativas`;
}

export const COMPANY_COMPARISON_KEYS = [
  "activeJobs",
  "teamSeats",
  "profileAccess",
  "talentBank",
  "partnerListing",
  "support",
  "reports",
  "accountManager",
  "sla",
  "apiIntegration",
  "discounts",
  "price",
] as const;
export type CompanyComparisonKey = (typeof COMPANY_COMPARISON_KEYS)[number];

/** `true` is included, `false` is not, a string says how (e.g. "Básico", "Chat"). */
export type ComparisonValue = boolean | string;

export interface CompanyComparisonRow {
  key: CompanyComparisonKey;
  label: string;
  values: Record<CompanyPlanId, ComparisonValue>;
}

const byPlan = (value: (plan: CompanyPlan) => ComparisonValue): Record<CompanyPlanId, ComparisonValue> =>
  Object.fromEntries(COMPANY_PLAN_IDS.map((id) => [id, value(COMPANY_PLANS[id])])) as Record<
    CompanyPlanId,
    ComparisonValue
  >;

/**
 * One row per entitlement, one value per company plan, in the order the comparison table shows
 * them. Where the spec is silent about Enterprise (directory listing, reports) it gets what the
 * plans below it get, because it is sold as the top tier.
 */
export const COMPANY_PLAN_COMPARISON: CompanyComparisonRow[] = [
  {
    key: "activeJobs",
    label: "Vagas ativas",
    values: byPlan((p) => (p.jobLimit === null ? "Ilimitadas" : String(p.jobLimit))),
  },
  {
    key: "teamSeats",
    label: "Membros da equipe",
    values: byPlan((p) => (p.seatLimit === null ? "Sob contrato" : String(p.seatLimit))),
  },
  { key: "profileAccess", label: "Acesso aos perfis", values: byPlan(() => "Completo") },
  {
    key: "talentBank",
    label: "Banco de talentos",
    values: { parceiro: "Básico", plus: "Básico", pro: "Avançado", enterprise: "Avançado" },
  },
  {
    key: "partnerListing",
    label: "Listagem no diretório de parceiros",
    values: { parceiro: true, plus: true, pro: true, enterprise: true },
  },
  {
    key: "support",
    label: "Suporte",
    values: byPlan((p) => `${SUPPORT_LEVELS[p.support].label} (${SUPPORT_LEVELS[p.support].targetLabel})`),
  },
  {
    key: "reports",
    label: "Relatórios",
    values: { parceiro: false, plus: "Básicos", pro: "Avançados", enterprise: "Personalizados" },
  },
  {
    key: "accountManager",
    label: "Gerente de conta dedicado",
    values: { parceiro: false, plus: false, pro: false, enterprise: true },
  },
  { key: "sla", label: "SLA garantido", values: { parceiro: false, plus: false, pro: false, enterprise: true } },
  {
    key: "apiIntegration",
    label: "Integração via API",
    values: { parceiro: false, plus: false, pro: false, enterprise: true },
  },
  {
    key: "discounts",
    label: "Configuração de descontos para militares",
    // Plans are cumulative: every paid plan is listed in the directory and may offer discounts.
    values: { parceiro: true, plus: true, pro: true, enterprise: true },
  },
  { key: "price", label: "Preço", values: byPlan((p) => planPrice(p).label) },
];

export function companyComparisonRow(key: CompanyComparisonKey): CompanyComparisonRow {
  const row = COMPANY_PLAN_COMPARISON.find((r) => r.key === key);
  if (!row) throw new Error(`Unknown comparison row: ${key}`);
  return row;
}
