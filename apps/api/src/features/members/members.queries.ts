// A company's team: its members, its invitations, and the changes an Administrador makes. Every
// change locks the company's row first, so two at once take turns: the seats and the "at least one
// Administrador" rule are checked on what the other one left, never on a stale count.
import type { CompanyRole, TeamInvitation, TeamMember } from "@pm/shared/members";
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { insertTeamAccount } from "../../auth/accounts.queries";
import type { Db, Tx } from "../../db/client";
import { sessions, users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { jobs } from "../../db/schema/jobs";
import { companyInvitations, companyMembers } from "../../db/schema/members";
import { profiles } from "../../db/schema/profiles";
import { jobResponsibles } from "../../db/schema/teamwork";
import { countSeatsUsed, seatLimitFor } from "../../entitlements/seats.queries";

/** Takes the company's row for the transaction: the team's changes run one at a time. */
async function lockCompany(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ id: companies.id, plan: companies.plan, name: companies.name, holderId: companies.userId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("no key update");
  return row ?? null;
}

/** The team page's members, Administradores first, then by name. */
export async function listMembers(db: Db, companyId: string, callerId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      userId: companyMembers.userId,
      fullName: profiles.fullName,
      email: users.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
      lastSignInAt: companyMembers.lastSignInAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(profiles, eq(profiles.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.role), asc(profiles.fullName), asc(companyMembers.userId));
  return rows.map((r) => ({
    ...r,
    joinedAt: r.joinedAt.toISOString(),
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    isYou: r.userId === callerId,
  }));
}

/** The pending invitations, newest first; an expired one stays until resent or revoked. */
export async function listInvitations(db: Db, companyId: string, now: Date): Promise<TeamInvitation[]> {
  const rows = await db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      role: companyInvitations.role,
      invitedBy: profiles.fullName,
      sentAt: companyInvitations.sentAt,
      expiresAt: companyInvitations.expiresAt,
    })
    .from(companyInvitations)
    .leftJoin(profiles, eq(profiles.id, companyInvitations.invitedBy))
    .where(pendingOf(companyId))
    .orderBy(desc(companyInvitations.sentAt), asc(companyInvitations.id));
  return rows.map((r) => ({
    ...r,
    sentAt: r.sentAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    expired: r.expiresAt <= now,
  }));
}

const pendingOf = (companyId: string) =>
  and(
    eq(companyInvitations.companyId, companyId),
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.revokedAt),
  );

export async function seatsOf(db: Db, companyId: string, plan: Parameters<typeof seatLimitFor>[2]) {
  const [used, limit] = await Promise.all([countSeatsUsed(db, companyId), seatLimitFor(db, companyId, plan)]);
  return { used, limit };
}

export type InviteResult =
  | { kind: "invited"; id: string; companyName: string }
  | { kind: "member" }
  | { kind: "pending" }
  | { kind: "seats"; limit: number; plan: string };

/** A new invitation, if the address is neither in the team nor invited, and a seat is free. */
export async function insertInvitation(
  db: Db,
  input: { companyId: string; email: string; role: CompanyRole; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<InviteResult> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, input.companyId);
    if (!company) throw new Error(`company ${input.companyId} vanished while inviting`);
    const [member] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, input.companyId), eq(users.email, input.email)));
    if (member) return { kind: "member" };
    const [pending] = await tx
      .select({ id: companyInvitations.id })
      .from(companyInvitations)
      .where(and(pendingOf(input.companyId), eq(companyInvitations.email, input.email)));
    if (pending) return { kind: "pending" };
    const limit = await seatLimitFor(tx, input.companyId, company.plan);
    if (limit !== null && (await countSeatsUsed(tx, input.companyId)) >= limit) {
      return { kind: "seats", limit, plan: company.plan };
    }
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: input.companyId,
        email: input.email,
        role: input.role,
        tokenHash: input.tokenHash,
        invitedBy: input.invitedBy,
        expiresAt: input.expiresAt,
      })
      .returning({ id: companyInvitations.id });
    if (!row) throw new Error("invitation insert returned nothing");
    return { kind: "invited", id: row.id, companyName: company.name };
  });
}

