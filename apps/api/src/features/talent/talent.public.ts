// What other domains reach of the talent bank: the militar's dashboard reads who viewed his
// profile lately, and conversations let a company write first to a militar in the bank.
export { isInTalentBank, profileViewsSummary } from "./talent.queries";
