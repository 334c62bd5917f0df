// What other domains reach of skills: a saved military profile refreshes its stored suggestions,
// the talent matching reduces text to the same terms as the translator, and the CV's draft takes
// the translator's occupations and each specialty's duties in civilian words; a job takes the CBO
// família its company chose or its title suggests.
export {
  cboFamilyByCode,
  cboFamilyForTitle,
  rankOccupationFor,
  refreshSuggestions,
  searchCboFamilies,
  specialtyDutiesFor,
  suggestionsFor,
} from "./skills.service";
export { terms } from "./terms";
