// The rows most suites start from: a paid company, a militar who finished onboarding, a job of a
// company and an application to it. Each factory takes the test app and returns what it made,
// signed in where there is a user; options override the pt-BR defaults.
import { randomUUID } from "node:crypto";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { PARTNER_OFFER } from "@pm/shared/benefits.fixtures";
import type { CompanyPlanId, MilitaryPlanId } from "@pm/shared/billing";
import { eq } from "drizzle-orm";
import { benefitOffers, benefitRedemptions } from "../src/db/schema/benefits";
import { companies } from "../src/db/schema/companies";
import { jobApplications, jobs } from "../src/db/schema/jobs";
import { militaryProfiles } from "../src/db/schema/military";
import { cityKey } from "../src/entitlements/offers.queries";
import { createOperator } from "../src/features/operations/operators.queries";
import { DEFAULT_PASSWORD, type TestApp, type TestUser, uniqueEmail } from "./harness";

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

export type OfferRow = typeof benefitOffers.$inferSelect;
export type OfferFields = Partial<Omit<typeof benefitOffers.$inferInsert, "companyId">>;

/** A partner's live coupon offer (20 % off, 10 % cashback) valid in Resende/RJ this whole year. */
export async function offer(t: TestApp, companyId: string, overrides: OfferFields = {}): Promise<OfferRow> {
  const cities = overrides.cities ?? [{ city: "Resende", state: "RJ" }];
  const [row] = await t.db
    .insert(benefitOffers)
    .values({
      companyId,
      ...PARTNER_OFFER,
      mode: "coupon",
      codePrefix: "SAUDE",
      startsOn: "2020-01-01",
      endsOn: "2099-12-31",
      ...overrides,
      cities,
      cityKeys: cities.map((c) => cityKey(c.city, c.state)),
    })
    .returning();
  if (!row) throw new Error("no offer");
  return row;
}

export type RedemptionRow = typeof benefitRedemptions.$inferSelect;
export type RedemptionFields = Pick<typeof benefitRedemptions.$inferInsert, "offerId" | "companyId" | "userId"> &
  Partial<typeof benefitRedemptions.$inferInsert>;

/** A FREE militar's redemption (5 % and 5 %), usable for 30 days, written straight to the table. */
export async function redemption(t: TestApp, fields: RedemptionFields): Promise<RedemptionRow> {
  const [row] = await t.db
    .insert(benefitRedemptions)
    .values({
      code: `TESTE-${randomUUID().slice(0, 8).toUpperCase()}`,
      plan: "FREE",
      discountPercent: 5,
      cashbackPercent: 5,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      ...fields,
    })
    .returning();
  if (!row) throw new Error("no redemption");
  return row;
}

/** The current 6-digit code of an authenticator app holding the otpauth:// URI's secret. */
export async function totpCode(totpURI: string): Promise<string> {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
}

export interface TestOperator {
  user: TestUser;
  /** The otpauth:// URI the enrollment showed (null when the operator has not enrolled). */
  totpURI: string | null;
  backupCodes: string[];
}

/**
 * An operator as `npm run operator:create` makes one: the password chosen through the one-time
 * link, signed in, and by default with an authenticator app confirmed.
 */
export async function operator(t: TestApp, options: { twoFactor?: boolean } = {}): Promise<TestOperator> {
  const email = uniqueEmail("operador");
  const password = "Operacao#2026";
  const created = await createOperator(t.db, email, "Olga Operadora");
  if (created.status === "taken") throw new Error("operator e-mail taken");
  const client = t.client();
  const reset = await client.request("POST", "/api/auth/reset-password", {
    token: created.token,
    password,
    confirmPassword: password,
  });
  if (reset.status !== 200) throw new Error(`password not set: ${reset.status} ${JSON.stringify(reset.body)}`);
  const signedIn = await t.signIn(email, password, client);
  if (signedIn.status !== 200) throw new Error(`operator sign-in failed: ${signedIn.status}`);
  const user = { email, password, userId: created.userId, client };
  if (options.twoFactor === false) return { user, totpURI: null, backupCodes: [] };
  const enabled = await client.request("POST", "/api/operations/two-factor/enable", { password });
  const { totpURI, backupCodes } = enabled.body as { totpURI: string; backupCodes: string[] };
  const confirmed = await client.request("POST", "/api/operations/two-factor/confirm", {
    code: await totpCode(totpURI),
  });
  if (confirmed.status !== 200) {
    throw new Error(`two-factor not confirmed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  }
  return { user, totpURI, backupCodes };
}

/** The secret of the newest team invitation e-mailed to `email` (its link's last segment). */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const link = await t.lastLink(email);
  const token = new URL(link).pathname.split("/").at(-1);
  if (!token) throw new Error(`no invitation link in ${link}`);
  return token;
}

/**
 * A member of the admin's company in `role`, the way a person joins: an Administrador invites the
 * address, the invited person signs up through the e-mail's link. Signed in.
 */
export async function teamMember(
  t: TestApp,
  admin: TestUser,
  role: "administrador" | "recrutador" | "caixa",
  fullName = role === "caixa" ? "Bruno do Caixa" : "Renata Recrutadora",
): Promise<TestUser> {
  const email = uniqueEmail(role);
  const invited = await admin.client.post("/api/company/team/invitations", { email, role });
  if (invited.status !== 201) throw new Error(`invitation failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const token = await invitationToken(t, email);
  const client = t.client();
  const joined = await client.post(`/api/team-invitations/${token}/sign-up`, {
    fullName,
    password: DEFAULT_PASSWORD,
    confirmPassword: DEFAULT_PASSWORD,
  });
  if (joined.status !== 201) throw new Error(`joining failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  return { email, password: DEFAULT_PASSWORD, userId: await t.userIdOf(email), client };
}
