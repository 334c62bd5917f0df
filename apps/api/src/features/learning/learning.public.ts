// What other domains read of learning: a militar's certificates (on his application and his
// talent profile), his progress for the dashboard, and his learning data for the account export.
export { certificatesJson, countPathsInProgress, learningExport, recentCompletions } from "./learning.queries";
