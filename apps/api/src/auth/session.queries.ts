import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { sessions, users, verifications } from "../db/schema/auth";
import { companies } from "../db/schema/companies";
import { companyMembers } from "../db/schema/members";
import { militaryProfiles } from "../db/schema/military";
import { profiles } from "../db/schema/profiles";

/** A company row, as the session carries it to the company workspace routes and billing. */
export type Company = typeof companies.$inferSelect;

/** The authenticated user view: id, e-mail, profile, and the company or military profile of the role. */
export async function loadMe(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, twoFactorEnabled: users.twoFactorEnabled, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  if (row.profile.role === "empresa") {
    // The company is the one whose team he is in (decision 035): none once he was removed.
    const [member] = await db
      .select({ company: companies, role: companyMembers.role })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId));
    return { ...row, company: member?.company ?? null, companyRole: member?.role ?? null, militaryProfile: null };
  }
  if (row.profile.role === "operador") return { ...row, company: null, companyRole: null, militaryProfile: null };
  const [militaryProfile] = await db.select().from(militaryProfiles).where(eq(militaryProfiles.userId, userId));
  return { ...row, company: null, companyRole: null, militaryProfile: militaryProfile ?? null };
}

export type Me = NonNullable<Awaited<ReturnType<typeof loadMe>>>;

const sessionContextQuery = preparedPerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      role: profiles.role,
      fullName: profiles.fullName,
      twoFactorEnabled: users.twoFactorEnabled,
      company: companies,
      companyRole: companyMembers.role,
      onboardedAt: militaryProfiles.completedAt,
      militaryPlan: militaryProfiles.plan,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(militaryProfiles, eq(militaryProfiles.userId, users.id))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("session_context"),
);

/**
 * Everything a guarded request needs about its caller, in one statement: the session, the user,
 * the profile, for a company member the company and his role in its team, and for a militar when onboarding was completed and his plan. The
 * guards used to make five round trips. The statement is prepared once per database: every
 * guarded request runs it.
 */
export async function loadSessionContext(db: Db, token: string) {
  const [row] = await sessionContextQuery(db).execute({ token });
  return row ?? null;
}

/** The account a second-factor challenge (better-auth's verification row) is for, while it lasts. */
export async function loadTwoFactorChallenge(db: Db, challengeId: string, now = new Date()) {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, challengeId), gt(verifications.expiresAt, now)));
  return row ?? null;
}
