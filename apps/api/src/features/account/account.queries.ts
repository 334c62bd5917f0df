import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { profiles } from "../../db/schema/profiles";

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** Where the confirmation link should continue for this user, by role and plan. */
export async function findContinuePath(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ role: profiles.role, plan: companies.plan })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(companies, eq(companies.userId, users.id))
    // The sign-in e-mail: a company's contact e-mail (profiles.email) may differ from it.
    .where(eq(users.email, email));
  if (!row) return null;
  return row.role === "empresa" ? `/empresa/checkout?plan=${row.plan ?? "parceiro"}` : "/app";
}
