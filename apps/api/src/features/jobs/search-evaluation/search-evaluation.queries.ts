// Writes the evaluation corpus into a database of its own: one account and paid company per
// corpus company, and its jobs, open, published over the last three weeks.
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema/auth";
import { companies } from "../../../db/schema/companies";
import { jobs } from "../../../db/schema/jobs";
import type { CorpusCompany, CorpusJob } from "./corpus";

const MINUTE = 60_000;
const SPREAD_MINUTES = 21 * 24 * 60;

/** FNV-1a: the same job gets the same publication time on every run, whatever its place in the corpus. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Inserts the corpus and answers each inserted job's id with its corpus id. Publication times are
 * spread by a hash of the id, so ties in relevance fall to an order the corpus's layout does not
 * choose.
 */
export async function seedSearchCorpus(
  db: Db,
  corpusCompanies: Readonly<Record<string, CorpusCompany>>,
  corpusJobs: readonly CorpusJob[],
  now: Date,
): Promise<Map<string, string>> {
  const keys = Object.keys(corpusCompanies);
  await db.insert(users).values(
    keys.map((key) => ({
      id: `avaliacao-busca-${key}`,
      name: `Recrutamento ${corpusCompanies[key]?.name}`,
      email: `${key.toLowerCase()}@avaliacao-busca.proximamissao.com.br`,
      emailVerified: true,
    })),
  );
  const inserted = await db
    .insert(companies)
    .values(
      keys.map((key) => {
        const company = corpusCompanies[key] as CorpusCompany;
        return {
          userId: `avaliacao-busca-${key}`,
          name: company.name,
          city: company.city,
          state: company.state,
          plan: "enterprise" as const,
          paymentStatus: "completed" as const,
        };
      }),
    )
    .returning({ id: companies.id, userId: companies.userId });
  const companyIds = new Map(inserted.map((c) => [c.userId.replace("avaliacao-busca-", ""), c.id]));

  const rows = await db
    .insert(jobs)
    .values(
      corpusJobs.map((job) => {
        const companyId = companyIds.get(job.company);
        if (!companyId) throw new Error(`corpus job ${job.id} names an unknown company ${job.company}`);
        return {
          companyId,
          title: job.title,
          city: `${job.city} - ${job.state}`,
          regime: job.regime,
          modality: job.modality,
          description: job.description,
          requirements: job.requirements,
          createdAt: new Date(now.getTime() - (hash(job.id) % SPREAD_MINUTES) * MINUTE - MINUTE),
        };
      }),
    )
    .returning({ id: jobs.id, companyId: jobs.companyId, title: jobs.title, city: jobs.city });
  const corpusIdOf = new Map(
    corpusJobs.map((job) => [`${companyIds.get(job.company)}|${job.title}|${job.city} - ${job.state}`, job.id]),
  );
  if (corpusIdOf.size !== corpusJobs.length) throw new Error("two corpus jobs share company, title and city");
  return new Map(rows.map((row) => [row.id, corpusIdOf.get(`${row.companyId}|${row.title}|${row.city}`) ?? row.id]));
}
