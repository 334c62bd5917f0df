// What other domains reach of jobs: an accepted talent invitation applies to the job, and /api/v1
// lists, creates and changes a company's jobs with the same columns and caps as the company area.
export {
  applicationsCount,
  companyJobColumns,
  createJobWithinCap,
  findCompanyJob,
  setCompanyJobActive,
  updateCompanyJob,
  viewsCount,
} from "./jobs.company.queries";
export { applyToJob } from "./jobs.military.queries";
