// Public job pages (/vagas and /vagas/{slug}-{short id}): their addresses, what a visitor sees of a
// job, the filters of the public list, and the JobPosting structured data search engines read.
import type { z } from "zod";
import type { JobArea, Modality, PcdOption, Regime } from "./jobs";
import { decodeBoardCursor, jobBoardMessages, jobBoardQuerySchema } from "./jobs.military";

// --- What a visitor sees --------------------------------------------------------------------------

/** A job as the public list shows it. */
export interface PublicJobCard {
  id: string;
  path: string;
  title: string;
  city: string;
  regime: Regime;
  modality: Modality | null;
  /** The salary as its company wrote it, shown as written. */
  salary: string | null;
  /** The monthly salary in whole reais: one amount (max null) or a range; null when undisclosed. */
  salaryMin: number | null;
  salaryMax: number | null;
  /** How many people the job hires ('Número de vagas'). */
  openings: number;
  pcd: PcdOption | null;
  area: JobArea;
  createdAt: string;
  company: { name: string; logoUrl: string | null; state: string | null };
}

/** A job as its public page shows it: the whole job and what its company says about itself. */
export interface PublicJob extends PublicJobCard {
  /** When it leaves the board unless renewed: its closing date's last moment, or its open period's end. */
  expiresAt: string;
  /** The closing date its company set (YYYY-MM-DD), if any. */
  closesOn: string | null;
  description: string;
  requirements: string[];
  benefits: string[];
  company: PublicJobCard["company"] & {
    /** Its page's address: /empresas/{slug}. */
    slug: string;
    sector: string | null;
    website: string | null;
    description: string | null;
  };
}

/** A public address: the job (200), a job closed or deleted with similar open ones (410), or nothing (404). */
export type PublicJobLookup =
  | { status: "active"; job: PublicJob }
  | { status: "gone"; title: string; similar: PublicJobCard[] }
  | { status: "missing" };

export interface PublicJobsPage {
  jobs: PublicJobCard[];
  nextCursor: string | null;
  /** The matches of the whole search, counted on its first page only (null on the next ones). */
  total: { count: number; capped: boolean } | null;
}

// --- The public list's filters --------------------------------------------------------------------

/** GET /api/public/jobs: the board's filters but 'Salvos'. */
export const publicJobsQuerySchema = jobBoardQuerySchema.omit({ saved: true });
export type PublicJobsQuery = z.output<typeof publicJobsQuerySchema>;

/**
 * The list's address speaks Portuguese:
 * ?q=…&cidade=…&uf=…&regime=…&modalidade=…&area=…&familia=…&salario=…&pcd=…&publicadas=…&ordem=…&pagina=…
 */
export const PUBLIC_JOBS_URL_KEYS = {
  q: "q",
  city: "cidade",
  state: "uf",
  regime: "regime",
  modality: "modalidade",
  area: "area",
  cboFamily: "familia",
  salaryFrom: "salario",
  pcd: "pcd",
  publishedWithin: "publicadas",
  sort: "ordem",
  cursor: "pagina",
} as const;

/** The list's filters read from the page's address; what the schema refuses comes back as its message. */
export function publicJobsQueryFromUrl(
  params: URLSearchParams,
): { ok: true; query: PublicJobsQuery } | { ok: false; message: string } {
  const raw = Object.fromEntries(
    Object.entries(PUBLIC_JOBS_URL_KEYS).map(([key, urlKey]) => [key, params.get(urlKey) ?? undefined]),
  );
  const parsed = publicJobsQuerySchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? jobBoardMessages.cursorInvalid };
  if (parsed.data.cursor && !decodeBoardCursor(parsed.data.cursor))
    return { ok: false, message: jobBoardMessages.cursorInvalid };
  return { ok: true, query: parsed.data };
}

/** The list's address for these filters (and page), as the search form and the paging links write it. */
export function publicJobsUrl(
  query: Partial<Record<keyof typeof PUBLIC_JOBS_URL_KEYS, string | number | boolean | undefined>>,
): string {
  const params = new URLSearchParams();
  for (const [key, urlKey] of Object.entries(PUBLIC_JOBS_URL_KEYS)) {
    const value = query[key as keyof typeof PUBLIC_JOBS_URL_KEYS];
    if (value !== undefined && value !== false && value !== "") params.set(urlKey, String(value));
  }
  const search = params.toString();
  return search ? `/vagas?${search}` : "/vagas";
}

// --- JobPosting structured data --------------------------------------------------------------------

/** schema.org's employmentType for each regime. */
export const EMPLOYMENT_TYPES: Record<Regime, string> = {
  CLT: "FULL_TIME",
  PJ: "CONTRACTOR",
  Estágio: "INTERN",
  Freelancer: "CONTRACTOR",
  Temporário: "TEMPORARY",
};

/**
 * The JobPosting search engines read (schema.org, as Google's job listings document it).
 * `validThrough` is the job's real expiry: its closing date's last moment in Brazil's time, or the
 * end of its open period, which renewing moves; past it, its page answers 410. `baseSalary` comes
 * only from the monthly range the company gave, never guessed from its text.
 */
export function jobPostingData(job: PublicJob, baseUrl: string) {
  const { salaryMin: min, salaryMax: max } = job;
  const remote = job.modality === "Remoto";
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.createdAt,
    validThrough: job.expiresAt,
    employmentType: EMPLOYMENT_TYPES[job.regime],
    totalJobOpenings: job.openings,
    url: `${baseUrl}${job.path}`,
    identifier: { "@type": "PropertyValue", name: job.company.name, value: job.id },
    hiringOrganization: {
      "@type": "Organization",
      name: job.company.name,
      ...(job.company.website ? { sameAs: job.company.website } : {}),
      ...(job.company.logoUrl
        ? { logo: /^https?:\/\//.test(job.company.logoUrl) ? job.company.logoUrl : `${baseUrl}${job.company.logoUrl}` }
        : {}),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: job.city,
        ...(job.company.state ? { addressRegion: job.company.state } : {}),
        addressCountry: "BR",
      },
    },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "BR" } }
      : {}),
    ...(min !== null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "BRL",
            value:
              max !== null && max > min
                ? { "@type": "QuantitativeValue", minValue: min, maxValue: max, unitText: "MONTH" }
                : { "@type": "QuantitativeValue", value: min, unitText: "MONTH" },
          },
        }
      : {}),
  };
}

/** JSON for a <script> element: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
