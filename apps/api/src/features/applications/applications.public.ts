// What other domains read of applications: the jobs board and the account export show an
// application's history, and /api/v1 reads and moves a company's applications.
export {
  applicationHistoryJson,
  findCompanyApplication,
  findCompanyCandidate,
  setApplicationStatus,
} from "./applications.queries";
