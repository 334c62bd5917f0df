// Migration 0047 on a database that already holds profiles: each força's soldado ranks of the old
// single list become that força's own name for the same service, and nothing else moves.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { upgradeWith } from "../../test/migration-steps";
import type { Db } from "./client";

const TAG = "0047_ranks_per_branch";

/** Profiles as the old pickers saved them: força, rank, and the rank each must hold after. */
const PROFILES = [
  { id: "usr_rank_ev", branch: "exercito", rank: "soldado-variavel", after: "soldado-variavel" },
  { id: "usr_rank_ep", branch: "exercito", rank: "soldado-profissional", after: "soldado-profissional" },
  { id: "usr_rank_mb_ev", branch: "marinha", rank: "soldado-variavel", after: "marinheiro" },
  { id: "usr_rank_mb_ep", branch: "marinha", rank: "soldado-profissional", after: "marinheiro" },
  { id: "usr_rank_mb_ten", branch: "marinha", rank: "2-tenente", after: "2-tenente" },
  { id: "usr_rank_fab_ev", branch: "aeronautica", rank: "soldado-variavel", after: "soldado-2-classe" },
  { id: "usr_rank_fab_ep", branch: "aeronautica", rank: "soldado-profissional", after: "soldado-1-classe" },
  { id: "usr_rank_pm", branch: "pm", rank: "soldado-profissional", after: "soldado" },
  { id: "usr_rank_pm_cb", branch: "pm", rank: "cabo", after: "cabo" },
  { id: "usr_rank_bm", branch: "bombeiros", rank: "soldado-variavel", after: "soldado" },
  { id: "usr_rank_none", branch: null, rank: null, after: null },
] as const;

describe(`${TAG} on a database with profiles`, () => {
  let db: Db;

  upgradeWith(TAG, async (database) => {
    db = database;
    for (const p of PROFILES) {
      await db.execute(sql`
        INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
        VALUES (${p.id}, 'Militar', ${`${p.id}@example.com`}, true, now(), now())
      `);
      await db.execute(sql`
        INSERT INTO military_profiles (user_id, military_branch, rank, years_of_service, specialties)
        VALUES (${p.id}, ${p.branch}, ${p.rank}, 6, ARRAY['Logística'])
      `);
    }
  });

  it("gives each profile its força's own rank, keeps the rest, and leaves the situation unset", async () => {
    const { rows } = (await db.execute(
      sql`SELECT user_id, military_branch, rank, service_status, years_of_service, specialties FROM military_profiles ORDER BY user_id`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const byId = new Map(rows.map((r) => [r.user_id, r]));
    for (const p of PROFILES) {
      expect(byId.get(p.id)).toMatchObject({
        military_branch: p.branch,
        rank: p.after,
        service_status: null,
        years_of_service: 6,
        specialties: ["Logística"],
      });
    }
  });
});
