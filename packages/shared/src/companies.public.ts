// A company's public page (/empresas/{slug}): its address, what a visitor sees of it (what it says
// about itself, its open jobs, its live partner offers) and the Organization structured data search
// engines read. Only a company whose plan is paid and that is not suspended has one.
import { z } from "zod";
import type { BenefitCategory } from "./benefits";
import type { PublicJobCard } from "./jobs.public";

export const publicCompanyMessages = {
  notFound: "Empresa não encontrada",
  notFoundHint: "O endereço pode estar incompleto, ou esta empresa não está mais na Próxima Missão.",
  loadError: "Não foi possível carregar a página da empresa. Tente novamente em instantes.",
  noJobs: "Nenhuma vaga aberta no momento.",
} as const;

/** How many open jobs and live offers a company's page lists at most. */
export const COMPANY_PAGE_JOBS = 50;
export const COMPANY_PAGE_OFFERS = 20;

/** Longest address a company's name gives (80 characters) and its number when the name was taken. */
const SLUG_MAX = 90;

/** A company's address: lower-case letters and digits, words joined by single hyphens. */
export const COMPANY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** GET /api/public/companies/:slug. Anything else names no company (404, like a missing one). */
export const companySlugParam = z.strictObject({
  slug: z.string().max(SLUG_MAX).regex(COMPANY_SLUG),
});

/** A partner offer as the company's page lists it: only what a visitor needs to want it. */
export interface PublicCompanyOffer {
  id: string;
  title: string;
  category: BenefitCategory;
  discountPercent: number;
  cashbackPercent: number;
  online: boolean;
  /** The last day it may be redeemed (YYYY-MM-DD, Brazil's day). */
  endsOn: string;
}

/** A company as its public page shows it. */
export interface PublicCompany {
  slug: string;
  /** Its page's path, /empresas/{slug}. */
  path: string;
  name: string;
  logoUrl: string | null;
  sector: string | null;
  /** How many people it employs, as the range it chose ('51-200'). */
  employeesCount: string | null;
  city: string | null;
  state: string | null;
  description: string | null;
  website: string | null;
  /** Its open jobs, newest first, up to COMPANY_PAGE_JOBS. */
  jobs: PublicJobCard[];
  /** More jobs are open than the page lists: the public job list has them all. */
  moreJobs: boolean;
  /** Its partner offers a militar may redeem today, newest first, up to COMPANY_PAGE_OFFERS. */
  offers: PublicCompanyOffer[];
}

/** A company's page: the company (200), or nothing (404: unknown, unpaid or suspended). */
export type PublicCompanyLookup = { status: "active"; company: PublicCompany } | { status: "missing" };

/** A company's public page's path. */
export const publicCompanyPath = (slug: string) => `/empresas/${slug}`;

/** The website as a link may carry it: an address without its scheme gets https. */
function websiteUrl(website: string | null): string | null {
  const text = website?.trim();
  if (!text) return null;
  const url = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

/** The Organization search engines read (schema.org): name, page, logo, website, city and state. */
export function organizationData(company: PublicCompany, baseUrl: string) {
  const website = websiteUrl(company.website);
  const logo = company.logoUrl
    ? /^https?:\/\//.test(company.logoUrl)
      ? company.logoUrl
      : `${baseUrl}${company.logoUrl}`
    : null;
  return {
    "@context": "https://schema.org/",
    "@type": "Organization",
    name: company.name,
    url: `${baseUrl}${company.path}`,
    ...(logo ? { logo } : {}),
    ...(website ? { sameAs: website } : {}),
    ...(company.description ? { description: company.description } : {}),
    ...(company.city || company.state
      ? {
          address: {
            "@type": "PostalAddress",
            ...(company.city ? { addressLocality: company.city } : {}),
            ...(company.state ? { addressRegion: company.state } : {}),
            addressCountry: "BR",
          },
        }
      : {}),
  };
}