/** A pending invitation sent again: a new secret and 7 more days. Null when it is not pending. */
export async function renewInvitation(
  db: Db,
  companyId: string,
  id: string,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
) {
  const [row] = await db
    .update(companyInvitations)
    .set({ tokenHash, sentAt: now, expiresAt })
    .where(and(pendingOf(companyId), eq(companyInvitations.id, id)))
    .returning({ email: companyInvitations.email, role: companyInvitations.role });
  return row ?? null;
}

/** Revokes a pending invitation; false when there is none of that id in the company. */
export async function revokeInvitation(db: Db, companyId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(companyInvitations)
    .set({ revokedAt: now })
    .where(and(pendingOf(companyId), eq(companyInvitations.id, id)))
    .returning({ id: companyInvitations.id });
  return rows.length > 0;
}

export async function companyName(db: Db, companyId: string): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? "";
}

export type TeamChange = { kind: "done"; fullName: string } | { kind: "missing" } | { kind: "last_admin" };

/**
 * The account the company's billing and owner e-mails go to (`companies.user_id`) is always an
 * Administrador: when the one holding it stops being one, another takes it (the oldest).
 */
async function keepHolderAnAdministrador(tx: Tx, companyId: string, holderId: string) {
  const [holder] = await tx
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, holderId)));
  if (holder?.role === "administrador") return;
  const [next] = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "administrador")))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId))
    .limit(1);
  if (next) await tx.update(companies).set({ userId: next.userId }).where(eq(companies.id, companyId));
}

/** A member who no longer hires (removed, or now the cashier) is responsible for none of its jobs. */
async function releaseJobs(tx: Tx, companyId: string, userId: string) {
  await tx
    .delete(jobResponsibles)
    .where(
      and(
        eq(jobResponsibles.userId, userId),
        inArray(jobResponsibles.jobId, tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId))),
      ),
    );
}

/** Whether, without `userId`, the company still has an Administrador. */
async function anotherAdministrador(tx: Tx, companyId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.role, "administrador"),
        ne(companyMembers.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function memberOf(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select({ role: companyMembers.role, fullName: profiles.fullName })
    .from(companyMembers)
    .innerJoin(profiles, eq(profiles.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row ?? null;
}

/** Gives a member another role; the last Administrador keeps his. */
export async function changeMemberRole(
  db: Db,
  companyId: string,
  userId: string,
  role: CompanyRole,
): Promise<TeamChange> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    const member = company ? await memberOf(tx, companyId, userId) : null;
    if (!company || !member) return { kind: "missing" };
    if (
      member.role === "administrador" &&
      role !== "administrador" &&
      !(await anotherAdministrador(tx, companyId, userId))
    ) {
      return { kind: "last_admin" };
    }
    await tx
      .update(companyMembers)
      .set({ role })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    if (role === "caixa") await releaseJobs(tx, companyId, userId);
    await keepHolderAnAdministrador(tx, companyId, company.holderId);
    return { kind: "done", fullName: member.fullName };
  });
}

/**
 * Takes a member out of the team and ends his sessions at once. His account stays, and with it
 * his name on what he wrote; the last Administrador cannot be removed.
 */
export async function removeMember(db: Db, companyId: string, userId: string): Promise<TeamChange> {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    const member = company ? await memberOf(tx, companyId, userId) : null;
    if (!company || !member) return { kind: "missing" };
    if (member.role === "administrador" && !(await anotherAdministrador(tx, companyId, userId))) {
      return { kind: "last_admin" };
    }
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await releaseJobs(tx, companyId, userId);
    await keepHolderAnAdministrador(tx, companyId, company.holderId);
    return { kind: "done", fullName: member.fullName };
  });
}

