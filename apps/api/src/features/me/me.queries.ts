import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";

/** The authenticated user view: id, e-mail, profile, and the company or military profile of the role. */
export async function loadMe(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  if (row.profile.role === "empresa") {
    const [company] = await db.select().from(companies).where(eq(companies.userId, userId));
    return { ...row, company: company ?? null, militaryProfile: null };
  }
  const [militaryProfile] = await db.select().from(militaryProfiles).where(eq(militaryProfiles.userId, userId));
  return { ...row, company: null, militaryProfile: militaryProfile ?? null };
}

export type Me = NonNullable<Awaited<ReturnType<typeof loadMe>>>;
