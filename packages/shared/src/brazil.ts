// Brazil's federative units and the masks of its phone numbers and CEPs. Zod-free.

/** The 27 federative units, in the order the state picker lists them. */
export const BR_STATES = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;
export type BrState = (typeof BR_STATES)[number];
export const digitsOnly = (value: string) => value.replace(/\D/g, "");

/** (11) 98765-4321 or (11) 3456-7890; also masks a number still being typed. */
export function maskPhone(value: string): string {
  const d = digitsOnly(value).slice(0, 11);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  const local = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  if (local.length <= split) return `(${d.slice(0, 2)}) ${local}`;
  return `(${d.slice(0, 2)}) ${local.slice(0, split)}-${local.slice(split)}`;
}

/** 01310-100; also masks a CEP still being typed. */
export function maskCep(value: string): string {
  const d = digitsOnly(value).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/**
 * Centavos of an amount typed in reais: "150", "150,9", "1.234,56" or "R$ 20,00". Null for text
 * that is not an amount (a point as decimal separator is read as the thousands mark it is in pt-BR,
 * so "12.5" is refused rather than taken as 125).
 */
export function parseReais(text: string): number | null {
  const plain = text.replace(/^\s*R\$\s*/, "").trim();
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(plain)) return null;
  const [whole = "", fraction = ""] = plain.replace(/\./g, "").split(",");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

// Brazil's official time. Built once: a formatter per call (what toLocaleDateString does) costs
// about 40 µs, and a catalogue page asks for dozens of days. en-CA writes dates as YYYY-MM-DD.
const BRAZIL_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const BRAZIL_DATE = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const BRAZIL_TIME = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The day (YYYY-MM-DD) it is in Brazil's official time at `now`. */
export function brazilDay(now: Date): string {
  return BRAZIL_DAY.format(now);
}

/**
 * '12/11/2026' and '14:32' as a clock in São Paulo reads `at`, whatever the zone of the server or
 * the browser: the till's messages, and dates the server renders and the browser hydrates.
 */
export const brazilDate = (at: Date) => BRAZIL_DATE.format(at);
export const brazilTime = (at: Date) => BRAZIL_TIME.format(at);
