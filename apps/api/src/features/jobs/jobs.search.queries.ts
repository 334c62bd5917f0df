// What a job search's words match and how well: the board (militar and public) and anything else
// that tests a saved search against a job use these, so a search finds the same jobs everywhere.
// Each builder refers to the `jobs` table, which the query must have in its FROM.
import { type SQL, sql } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import { containsPattern } from "../../db/text-search";
import { anyTypedWordText, searchTsQueryText } from "./jobs.synonyms";

const tsQuery = (text: string | null) => (text === null ? null : sql`to_tsquery('portuguese', pm_unaccent(${text}))`);

/**
 * The words as a Portuguese full-text query over the job's document, each named work widened to
 * its synonyms (jobs.synonyms.ts); accents ignored, words stemmed. Null when the words hold
 * nothing to look for (only punctuation or stop words).
 */
export const searchTsQuery = (words: string): SQL | null => tsQuery(searchTsQueryText(words));

/**
 * Words of the job's document (title, city, requirements, description) or their synonyms, or a
 * piece of its title or of its company's name. Each branch can use an index (GIN over
 * search_vector, trigram over the title, the company id), so the planner can OR the bitmaps
 * instead of reading every job.
 */
export function matchesSearch(words: string): SQL {
  const pattern = containsPattern(words);
  const query = searchTsQuery(words);
  return sql`(
    ${query ? sql`jobs.search_vector @@ ${query} OR` : sql``}
    pm_unaccent(lower(${jobs.title})) LIKE pm_unaccent(lower(${pattern}))
    OR ${jobs.companyId} = ANY (ARRAY(
      SELECT c2.id FROM companies c2 WHERE pm_unaccent(lower(c2.name)) LIKE pm_unaccent(lower(${pattern}))
    ))
  )`;
}

/**
 * How well a job matches the words: a whole point when its title names the work (the words or a
 * synonym: 'motorista' puts 'Condutor de Veículos' before a job that only mentions drivers), half
 * a point when the title merely contains the text ('ti' inside 'Logística'), plus the document's
 * rank for the typed words. The rank leaves the synonyms out: a common word's matches are all
 * ranked, and ranking tens of thousands of jobs against every synonym would cost several times
 * more for a finer order among jobs already placed by their titles. float8, so a page cursor
 * carries it exactly (a JS number round-trips a double).
 */
export function searchRelevance(words: string): SQL<number> {
  const typed = tsQuery(anyTypedWordText(words));
  const inTitle = tsQuery(searchTsQueryText(words, "A"));
  const rank = typed ? sql`ts_rank(jobs.search_vector, ${typed})::float8` : sql`0::float8`;
  const titleNames = inTitle ? sql`WHEN jobs.search_vector @@ ${inTitle} THEN 1` : sql``;
  return sql<number>`(${rank} + CASE ${titleNames}
    WHEN pm_unaccent(lower(${jobs.title})) LIKE pm_unaccent(lower(${containsPattern(words)})) THEN 0.5 ELSE 0 END)`;
}
