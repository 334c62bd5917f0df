// What other domains reach of CVs: applying keeps the CV sent with the application, a company
// downloads that copy, and the talent bank shows a militar's current CV under its own rules.
export { resumePdf } from "./resume-pdf";
export { type SentResume, sentResumeJson } from "./resumes.queries";
export { currentResume, resumeDocument, snapshotResume } from "./resumes.service";
