// What other domains reach of skills: a saved military profile refreshes its stored suggestions,
// the talent matching reduces text to the same terms as the translator, and the CV's draft takes
// the translator's occupations and each specialty's duties in civilian words; a job takes the CBO
// família its company chose or its title suggests; the transition plan reads occupations, records
// the one he chooses, and compares what jobs ask with what he holds.
export {
  REQUIREMENT_TERMS,
  type RequirementTerm,
  requirementTermLabel,
  requirementTerms,
  requirementTermsOf,
  termsHeldFrom,
  withImplied,
} from "./requirements/normalise";
export { chooseOccupation } from "./skills.queries";
export {
  cboFamilyByCode,
  cboFamilyForTitle,
  cboOccupationByCode,
  rankOccupationFor,
  refreshSuggestions,
  searchCboFamilies,
  searchCboOccupations,
  specialtyDutiesFor,
  suggestionsFor,
} from "./skills.service";
export { terms } from "./terms";
