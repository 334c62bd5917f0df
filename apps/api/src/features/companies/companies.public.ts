// What other domains reach of companies' public pages: the sitemap lists their addresses.
export { listedCompaniesPage, listedCompanyCount } from "./companies.public.queries";
