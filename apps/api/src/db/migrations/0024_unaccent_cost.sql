-- pm_unaccent looks each character up in the unaccent dictionary, which costs far more than the
-- planner's default for a SQL function (100). Told the default, the planner reads a whole table
-- through the function to fill a LIMIT it expects to fill early: a rare word in the job board's
-- search read all 200,000 jobs (300 ms). At 1000 it asks the text and trigram indexes (4 ms).
ALTER FUNCTION pm_unaccent(text) COST 1000;
