// What other domains reach of CVs: applying keeps the CV sent with the application, the
// applications list says which was sent, the talent bank shows a militar's current CV under its
// own rules, the server renders a shared CV's page, and an occupation chosen as the transition
// plan's goal becomes the CV's objective.
export { resumePdf } from "./resume-pdf";
export { sentResumeError } from "./resumes.company.routes";
export { type SentResume, sentResumeJson } from "./resumes.queries";
export {
  currentResume,
  currentResumeFile,
  resumeDocument,
  sentResumeFile,
  setResumeObjective,
  snapshotResume,
} from "./resumes.service";
export { publicSharedResume } from "./resumes.shared.routes";
