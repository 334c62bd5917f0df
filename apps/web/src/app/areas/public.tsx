// Public site pages (prerendered at build time). Unlike the other areas, each public page is its
// own chunk: each is a separate way in from search, and the landing must stay within its
// initial-JavaScript budget (docs/decisions/004-public-pages-split-chunks.md).
export const landing = () => import("@/features/public/landing-page");
export const militaryPricing = () => import("@/features/public/military-pricing-page");
export const companyPricing = () => import("@/features/public/company-pricing-page");
export const partners = () => import("@/features/public/partners-page");
export const partnersDirectory = () => import("@/features/public/partners-directory-page");
export const terms = () => import("@/features/public/terms-page");
export const privacy = () => import("@/features/public/privacy-page");
export const help = () => import("@/features/public/help-page");
export const certificate = () => import("@/features/public/certificate-page");
export const jobs = () => import("@/features/public/jobs-page");
export const job = () => import("@/features/public/job-page");
