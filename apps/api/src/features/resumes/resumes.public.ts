// What other domains reach of CVs: applying keeps the CV sent with the application, the
// applications list says which was sent, the talent bank shows a militar's current CV under its
// own rules, and the server renders a shared CV's page.
export { resumePdf } from "./resume-pdf";
export { sentResumeError } from "./resumes.company.routes";
export { type SentResume, sentResumeJson } from "./resumes.queries";
export {
  currentResume,
  currentResumeFile,
  resumeDocument,
  sentResumeFile,
  snapshotResume,
} from "./resumes.service";
export { publicSharedResume } from "./resumes.shared.routes";
