// Public site pages (prerendered at build time).
export { CompanyPricingPage } from "@/features/public/company-pricing-page";
export { HelpPage } from "@/features/public/help-page";
export { LandingPage } from "@/features/public/landing-page";
export { MilitaryPricingPage } from "@/features/public/military-pricing-page";
export { PartnersPage } from "@/features/public/partners-page";
export { PrivacyPage } from "@/features/public/privacy-page";
export { TermsPage } from "@/features/public/terms-page";
