// What other domains reach of skills: a saved military profile refreshes its stored suggestions,
// and the talent matching reduces text to the same terms as the translator.
export { refreshSuggestions } from "./skills.service";
export { terms } from "./terms";
