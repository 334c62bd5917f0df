// Partner benefits: the categories, the statuses of an offer, a redemption and its cashback, what
// each militar plan gets of an offer, and the pt-BR texts. Zod-free: the public directory and the
// catalogue cards read these; the schemas live in benefits.company.ts and benefits.military.ts.
import { MILITARY_PLAN_TERMS, type MilitaryPlanId } from "./billing.constants";
import { brazilDate, brazilTime } from "./brazil";

// Offers' days are Brazilian days; their callers read them from here as well.
export { brazilDay } from "./brazil";

export const BENEFIT_CATEGORIES = [
  "Saúde e Bem-estar",
  "Educação",
  "Automotivo",
  "Alimentação",
  "Tecnologia",
  "Moda e Beleza",
] as const;
export type BenefitCategory = (typeof BENEFIT_CATEGORIES)[number];
/** The catalogue's filter: 'Todos' and the six categories. */
export const ALL_CATEGORIES_LABEL = "Todos";

/** How a militar uses a redemption at the partner: a typed coupon code or a QR code. */
export const BENEFIT_MODES = ["coupon", "qr"] as const;
export type BenefitMode = (typeof BENEFIT_MODES)[number];
export const BENEFIT_MODE_LABELS: Record<BenefitMode, string> = { coupon: "Cupom", qr: "QR Code" };

export const OFFER_STATUSES = ["ativa", "agendada", "pausada", "expirada"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  ativa: "Ativa",
  agendada: "Agendada",
  pausada: "Pausada",
  expirada: "Expirada",
};

export const REDEMPTION_STATUSES = ["ativo", "usado", "expirado"] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];
export const REDEMPTION_STATUS_LABELS: Record<RedemptionStatus, string> = {
  ativo: "Ativo",
  usado: "Usado",
  expirado: "Expirado",
};

export const CASHBACK_STATUSES = ["pendente", "disponivel", "contestado"] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];
export const CASHBACK_STATUS_LABELS: Record<CashbackStatus, string> = {
  pendente: "Pendente",
  disponivel: "Disponível",
  contestado: "Contestado",
};

export const BENEFIT_LIMITS = {
  title: 120,
  description: 2000,
  terms: 2000,
  city: 120,
  cities: 50,
  discountMin: 1,
  discountMax: 100,
  cashbackMax: 30,
  prefixMin: 3,
  prefixMax: 10,
  monthlyLimitMax: 100,
  totalQuantityMax: 1_000_000,
  /** A purchase a partner may declare for cashback: up to R$ 1.000.000,00. */
  purchaseMaxCents: 100_000_000,
  contestReason: 500,
  pixKey: 77,
  search: 120,
} as const;

/** A redemption can be used for this many days, and never after the offer's last day. */
export const REDEMPTION_VALID_DAYS = 30;
/** Cashback stays 'pendente' this many days after the use: the partner may contest it meanwhile. */
export const CASHBACK_HOLD_DAYS = 30;
/** The smallest Pix withdrawal of cashback, in centavos. */
export const MIN_WITHDRAWAL_CENTS = 2000;
/** An offer younger than this many days is marked 'Novo'. */
export const NEW_OFFER_DAYS = 14;
/** An offer ending within this many days shows 'Expira em N dias'. */
export const EXPIRING_SOON_DAYS = 7;
/** How the catalogue names offers valid anywhere. */
export const ONLINE_LABEL = "Online — todo o Brasil";

