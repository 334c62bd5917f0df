// A job's salary: the text its company wrote, shown as written, and a monthly range in whole reais
// ('Salário de' … 'até') that the board can filter on. Zod-free: the public pages import it.
import { JOB_LIMITS } from "./jobs";

/** A monthly salary in whole reais: one amount (`max` null) or a range. */
export interface SalaryRange {
  min: number;
  max: number | null;
}

/** An amount written the Brazilian way: thousands with dots, cents after a comma ("6.500,00", "6500"). */
const AMOUNT = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d+(?:,\d{2})?`;

/**
 * The spaces JavaScript's `\s` knows beyond ASCII (the no-break space a copied "R$ 6.000" often
 * carries). Both the parser and migration 0046 turn them into plain spaces first, so the pattern
 * below reads the same in JavaScript and in PostgreSQL, whose `\s` is ASCII only.
 */
export const SALARY_SPACES = String.raw`[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;

/**
 * A text that states a monthly salary and nothing else: "R$ 6.000", "R$ 2.800,00", "R$ 3.500 a
 * R$ 4.200", "De R$ 3.000 até 4.000 por mês (bruto)". Written once for both engines: migration
 * 0046 runs this very string (case-insensitive) on the salaries already saved; accented letters
 * are listed in both cases because PostgreSQL folds only ASCII.
 */
export const SALARY_TEXT_PATTERN = String.raw`^\s*(?:(?:a\s+partir\s+)?de\s+)?R\$\s*(${AMOUNT})(?:\s*(?:-|–|—|a|at[eéÉ])\s*(?:R\$\s*)?(${AMOUNT}))?(?:\s*(?:/\s*m[eêÊ]s|(?:por|ao)\s+m[eêÊ]s|mensal|mensais))?(?:\s*\(?\s*brutos?\s*\)?)?\s*\.?\s*$`;

const SPACES = new RegExp(SALARY_SPACES, "g");
const SALARY_TEXT = new RegExp(SALARY_TEXT_PATTERN, "i");
const AMOUNT_INPUT = new RegExp(String.raw`^\s*(?:R\$\s*)?(${AMOUNT})\s*$`, "i");

const amountValue = (text: string) => Number(text.replace(/\./g, "").replace(",", "."));

/**
 * The monthly salary a company's text states unambiguously, in whole reais (the lower amount
 * rounded down, the upper one up); null for anything else: "A combinar", "R$ 50/hora", "R$ 3 mil",
 * "R$ 3.000 + comissões", a range written backwards, or an amount outside 1 to R$ 999.999.
 */
export function parseSalaryText(text: string | null | undefined): SalaryRange | null {
  if (!text) return null;
  const match = SALARY_TEXT.exec(text.replace(SPACES, " "));
  if (!match?.[1]) return null;
  const min = Math.floor(amountValue(match[1]));
  const max = match[2] === undefined ? null : Math.ceil(amountValue(match[2]));
  if (min < 1 || min > JOB_LIMITS.salaryAmount) return null;
  if (max === null) return { min, max: null };
  if (max < min || max > JOB_LIMITS.salaryAmount) return null;
  return { min, max: max > min ? max : null };
}

/**
 * One amount as a company types it in the form ("3.500", "3500", "R$ 3.500,00"), as a number
 * (cents kept, so the schema can refuse them); null when it is not an amount.
 */
export function parseAmountInput(text: string): number | null {
  const match = AMOUNT_INPUT.exec(text.replace(SPACES, " "));
  return match?.[1] ? amountValue(match[1]) : null;
}

const REAIS = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole reais as Brazilians read them: "R$ 3.500". */
export const formatReais = (amount: number) => REAIS.format(amount);

/** "R$ 3.500 a R$ 4.200", or "R$ 6.000" for one amount; null without one. */
export function salaryRangeText(min: number | null, max: number | null): string | null {
  if (min === null) return null;
  return max !== null && max > min ? `${formatReais(min)} a ${formatReais(max)}` : formatReais(min);
}

/** What a job without a salary says. */
export const SALARY_UNDISCLOSED = "A combinar";

/** The salary a job shows: its company's own words, else its range, else 'A combinar'. */
export function jobSalaryText(job: { salary: string | null; salaryMin: number | null; salaryMax: number | null }) {
  return job.salary ?? salaryRangeText(job.salaryMin, job.salaryMax) ?? SALARY_UNDISCLOSED;
}
