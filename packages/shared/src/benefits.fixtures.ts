// Offers for the tests of the API and the web app; only tests import this module.
import type { OfferInput } from "./benefits.company";

/** What a militar reads of a partner's offer in the catalogue: 20 % off and 10 % cashback. */
export const PARTNER_OFFER = {
  title: "20% em consultas",
  category: "Saúde e Bem-estar",
  discountPercent: 20,
  cashbackPercent: 10,
  description: "Consultas e exames com desconto.",
  terms: "Apresente o código na recepção.",
} as const;

/** A coupon offer in Recife/PE as the partner's form sends it, once parsed. */
export const COUPON_OFFER_INPUT: OfferInput = {
  title: "Consulta com desconto",
  category: "Saúde e Bem-estar",
  discountPercent: 20,
  cashbackPercent: 5,
  description: "Consultas com clínico geral.",
  terms: "Agende pelo telefone.",
  online: false,
  cities: [{ city: "Recife", state: "PE" }],
  mode: "coupon",
  codePrefix: "SAUDE",
  startsOn: "2026-11-01",
  endsOn: "2026-12-31",
  monthlyLimit: 1,
  totalQuantity: null,
};