export const benefitMessages = {
  titleRequired: "Informe o título do benefício",
  titleTooLong: `O título deve ter no máximo ${BENEFIT_LIMITS.title} caracteres`,
  categoryRequired: "Selecione a categoria",
  discountInvalid: "O desconto deve ser um número inteiro de 1 a 100%",
  cashbackInvalid: "O cashback deve ser um número inteiro de 0 a 30%",
  descriptionRequired: "Informe a descrição do benefício",
  descriptionTooLong: `A descrição deve ter no máximo 2.000 caracteres`,
  termsRequired: "Informe as regras de uso",
  termsTooLong: `As regras de uso devem ter no máximo 2.000 caracteres`,
  locationRequired: "Informe ao menos uma cidade ou marque 'Online — todo o Brasil'",
  cityRequired: "Informe a cidade",
  cityTooLong: `A cidade deve ter no máximo ${BENEFIT_LIMITS.city} caracteres`,
  stateInvalid: "Selecione a UF",
  citiesTooMany: `Informe no máximo ${BENEFIT_LIMITS.cities} cidades`,
  citiesRepeated: "Cada cidade deve aparecer uma vez",
  onlineInvalid: "Informe se o benefício vale online",
  modeRequired: "Selecione como o benefício é usado: cupom ou QR Code",
  prefixInvalid: "O prefixo do cupom deve ter de 3 a 10 letras ou números, sem acentos",
  startRequired: "Informe a data de início",
  endRequired: "Informe a data de término",
  endBeforeStart: "A data de término deve ser igual ou posterior à data de início",
  monthlyLimitInvalid: "O limite por militar deve ser um número inteiro de 1 a 100 por mês",
  totalQuantityInvalid: "A quantidade total deve ser um número inteiro de 1 a 1.000.000",
  pausedRequired: "Informe se o benefício deve ficar pausado",
  offerNotFound: "Benefício não encontrado",
  deleteRedeemed: "Este benefício já tem resgates e não pode ser excluído. Pause-o para tirá-lo do catálogo.",
  cursorInvalid: "Página inválida",
  codeRequired: "Informe o código",
  codeInvalid: "Código inválido",
  codeExpired: "Código expirado",
  purchaseInvalid: "Informe o valor da compra em reais, até R$ 1.000.000,00",
  redemptionNotFound: "Resgate não encontrado",
  offerUnavailable: "Este benefício não está mais disponível.",
  reportReasonRequired: "Conte o que há de errado com a oferta (ao menos 10 caracteres)",
  reportReasonTooLong: "Use no máximo 500 caracteres",
  offerReported: "Denúncia enviada. A equipe da Próxima Missão vai analisar a oferta.",
  offerAlreadyReported: "Você já denunciou esta oferta. A equipe está analisando.",
  offerUnpublished: "Despublicada pela equipe da Próxima Missão",
  soldOut: "Este benefício esgotou.",
  ratingInvalid: "Escolha de 1 a 5 estrelas",
  ratingNotUsed: "Você pode avaliar o parceiro depois de usar o benefício.",
  contestReasonRequired: "Informe o motivo da contestação",
  contestReasonTooLong: `O motivo deve ter no máximo ${BENEFIT_LIMITS.contestReason} caracteres`,
  contestNoCashback: "Este uso não gerou cashback.",
  contestClosed: "O prazo de 30 dias para contestar este cashback terminou.",
  contestTwice: "Este cashback já foi contestado.",
  pixKeyTypeRequired: "Selecione o tipo da chave Pix",
  pixKeyInvalid: "Informe uma chave Pix válida para o tipo escolhido",
  withdrawalTooSmall: "O valor mínimo para saque é R$ 20,00",
  withdrawalInvalid: "Informe o valor do saque em reais",
  withdrawalOverBalance: "Saldo disponível insuficiente para este saque.",
  searchTooLong: `A busca deve ter no máximo ${BENEFIT_LIMITS.search} caracteres`,
  categoryInvalid: "Categoria inválida",
  cityFilterInvalid: "Informe a cidade como Cidade/UF",
  subscriptionTitle: "Assinatura Necessária",
  subscriptionText: "Para acessar os benefícios exclusivos, você precisa de uma assinatura ativa.",
  subscriptionAction: "Ver planos disponíveis",
  emptyCatalogue: "Nenhum parceiro encontrado",
  clearFilters: "Limpar filtros",
  emptyHistory: "Nenhum benefício resgatado",
} as const;

/** Refusal of a code already used: 'Este código já foi usado em 12/11/2026 às 14:32.' (Brazil's time). */
export function codeUsedMessage(usedAt: Date): string {
  return `Este código já foi usado em ${brazilDate(usedAt)} às ${brazilTime(usedAt)}.`;
}

