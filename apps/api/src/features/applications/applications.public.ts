// What other domains read of applications: the jobs board and the account export show an
// application's history, /api/v1 reads and moves a company's applications, and applying to a job
// forgets it as the one he chose before signing up.
export { forgetWantedJob } from "./applications.military.queries";
export {
  applicationHistoryJson,
  findCompanyApplication,
  findCompanyCandidate,
  setApplicationStatus,
} from "./applications.queries";