/** An invitation by its secret's hash, with its company's name and who sent it. */
export async function findInvitation(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: companyInvitations.id,
      companyId: companyInvitations.companyId,
      companyName: companies.name,
      email: companyInvitations.email,
      role: companyInvitations.role,
      invitedBy: profiles.fullName,
      expiresAt: companyInvitations.expiresAt,
      acceptedAt: companyInvitations.acceptedAt,
      revokedAt: companyInvitations.revokedAt,
      hasAccount: sql<boolean>`EXISTS (SELECT 1 FROM ${users} WHERE ${users.email} = ${companyInvitations.email})`,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(profiles, eq(profiles.id, companyInvitations.invitedBy))
    .where(eq(companyInvitations.tokenHash, tokenHash));
  return row ?? null;
}

export type InvitationRefusal = "missing" | "revoked" | "accepted" | "expired";

/**
 * Takes the invitation for the transaction and says why it cannot be accepted, if it cannot.
 * Two acceptances of one link take turns: the second finds it accepted.
 */
async function lockInvitation(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .select({
      id: companyInvitations.id,
      companyId: companyInvitations.companyId,
      email: companyInvitations.email,
      role: companyInvitations.role,
      expiresAt: companyInvitations.expiresAt,
      acceptedAt: companyInvitations.acceptedAt,
      revokedAt: companyInvitations.revokedAt,
    })
    .from(companyInvitations)
    .where(eq(companyInvitations.tokenHash, tokenHash))
    .for("update");
  if (!row) return { refusal: "missing" as const };
  if (row.revokedAt) return { refusal: "revoked" as const };
  if (row.acceptedAt) return { refusal: "accepted" as const };
  if (row.expiresAt <= now) return { refusal: "expired" as const };
  return { invitation: row };
}

async function join(
  tx: Tx,
  invitation: { id: string; companyId: string; role: CompanyRole },
  userId: string,
  now: Date,
) {
  await tx.insert(companyMembers).values({ companyId: invitation.companyId, userId, role: invitation.role });
  await tx
    .update(companyInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(companyInvitations.id, invitation.id));
}

export type AcceptResult =
  | { kind: "joined"; companyId: string }
  | { kind: "refused"; refusal: InvitationRefusal }
  | { kind: "other_email"; email: string }
  | { kind: "militar" }
  | { kind: "operator" }
  | { kind: "other_company" }
  | { kind: "same_company" };

/** A signed-in account accepts: its address must be the invitation's, and it may be in no team. */
export async function acceptInvitation(
  db: Db,
  tokenHash: string,
  caller: { id: string; email: string; role: string },
  now: Date,
): Promise<AcceptResult> {
  return db.transaction(async (tx) => {
    const locked = await lockInvitation(tx, tokenHash, now);
    if (!locked.invitation) return { kind: "refused", refusal: locked.refusal };
    const { invitation } = locked;
    if (invitation.email !== caller.email.toLowerCase()) return { kind: "other_email", email: invitation.email };
    if (caller.role === "militar") return { kind: "militar" };
    if (caller.role !== "empresa") return { kind: "operator" };
    const [current] = await tx
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, caller.id))
      .for("update");
    if (current) return { kind: current.companyId === invitation.companyId ? "same_company" : "other_company" };
    await join(tx, invitation, caller.id, now);
    return { kind: "joined", companyId: invitation.companyId };
  });
}

export type SignUpResult =
  | { kind: "joined"; email: string }
  | { kind: "refused"; refusal: InvitationRefusal }
  | { kind: "has_account" };

/** A newcomer signs up through the invitation: his account and his membership, all or nothing. */
export async function signUpThroughInvitation(
  db: Db,
  tokenHash: string,
  input: { fullName: string; passwordHash: string },
  now: Date,
): Promise<SignUpResult> {
  return db.transaction(async (tx) => {
    const locked = await lockInvitation(tx, tokenHash, now);
    if (!locked.invitation) return { kind: "refused", refusal: locked.refusal };
    const { invitation } = locked;
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
    if (existing) return { kind: "has_account" };
    const { userId } = await insertTeamAccount(tx, {
      fullName: input.fullName,
      email: invitation.email,
      passwordHash: input.passwordHash,
      termsAcceptedAt: now,
    });
    await join(tx, invitation, userId, now);
    return { kind: "joined", email: invitation.email };
  });
}