/** Refusal of a redemption past the offer's monthly limit per militar. */
export function monthlyLimitReachedMessage(limit: number): string {
  return `Você já resgatou este benefício ${limit === 1 ? "1 vez" : `${limit} vezes`} este mês, o limite do parceiro. Volte no próximo mês.`;
}

/** The percentage a plan gets of an offer's discount or cashback: FREE is capped, PREMIUM is not. */
export function planPercent(plan: MilitaryPlanId, offerPercent: number): number {
  const cap = MILITARY_PLAN_TERMS[plan].discountCapPercent;
  return cap === null ? offerPercent : Math.min(cap, offerPercent);
}

/** The card's line with both plans' values: '5% no FREE · 20% no PREMIUM', or one value when equal. */
export function planPercentsLabel(offerPercent: number): string {
  const free = planPercent("FREE", offerPercent);
  if (free === offerPercent) return `${offerPercent}% em todos os planos`;
  return `${free}% no FREE · ${offerPercent}% no PREMIUM`;
}

/** Cashback in centavos of a purchase: amount × percentage, rounded to the nearest centavo. */
export function cashbackCents(purchaseCents: number, percent: number): number {
  return Math.round((purchaseCents * percent) / 100);
}

/** Whole days from `from` (YYYY-MM-DD) to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** What an offer is today: paused by its partner, not yet started, past its last day, or active. */
export function offerStatus(offer: { paused: boolean; startsOn: string; endsOn: string }, today: string): OfferStatus {
  if (offer.endsOn < today) return "expirada";
  if (offer.paused) return "pausada";
  if (offer.startsOn > today) return "agendada";
  return "ativa";
}

/** 'Expira em N dias' for an offer ending within EXPIRING_SOON_DAYS, else null. */
export function expiringLabel(endsOn: string, today: string): string | null {
  const days = daysBetween(today, endsOn);
  if (days < 0 || days >= EXPIRING_SOON_DAYS) return null;
  if (days === 0) return "Expira hoje";
  return days === 1 ? "Expira em 1 dia" : `Expira em ${days} dias`;
}

/** Whether an offer published at `createdAt` still shows 'Novo' at `now`. */
export function isNewOffer(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < NEW_OFFER_DAYS * 86_400_000;
}

/** A redemption's status from its times: used, past its expiry, or still usable. */
export function redemptionStatus(r: { usedAt: Date | null; expiresAt: Date }, now: Date): RedemptionStatus {
  if (r.usedAt) return "usado";
  return r.expiresAt.getTime() <= now.getTime() ? "expirado" : "ativo";
}

/** Cashback's status: contested by the partner, still in its hold, or available to withdraw. */
export function cashbackStatus(c: { contestedAt: Date | null; availableAt: Date }, now: Date): CashbackStatus {
  if (c.contestedAt) return "contestado";
  return c.availableAt.getTime() > now.getTime() ? "pendente" : "disponivel";
}

/** "São Paulo/SP", the way offers and filters name a city. */
export function cityLabel(city: string, state: string): string {
  return `${city}/${state}`;
}

/** The pt-BR first name a partner sees at validation: the militar's identity stays private. */
export function firstName(fullName: string | null): string {
  const first = (fullName ?? "").trim().split(/\s+/)[0];
  return first || "Militar";
}

// --- Pix -----------------------------------------------------------------------------------------

/** A withdrawal's state: asked, paid by Pix, or refused (its amount back in the balance). */
export const WITHDRAWAL_STATUS_LABELS = { solicitado: "Solicitado", pago: "Pago", recusado: "Recusado" } as const;
export type WithdrawalStatus = keyof typeof WITHDRAWAL_STATUS_LABELS;

export const PIX_KEY_TYPES = ["cpf", "cnpj", "email", "telefone", "aleatoria"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  email: "E-mail",
  telefone: "Telefone",
  aleatoria: "Chave aleatória",
};

/** Whether 11 digits are a CPF by its two check digits (Receita Federal's modulo-11 rule). */
export function isValidCpf(value: string): boolean {
  const d = value.replace(/\D/g, "");
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(d[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}
