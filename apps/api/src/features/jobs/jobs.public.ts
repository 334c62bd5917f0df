// What other domains reach of jobs: an accepted talent invitation applies to the job, /api/v1
// lists, creates and changes a company's jobs with the same columns and caps as the company area,
// a saved search (job alerts) matches jobs with the board's own words and synonyms, and an
// occupation's page shows the board's jobs of its família and shares its figures, which change
// only with the jobs, at the board's version.

export { sharedBoardAnswer } from "./jobs.board-cache.queries";
export { checkedJobInputSchema } from "./jobs.cbo";
export {
  applicationsCount,
  companyJobColumns,
  createJobWithinCap,
  findCompanyJob,
  setCompanyJobActive,
  updateCompanyJob,
  viewsCount,
} from "./jobs.company.queries";
export { applyToJob, listBoardJobs } from "./jobs.military.queries";
export { matchesSearch, searchTsQuery } from "./jobs.search.queries";
