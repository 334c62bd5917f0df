// The rows most suites start from: a paid company, a militar who finished onboarding, a job of a
// company and an application to it. Each factory takes the test app and returns what it made,
// signed in where there is a user; options override the pt-BR defaults.
import type { CompanyPlanId, MilitaryPlanId } from "@pm/shared/billing";
import { eq } from "drizzle-orm";
import { companies } from "../src/db/schema/companies";
import { jobApplications, jobs } from "../src/db/schema/jobs";
import { militaryProfiles } from "../src/db/schema/military";
import type { TestApp, TestUser } from "./harness";

export type CompanyRow = typeof companies.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type ApplicationRow = typeof jobApplications.$inferSelect;
export type ApplicationStatus = ApplicationRow["status"];

/** The companies row of a company user. */
export async function companyOf(t: TestApp, userId: string): Promise<CompanyRow> {
  const [row] = await t.db.select().from(companies).where(eq(companies.userId, userId));
  if (!row) throw new Error(`no company for user ${userId}`);
  return row;
}

export interface PaidCompanyOptions {
  /** Default "parceiro", the plan a sign-up without one gets. */
  plan?: CompanyPlanId;
  /** The company's name; default the sign-up's ("Logística Brasil Ltda"). */
  name?: string;
  /** The recruiter's name; default the sign-up's ("Carla Recrutadora"). */
  fullName?: string;
  /** Left empty unless given, as after a sign-up. */
  city?: string;
  state?: string;
}

/** A company that signed up and paid its plan, with a browser signed in as its user. */
export async function paidCompany(
  t: TestApp,
  options: PaidCompanyOptions = {},
): Promise<{ user: TestUser; company: CompanyRow }> {
  const { plan = "parceiro", name, fullName, city, state } = options;
  const user = await t.createUser({
    role: "empresa",
    plan,
    ...(name === undefined ? {} : { companyName: name }),
    ...(fullName === undefined ? {} : { fullName }),
  });
  await t.markCompanyPaid(user.userId);
  if (city !== undefined || state !== undefined) {
    await t.db.update(companies).set({ city, state }).where(eq(companies.userId, user.userId));
  }
  return { user, company: await companyOf(t, user.userId) };
}

/** What a militar answers in onboarding: the two required answers by default. */
export type MilitaryProfileFields = Partial<
  Omit<typeof militaryProfiles.$inferInsert, "userId" | "plan" | "completedAt" | "createdAt" | "updatedAt">
>;

export interface CompletedMilitarOptions {
  /** Default "FREE". */
  plan?: MilitaryPlanId;
  /** Default the sign-up's ("João da Silva"). */
  fullName?: string;
  /** Onboarding answers and preferences, over the defaults (Resende, RJ; Exército). */
  profile?: MilitaryProfileFields;
}

/** A militar who finished onboarding (the job board is open to them), with a browser signed in. */
export async function completedMilitar(t: TestApp, options: CompletedMilitarOptions = {}): Promise<TestUser> {
  const { plan = "FREE", fullName, profile = {} } = options;
  const user = await t.createUser({ role: "militar", ...(fullName === undefined ? {} : { fullName }) });
  await t.db
    .update(militaryProfiles)
    .set({
      city: "Resende",
      state: "RJ",
      militaryBranch: "exercito",
      ...profile,
      plan,
      completedAt: new Date(),
    })
    .where(eq(militaryProfiles.userId, user.userId));
  return user;
}

export type JobFields = Partial<Omit<typeof jobs.$inferInsert, "companyId">>;

/** A job of the company, active unless `active: false`. */
export async function job(t: TestApp, companyId: string, overrides: JobFields = {}): Promise<JobRow> {
  const [row] = await t.db
    .insert(jobs)
    .values({
      companyId,
      title: "Auxiliar Administrativo",
      city: "Campinas",
      regime: "CLT",
      description: "Rotinas administrativas do escritório.",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no job");
  return row;
}

export interface ApplicationOptions {
  userId: string;
  jobId: string;
  /** Default "pendente". Inserted as is: only a later change of status notifies the militar. */
  status?: ApplicationStatus;
  appliedAt?: Date;
}

/** A militar's application to a job, written straight to the table. */
export async function application(t: TestApp, options: ApplicationOptions): Promise<ApplicationRow> {
  const [row] = await t.db.insert(jobApplications).values(options).returning();
  if (!row) throw new Error("no application");
  return row;
}
