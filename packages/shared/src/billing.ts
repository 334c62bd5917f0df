// The single source of plans, prices, caps and features. Pages and the API read from here. The
// plans' ids, names, prices and caps, and the rules read from them, are in billing.constants.ts,
// re-exported here.
import {
  COMPANY_PLAN_IDS,
  COMPANY_PLAN_TERMS,
  type CompanyPlanId,
  type CompanyPlanTerms,
  companyPlanName,
  isCompanyPlanId,
  MILITARY_PLAN_TERMS,
  type MilitaryPlanId,
  type MilitaryPlanTerms,
  planPrice,
  type SupportLevelId,
} from "./billing.constants";
import { COMMUNITY_UNANSWERED_DAYS } from "./community.constants";

export * from "./billing.constants";

export interface CompanyPlan extends CompanyPlanTerms {
  description: string;
  features: string[];
  highlighted?: boolean;
  /** Whether the plan can be bought through checkout. */
  selfService: boolean;
}

export interface MilitaryPlan extends MilitaryPlanTerms {
  description: string;
  features: string[];
}

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

/** A company plan's terms with its catalogue texts, its fields in the order the catalogue lists them. */
function companyPlan(
  id: CompanyPlanId,
  texts: Pick<CompanyPlan, "description" | "features" | "highlighted" | "selfService">,
): CompanyPlan {
  const { name, priceCents, period, jobLimit, seatLimit, support } = COMPANY_PLAN_TERMS[id];
  return {
    id,
    name,
    priceCents,
    period,
    description: texts.description,
    jobLimit,
    seatLimit,
    support,
    features: texts.features,
    ...(texts.highlighted === undefined ? {} : { highlighted: texts.highlighted }),
    selfService: texts.selfService,
  };
}

/** A militar's plan's terms with its catalogue texts, in the order the catalogue lists them. */
function militaryPlan(id: MilitaryPlanId, texts: Pick<MilitaryPlan, "description" | "features">): MilitaryPlan {
  const { name, priceCents, period, activeApplicationLimit, discountCapPercent, support } = MILITARY_PLAN_TERMS[id];
  return {
    id,
    name,
    priceCents,
    period,
    description: texts.description,
    activeApplicationLimit,
    discountCapPercent,
    support,
    features: texts.features,
  };
}

export const COMPANY_PLANS: Record<CompanyPlanId, CompanyPlan> = {
  parceiro: companyPlan("parceiro", {
    description: "Pagamento único, sem mensalidade. Ideal para começar a contratar militares.",
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
  }),
  plus: companyPlan("plus", {
    description: "Para empresas que contratam com frequência.",
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
  }),
  pro: companyPlan("pro", {
    description: "Para equipes de recrutamento que precisam de escala e análise.",
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
  }),
  enterprise: companyPlan("enterprise", {
    description: "Solução sob medida para grandes operações de contratação.",
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
  }),
};

export const MILITARY_PLANS: Record<MilitaryPlanId, MilitaryPlan> = {
  FREE: militaryPlan("FREE", {
    description: "Comece sua transição para a carreira civil sem custo.",
    features: [
      "2 candidaturas ativas por vez",
      "Painel de vagas",
      "Trilha básica de conhecimento",
      "Descontos e cashback de até 5%",
      "Suporte da comunidade",
    ],
  }),
  PREMIUM: militaryPlan("PREMIUM", {
    description: "Tudo o que você precisa para acelerar sua nova missão.",
    features: [
      "Candidaturas ilimitadas",
      "Painel de vagas",
      "Todas as trilhas de conhecimento",
      "Descontos e cashback completos",
      "Suporte prioritário",
      "Acesso antecipado a novidades",
    ],
  }),
};

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
// A plan's price as the pages print it (planPrice) is in billing.constants.ts.

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
