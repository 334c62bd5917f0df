// The console's view of companies: search, the detail an operator decides on (plan, payments,
// usage, team, contract, suspension) and the two decisions, each in one transaction with its audit
// entry.
import { isLiveSubscription } from "@pm/shared/billing";
import type { PageCursor } from "@pm/shared/cursor";
import { seatLimitOf } from "@pm/shared/members";
import type { EnterpriseContractInput } from "@pm/shared/operations.console";
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { afterCursor, exactInstant } from "../../db/keyset";
import { users } from "../../db/schema/auth";
import { companies, enterpriseContracts } from "../../db/schema/companies";
import { payments, subscriptions } from "../../db/schema/payments";
import { profiles } from "../../db/schema/profiles";
import { containsPattern } from "../../db/text-search";
import { countSeatsUsed } from "../../entitlements/seats.queries";
import { countActiveJobs } from "../../entitlements/usage.queries";
import type { SessionUser } from "../../http/context";
import { listInvitations, listMembers } from "../members/members.public";
import { recordAudit } from "./operations.audit.queries";

export const COMPANIES_PAGE_SIZE = 25;

/** Companies by a piece of the name, of the CNPJ (digits) or of the owner's e-mail; newest first. */
export function searchCompanies(db: Db, q: string | undefined, cursor: PageCursor | null) {
  const digits = q?.replace(/\D/g, "") ?? "";
  return db
    .select({
      id: companies.id,
      name: companies.name,
      cnpj: companies.cnpj,
      email: users.email,
      plan: companies.plan,
      paymentStatus: companies.paymentStatus,
      suspendedAt: companies.suspendedAt,
      createdAt: companies.createdAt,
      cursorAt: exactInstant(companies.createdAt),
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(
      and(
        q
          ? or(
              ilike(companies.name, containsPattern(q)),
              ilike(users.email, containsPattern(q)),
              digits.length >= 3
                ? sql`regexp_replace(${companies.cnpj}, '\\D', '', 'g') LIKE ${`%${digits}%`}`
                : undefined,
            )
          : undefined,
        cursor ? afterCursor(companies.createdAt, companies.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(COMPANIES_PAGE_SIZE + 1);
}

/** Everything the console shows about one company, or null. */
export async function companyDetail(db: Db, companyId: string, now = new Date()) {
  const [row] = await db
    .select({
      company: companies,
      email: users.email,
      emailVerified: users.emailVerified,
      ownerName: profiles.fullName,
      contract: enterpriseContracts,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(enterpriseContracts, eq(enterpriseContracts.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) return null;
  const [paymentRows, subscriptionRows, activeJobs, usage, members, invitations, seatsUsed] = await Promise.all([
    db
      .select({
        id: payments.id,
        plan: payments.plan,
        amountCents: payments.amountCents,
        status: payments.status,
        description: payments.description,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.companyId, companyId))
      .orderBy(desc(payments.createdAt))
      .limit(20),
    db
      .select({
        id: subscriptions.id,
        plan: subscriptions.plan,
        status: subscriptions.status,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
      })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, companyId))
      .orderBy(desc(subscriptions.createdAt))
      .limit(5),
    countActiveJobs(db, companyId),
    db.execute(sql`select
        (select count(*)::int from jobs where company_id = ${companyId}) as jobs,
        (select count(*)::int from job_applications a join jobs j on j.id = a.job_id where j.company_id = ${companyId}) as applications,
        (select count(*)::int from benefit_offers where company_id = ${companyId}) as offers`),
    // Nobody in the team is the operator reading it.
    listMembers(db, companyId, ""),
    listInvitations(db, companyId, now),
    countSeatsUsed(db, companyId),
  ]);
  const counts = (usage as unknown as { rows: { jobs: number; applications: number; offers: number }[] }).rows[0];
  const { company } = row;
  return {
    company: {
      id: company.id,
      name: company.name,
      cnpj: company.cnpj,
      city: company.city,
      state: company.state,
      plan: company.plan,
      jobLimit: company.jobLimit,
      paymentStatus: company.paymentStatus,
      suspendedAt: company.suspendedAt,
      suspensionReason: company.suspensionReason,
      createdAt: company.createdAt,
    },
    owner: { email: row.email, emailVerified: row.emailVerified, fullName: row.ownerName },
    contract: row.contract
      ? {
          jobLimit: row.contract.jobLimit,
          seatLimit: row.contract.seatLimit,
          priceNote: row.contract.priceNote,
          startsOn: row.contract.startsOn,
          endsOn: row.contract.endsOn,
          supportManagerId: row.contract.supportManagerId,
        }
      : null,
    usage: {
      activeJobs,
      jobs: counts?.jobs ?? 0,
      applications: counts?.applications ?? 0,
      offers: counts?.offers ?? 0,
    },
    team: {
      members,
      invitations,
      seats: { used: seatsUsed, limit: seatLimitOf(company.plan, row.contract?.seatLimit ?? null) },
    },
    payments: paymentRows,
    subscriptions: subscriptionRows,
  };
}

export type CompanyDetail = NonNullable<Awaited<ReturnType<typeof companyDetail>>>;

/** The company row locked for a decision, with the fields the audit keeps. */
async function lockCompany(tx: Tx, companyId: string) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
  return company ?? null;
}

const planState = (c: typeof companies.$inferSelect) => ({
  plan: c.plan,
  jobLimit: c.jobLimit,
  paymentStatus: c.paymentStatus,
});

export type ContractRefusal = "missing" | "subscription" | "manager";

/**
 * Sets (or changes) a company's Enterprise contract: the company becomes Enterprise, paid, with
 * the contract's job cap and team seats. Refused while a subscription that renews still charges the company
 * (its owner cancels the renewal first, or it would go on paying for the old plan).
 */
export async function setEnterpriseContract(
  db: Db,
  actor: Pick<SessionUser, "id" | "email">,
  companyId: string,
  input: EnterpriseContractInput,
): Promise<ContractRefusal | "ok"> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) return "missing";
    const renewing = await tx
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.cancelAtPeriodEnd, false)));
    if (renewing.some((s) => isLiveSubscription(s.status))) return "subscription";
    const [previous] = await tx.select().from(enterpriseContracts).where(eq(enterpriseContracts.companyId, companyId));
    if (input.supportManagerId && !(await isOperatorId(tx, input.supportManagerId))) return "manager";
    const values = {
      ...input,
      supportManagerId:
        input.supportManagerId === undefined ? (previous?.supportManagerId ?? null) : input.supportManagerId,
      updatedAt: new Date(),
    };
    await tx
      .insert(enterpriseContracts)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: enterpriseContracts.companyId, set: values });
    await tx
      .update(companies)
      .set({ plan: "enterprise", jobLimit: input.jobLimit, paymentStatus: "completed", updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    await recordAudit(tx, actor, {
      action: "company.contract.set",
      targetType: "company",
      targetId: companyId,
      before: { ...planState(company), contract: previous ? contractState(previous) : null },
      after: {
        plan: "enterprise",
        jobLimit: input.jobLimit,
        paymentStatus: "completed",
        contract: contractState({ ...values, companyId, createdAt: values.updatedAt }),
      },
    });
    return "ok";
  });
}

