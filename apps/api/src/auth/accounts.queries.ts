import { randomUUID } from "node:crypto";
import type { CompanyPlanId, MilitaryPlanId } from "@pm/shared/billing";
import { COMPANY_PLANS } from "@pm/shared/billing";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts, users } from "../db/schema/auth";
import { companies } from "../db/schema/companies";
import { jobs } from "../db/schema/jobs";
import { militaryProfiles } from "../db/schema/military";
import { profiles } from "../db/schema/profiles";

export type NewAccount = {
  fullName: string;
  email: string;
  passwordHash: string;
  /** When the sign-up form (which states the acceptance) was sent. */
  termsAcceptedAt: Date;
} & (
  | {
      role: "militar";
      plan: MilitaryPlanId;
      /** The job he chose on its public page before signing up, if any. */
      wantedJobId?: string | null;
    }
  | { role: "empresa"; plan: CompanyPlanId; companyName: string; city: string | null }
);

interface Person {
  fullName: string;
  email: string;
  passwordHash: string;
  termsAcceptedAt: Date;
  role: "militar" | "empresa";
  /** Whether the address is proven already (an invitation's link reached it). */
  emailVerified?: boolean;
}

/** The user, its credential and its profile. */
async function insertPerson(tx: Db, userId: string, input: Person) {
  await tx
    .insert(users)
    .values({ id: userId, name: input.fullName, email: input.email, emailVerified: input.emailVerified ?? false });
  await tx.insert(accounts).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: input.passwordHash,
  });
  await tx.insert(profiles).values({
    id: userId,
    fullName: input.fullName,
    email: input.email,
    role: input.role,
    termsAcceptedAt: input.termsAcceptedAt,
  });
}

/**
 * An empresa account that joins a company's team rather than signing one up: no company of its
 * own, its address proven by the invitation. In the caller's transaction, which adds the membership.
 */
export async function insertTeamAccount(
  tx: Db,
  input: Omit<Person, "role" | "emailVerified">,
): Promise<{ userId: string }> {
  const userId = randomUUID();
  await insertPerson(tx, userId, { ...input, role: "empresa", emailVerified: true });
  return { userId };
}

/** Creates the user, its credential, its profile and its company or military profile, all or nothing. */
export async function insertAccount(db: Db, input: NewAccount): Promise<{ userId: string }> {
  const userId = randomUUID();
  await db.transaction(async (tx) => {
    await insertPerson(tx, userId, input);
    if (input.role === "empresa") {
      await tx.insert(companies).values({
        userId,
        name: input.companyName,
        city: input.city,
        plan: input.plan,
        jobLimit: COMPANY_PLANS[input.plan].jobLimit,
        paymentStatus: "pending",
        partnerJoinedAt: input.plan === "parceiro" ? new Date() : null,
      });
    } else {
      // Kept only while the job exists: an address naming no job (or one deleted since) must not
      // cost the visitor his account.
      const wantedJobId = input.wantedJobId
        ? sql`(${tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, input.wantedJobId))})`
        : null;
      await tx.insert(militaryProfiles).values({ userId, plan: input.plan, wantedJobId });
    }
  });
  return { userId };
}