const contractState = (c: typeof enterpriseContracts.$inferSelect) => ({
  jobLimit: c.jobLimit,
  seatLimit: c.seatLimit,
  priceNote: c.priceNote,
  startsOn: c.startsOn,
  endsOn: c.endsOn,
  supportManagerId: c.supportManagerId,
});

/** Whether `userId` is an operator: only one may be a contract's dedicated support manager. */
async function isOperatorId(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.role, "operador")));
  return row !== undefined;
}

/** Ends a company's contract: without a plan paid for, it goes back to choosing one. */
export async function endEnterpriseContract(
  db: Db,
  actor: Pick<SessionUser, "id" | "email">,
  companyId: string,
  reason: string,
) {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) return "missing" as const;
    const [contract] = await tx
      .delete(enterpriseContracts)
      .where(eq(enterpriseContracts.companyId, companyId))
      .returning();
    if (!contract) return "none" as const;
    await tx
      .update(companies)
      .set({ paymentStatus: "canceled", updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    await recordAudit(tx, actor, {
      action: "company.contract.end",
      targetType: "company",
      targetId: companyId,
      before: { ...planState(company), contract: contractState(contract) },
      after: { ...planState(company), paymentStatus: "canceled", contract: null },
      reason,
    });
    return "ok" as const;
  });
}

/** Suspends or reinstates a company; its jobs and offers leave (or return to) the militares' screens. */
export async function setSuspension(db: Db, actor: SessionUser, companyId: string, reason: string, suspend: boolean) {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) return "missing" as const;
    if (suspend === (company.suspendedAt !== null)) return "unchanged" as const;
    const after = suspend
      ? { suspendedAt: new Date(), suspensionReason: reason }
      : { suspendedAt: null, suspensionReason: null };
    await tx
      .update(companies)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    await recordAudit(tx, actor, {
      action: suspend ? "company.suspend" : "company.reinstate",
      targetType: "company",
      targetId: companyId,
      before: { suspendedAt: company.suspendedAt, suspensionReason: company.suspensionReason },
      after,
      reason,
    });
    return "ok" as const;
  });
}

/** Who the audit names when the platform itself acts (a contract reaching its end date). */
export const SYSTEM_ACTOR = { id: "sistema", email: "sistema@proximamissao" };

/**
 * Ends the contracts whose last day (`endsOn`) is before `today` (Brazil's day): the company goes
 * back to choosing a plan, as when an operator ends one. Returns how many ended.
 */
export async function expireContracts(db: Db, today: string) {
  const due = await db
    .select({ companyId: enterpriseContracts.companyId })
    .from(enterpriseContracts)
    .where(sql`${enterpriseContracts.endsOn} < ${today}`);
  let ended = 0;
  for (const { companyId } of due) {
    const result = await endEnterpriseContract(
      db,
      SYSTEM_ACTOR,
      companyId,
      `Contrato encerrado no fim da vigência (${today}).`,
    );
    if (result === "ok") ended++;
  }
  return ended;
}
