// A company's team: invitations and their seats, joining through the e-mail's link (new account or
// signed in), what each refusal says, role changes and removals under the "at least one
// Administrador" rule, and the sessions a removal ends.

import { accountSettingsMessages } from "@pm/shared/account.settings";
import { ERROR_MESSAGES } from "@pm/shared/errors";
import { memberMessages } from "@pm/shared/members";
import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, invitationToken, paidCompany, teamMember } from "../../../test/factories";
import { createTestApp, DEFAULT_PASSWORD, type TestApp, type TestUser, uniqueEmail } from "../../../test/harness";
import { itOnPostgres } from "../../../test/test-database";
import { users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { companyInvitations, companyMembers } from "../../db/schema/members";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface TeamBody {
  members: {
    userId: string;
    fullName: string;
    email: string;
    role: string;
    isYou: boolean;
    lastSignInAt: string | null;
  }[];
  invitations: { id: string; email: string; role: string; expired: boolean; invitedBy: string | null }[];
  seats: { used: number; limit: number | null };
}

async function team(admin: TestUser): Promise<TeamBody> {
  const res = await admin.client.get("/api/company/team");
  expect(res.status).toBe(200);
  return res.body as TeamBody;
}

const invite = (admin: TestUser, email: string, role = "recrutador") =>
  admin.client.post("/api/company/team/invitations", { email, role });

const signUpWith = (token: string, fullName = "Paula Pereira") =>
  t.client().post(`/api/team-invitations/${token}/sign-up`, {
    fullName,
    password: DEFAULT_PASSWORD,
    confirmPassword: DEFAULT_PASSWORD,
  });

async function pendingCount(companyId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    );
  return row?.n ?? 0;
}

describe("the team and its invitations", () => {
  it("makes the account that signed the company up its first Administrador", async () => {
    const { user } = await paidCompany(t, { fullName: "Marta Fundadora" });
    const body = await team(user);
    expect(body.members).toEqual([
      expect.objectContaining({ fullName: "Marta Fundadora", email: user.email, role: "administrador", isYou: true }),
    ]);
    expect(body.members[0]?.lastSignInAt).not.toBeNull();
    expect(body.seats).toEqual({ used: 1, limit: 2 });
  });

  it("invites by e-mail: the e-mail carries a link valid 7 days, and the invitation takes a seat", async () => {
    const { user } = await paidCompany(t, { plan: "plus", name: "Transportes Aurora", fullName: "Marta Fundadora" });
    const email = uniqueEmail("convite");
    const res = await invite(user, email.toUpperCase());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: memberMessages.invited(email) });
    const [mail] = await t.readOutbox(email);
    expect(mail?.subject).toBe("Convite para a equipe de Transportes Aurora");
    expect(mail?.text).toContain("Marta Fundadora convidou você para a equipe de Transportes Aurora");
    expect(mail?.text).toContain("como Recrutador");
    const body = await team(user);
    expect(body.invitations).toEqual([
      expect.objectContaining({ email, role: "recrutador", expired: false, invitedBy: "Marta Fundadora" }),
    ]);
    expect(body.seats).toEqual({ used: 2, limit: 5 });
    const view = await t.client().get(`/api/team-invitations/${await invitationToken(t, email)}`);
    expect(view.body).toMatchObject({
      companyName: "Transportes Aurora",
      email,
      role: "recrutador",
      hasAccount: false,
    });
    const days = (new Date((view.body as { expiresAt: string }).expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("refuses an invalid address, a role outside the list, a member's address and a second invitation", async () => {
    const { user, company } = await paidCompany(t, { plan: "plus" });
    const invalid = await invite(user, "nao-e-email");
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ error: { message: memberMessages.emailInvalid } });
    const role = await invite(user, uniqueEmail(), "gerente");
    expect(role.status).toBe(422);
    expect(role.body).toMatchObject({ error: { message: memberMessages.roleRequired } });
    const own = await invite(user, user.email);
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ error: { message: memberMessages.alreadyMember } });
    const email = uniqueEmail();
    expect((await invite(user, email)).status).toBe(201);
    const again = await invite(user, email, "caixa");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: memberMessages.alreadyInvited } });
    expect(await pendingCount(company.id)).toBe(1);
  });

  it("counts pending invitations against the plan's seats", async () => {
    const { user, company } = await paidCompany(t);
    expect((await invite(user, uniqueEmail())).status).toBe(201);
    const over = await invite(user, uniqueEmail());
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ error: { message: memberMessages.seatLimit(2, "Parceiro") } });
    expect(await pendingCount(company.id)).toBe(1);
  });

  it("gives 20 invitations sent at once exactly the seats that are free", async () => {
    const { user, company } = await paidCompany(t, { plan: "plus" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        user.client.clone().post("/api/company/team/invitations", {
          email: uniqueEmail(`vaga${i}`),
          role: "recrutador",
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(4);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(16);
    expect(await pendingCount(company.id)).toBe(4);
    expect((await team(user)).seats).toEqual({ used: 5, limit: 5 });
  });

  it("follows an Enterprise contract's seats, and none set is no limit", async () => {
    const { user, company } = await paidCompany(t);
    await t.db.update(companies).set({ plan: "enterprise", jobLimit: null }).where(eq(companies.id, company.id));
    expect((await team(user)).seats).toEqual({ used: 1, limit: null });
  });

  it("sends a pending invitation again with a new link, and cancels one", async () => {
    const { user, company } = await paidCompany(t, { plan: "plus" });
    const email = uniqueEmail();
    await invite(user, email);
    const oldToken = await invitationToken(t, email);
    const [row] = await t.db.select().from(companyInvitations).where(eq(companyInvitations.companyId, company.id));
    if (!row) throw new Error("no invitation");
    await t.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, row.id));
    expect((await team(user)).invitations[0]?.expired).toBe(true);
    const resent = await user.client.post(`/api/company/team/invitations/${row.id}/resend`);
    expect(resent.body).toMatchObject({ message: memberMessages.resent(email) });
    const newToken = await invitationToken(t, email);
    expect(newToken).not.toBe(oldToken);
    expect((await t.client().get(`/api/team-invitations/${oldToken}`)).status).toBe(404);
    expect((await t.client().get(`/api/team-invitations/${newToken}`)).status).toBe(200);
    expect((await team(user)).invitations[0]?.expired).toBe(false);

    const revoked = await user.client.delete(`/api/company/team/invitations/${row.id}`);
    expect(revoked.body).toMatchObject({ message: memberMessages.revoked });
    const view = await t.client().get(`/api/team-invitations/${newToken}`);
    expect(view.status).toBe(400);
    expect(view.body).toMatchObject({ error: { message: memberMessages.invitationRevoked } });
    expect((await signUpWith(newToken)).body).toMatchObject({ error: { message: memberMessages.invitationRevoked } });
    expect((await team(user)).seats.used).toBe(1);
    expect((await user.client.delete(`/api/company/team/invitations/${row.id}`)).status).toBe(404);
  });

  it("keeps another company's invitations out of reach", async () => {
    const a = await paidCompany(t, { plan: "plus" });
    const b = await paidCompany(t, { plan: "plus" });
    await invite(a.user, uniqueEmail());
    const [row] = await t.db.select().from(companyInvitations).where(eq(companyInvitations.companyId, a.company.id));
    if (!row) throw new Error("no invitation");
    expect((await b.user.client.delete(`/api/company/team/invitations/${row.id}`)).status).toBe(404);
    expect((await b.user.client.post(`/api/company/team/invitations/${row.id}/resend`)).status).toBe(404);
    expect((await team(b.user)).invitations).toEqual([]);
    expect(await pendingCount(a.company.id)).toBe(1);
  });
});

describe("joining through an invitation", () => {
  it("signs a newcomer up, signed in, as a Recrutador who opens jobs but not the team page", async () => {
    const { user } = await paidCompany(t, { plan: "plus", name: "Transportes Aurora" });
    const email = uniqueEmail();
    await invite(user, email);
    const browser = t.client();
    const joined = await browser.post(`/api/team-invitations/${await invitationToken(t, email)}/sign-up`, {
      fullName: "Paula Pereira",
      password: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
    });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({
      me: { email, companyRole: "recrutador", company: { name: "Transportes Aurora" } },
      message: memberMessages.joined("Transportes Aurora"),
    });
    expect((await browser.get("/api/company/jobs")).status).toBe(200);
    const teamPage = await browser.get("/api/company/team");
    expect(teamPage.status).toBe(403);
    expect(teamPage.body).toMatchObject({ error: { code: "ROLE_REQUIRED", message: ERROR_MESSAGES.ROLE_REQUIRED } });
    const body = await team(user);
    expect(body.members.map((m) => m.role).sort()).toEqual(["administrador", "recrutador"]);
    expect(body.invitations).toEqual([]);
    expect(body.seats.used).toBe(2);
  });

  it("refuses a blank name or short password without creating anything", async () => {
    const { user } = await paidCompany(t, { plan: "plus" });
    const email = uniqueEmail();
    await invite(user, email);
    const token = await invitationToken(t, email);
    const res = await t.client().post(`/api/team-invitations/${token}/sign-up`, {
      fullName: " ",
      password: "123",
      confirmPassword: "123",
    });
    expect(res.status).toBe(422);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await t.client().get(`/api/team-invitations/${token}`)).status).toBe(200);
  });

  it("refuses an expired invitation, and an accepted one the second time", async () => {
    const { user, company } = await paidCompany(t, { plan: "plus" });
    const email = uniqueEmail();
    await invite(user, email);
    const token = await invitationToken(t, email);
    await t.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.companyId, company.id));
    const expired = await signUpWith(token);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ error: { message: memberMessages.invitationExpired } });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const other = uniqueEmail();
    await invite(user, other);
    const fresh = await invitationToken(t, other);
    const [first, second] = await Promise.all([signUpWith(fresh), signUpWith(fresh)]);
    expect([first?.status, second?.status].sort()).toEqual([201, 400]);
    expect([first?.body, second?.body]).toContainEqual({
      error: expect.objectContaining({ message: memberMessages.invitationAccepted }),
    });
  });

  it("lets a signed-in account of that address accept, and refuses another address, a militar and another company's member", async () => {
    const { user } = await paidCompany(t, { plan: "plus", name: "Transportes Aurora" });
    // A person removed from another team keeps an empresa account with no company: it may join.
    const { user: formerAdmin } = await paidCompany(t, { plan: "plus" });
    const former = await teamMember(t, formerAdmin, "recrutador");
    const formerId = former.userId;
    await formerAdmin.client.delete(`/api/company/team/members/${formerId}`);
    await invite(user, former.email);
    const token = await invitationToken(t, former.email);
    expect((await t.client().get(`/api/team-invitations/${token}`)).body).toMatchObject({ hasAccount: true });
    const hasAccount = await signUpWith(token);
    expect(hasAccount.status).toBe(409);
    expect(hasAccount.body).toMatchObject({ error: { message: memberMessages.invitationHasAccount } });

    const stranger = await paidCompany(t);
    const wrong = await stranger.user.client.post(`/api/team-invitations/${token}/accept`);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ error: { message: memberMessages.invitationOtherEmail(former.email) } });

    const signedIn = t.client();
    await t.signIn(former.email, DEFAULT_PASSWORD, signedIn);
    const accepted = await signedIn.post(`/api/team-invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ me: { companyRole: "recrutador", company: { name: "Transportes Aurora" } } });

    const militar = await completedMilitar(t);
    await invite(user, militar.email);
    const militarAnswer = await militar.client.post(
      `/api/team-invitations/${await invitationToken(t, militar.email)}/accept`,
    );
    expect(militarAnswer.status).toBe(403);
    expect(militarAnswer.body).toMatchObject({ error: { message: memberMessages.invitationMilitar } });

    await invite(user, stranger.user.email);
    const otherCompany = await stranger.user.client.post(
      `/api/team-invitations/${await invitationToken(t, stranger.user.email)}/accept`,
    );
    expect(otherCompany.status).toBe(409);
    expect(otherCompany.body).toMatchObject({ error: { message: memberMessages.invitationOtherCompany } });
    const members = await t.db.select().from(companyMembers).where(eq(companyMembers.userId, stranger.user.userId));
    expect(members).toHaveLength(1);
  });

  it("answers an unknown or malformed link as not found", async () => {
    const missing = await t.client().get(`/api/team-invitations/${"a".repeat(43)}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { message: memberMessages.invitationNotFound } });
    expect((await t.client().get("/api/team-invitations/curto")).status).toBe(404);
  });
});

describe("roles and removals", () => {
  it("changes roles, and never leaves the company without an Administrador", async () => {
    const { user: admin, company } = await paidCompany(t, { plan: "plus" });
    const recruiter = await teamMember(t, admin, "recrutador", "Renata Lima");
    const demoteSelf = await admin.client.patch(`/api/company/team/members/${admin.userId}`, { role: "recrutador" });
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body).toMatchObject({ error: { message: memberMessages.lastAdmin } });
    const removeSelf = await admin.client.delete(`/api/company/team/members/${admin.userId}`);
    expect(removeSelf.body).toMatchObject({ error: { message: memberMessages.lastAdmin } });

    const promoted = await admin.client.patch(`/api/company/team/members/${recruiter.userId}`, {
      role: "administrador",
    });
    expect(promoted.body).toMatchObject({ message: memberMessages.roleChanged("Renata Lima", "administrador") });
    expect((await recruiter.client.get("/api/company/team")).status).toBe(200);
    const wrongRole = await admin.client.patch(`/api/company/team/members/${recruiter.userId}`, { role: "dono" });
    expect(wrongRole.status).toBe(422);

    // The founder steps down: the company's billing e-mails go to the Administrador left.
    expect((await admin.client.patch(`/api/company/team/members/${admin.userId}`, { role: "recrutador" })).status).toBe(
      200,
    );
    const [row] = await t.db.select({ holder: companies.userId }).from(companies).where(eq(companies.id, company.id));
    expect(row?.holder).toBe(recruiter.userId);
    expect((await admin.client.get("/api/company/team")).status).toBe(403);
    expect((await admin.client.get("/api/billing/summary")).status).toBe(403);
  });

  it("removes a member: his sessions end at once, his account stays and joins no company", async () => {
    const { user: admin } = await paidCompany(t, { plan: "plus" });
    const cashier = await teamMember(t, admin, "caixa", "Bruno Souza");
    expect((await cashier.client.get("/api/me")).status).toBe(200);
    const removed = await admin.client.delete(`/api/company/team/members/${cashier.userId}`);
    expect(removed.body).toMatchObject({ message: memberMessages.removed("Bruno Souza") });
    expect((await cashier.client.get("/api/me")).status).toBe(401);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, cashier.userId))).toHaveLength(1);

    const again = t.client();
    await t.signIn(cashier.email, DEFAULT_PASSWORD, again);
    const till = await again.post("/api/company/benefits/validate/lookup", { code: "ABC-123" });
    expect(till.status).toBe(403);
    expect(till.body).toMatchObject({ error: { message: memberMessages.noTeam } });
    expect((await team(admin)).members.map((m) => m.userId)).toEqual([admin.userId]);
    expect((await admin.client.delete(`/api/company/team/members/${cashier.userId}`)).status).toBe(404);
  });

  it("lets a member delete his own account, and refuses the company's holder, who must hand the company over first", async () => {
    const { user: admin, company } = await paidCompany(t, { plan: "plus" });
    const second = await teamMember(t, admin, "administrador", "Paula Nogueira");
    const holderTries = await admin.client.request("DELETE", "/api/account", { password: DEFAULT_PASSWORD });
    expect(holderTries.status).toBe(403);
    expect(holderTries.body).toMatchObject({ error: { message: accountSettingsMessages.holderDeletionUnavailable } });
    expect(await t.db.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id))).toHaveLength(1);

    const wrongPassword = await second.client.request("DELETE", "/api/account", { password: "errada123" });
    expect(wrongPassword.status).toBe(422);
    const left = await second.client.request("DELETE", "/api/account", { password: DEFAULT_PASSWORD });
    expect(left.status).toBe(200);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, second.userId))).toEqual([]);
    expect((await team(admin)).members.map((m) => m.userId)).toEqual([admin.userId]);
    expect((await second.client.get("/api/me")).status).toBe(401);

    // Removed from the team by another Administrador, the former holder may go.
    const heir = await teamMember(t, admin, "administrador", "Otávio Prado");
    expect((await heir.client.delete(`/api/company/team/members/${admin.userId}`)).status).toBe(200);
    const [row] = await t.db.select({ holder: companies.userId }).from(companies).where(eq(companies.id, company.id));
    expect(row?.holder).toBe(heir.userId);
    const again = t.client();
    await t.signIn(admin.email, DEFAULT_PASSWORD, again);
    expect((await again.request("DELETE", "/api/account", { password: DEFAULT_PASSWORD })).status).toBe(200);
    expect(await t.db.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id))).toHaveLength(1);
  });

  it("refuses to touch another company's member", async () => {
    const a = await paidCompany(t, { plan: "plus" });
    const b = await paidCompany(t, { plan: "plus" });
    const member = await teamMember(t, a.user, "recrutador");
    expect((await b.user.client.delete(`/api/company/team/members/${member.userId}`)).status).toBe(404);
    expect(
      (await b.user.client.patch(`/api/company/team/members/${member.userId}`, { role: "administrador" })).status,
    ).toBe(404);
    expect((await member.client.get("/api/company/jobs")).status).toBe(200);
  });

  itOnPostgres("leaves one Administrador when two demote each other at once", async () => {
    for (let round = 0; round < 5; round++) {
      const { user: first, company } = await paidCompany(t, { plan: "plus" });
      const second = await teamMember(t, first, "administrador");
      await Promise.all([
        first.client.patch(`/api/company/team/members/${second.userId}`, { role: "recrutador" }),
        second.client.patch(`/api/company/team/members/${first.userId}`, { role: "recrutador" }),
      ]);
      const admins = await t.db
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.role, "administrador")));
      expect(admins).toHaveLength(1);
      const [row] = await t.db.select({ holder: companies.userId }).from(companies).where(eq(companies.id, company.id));
      expect(row?.holder).toBe(admins[0]?.userId);
    }
  });
});

describe("seats and the plan", () => {
  it("refuses a plan with fewer seats than the team uses, saying how many to remove", async () => {
    const { user } = await paidCompany(t, { plan: "pro" });
    for (let i = 0; i < 5; i++) expect((await invite(user, uniqueEmail())).status).toBe(201);
    const preview = await user.client.get("/api/billing/change-preview?plan=plus");
    expect(preview.body).toMatchObject({ seatsUsed: 6, seatLimit: 5, overSeats: true });
    const change = await user.client.post("/api/billing/change-plan", { plan: "plus" });
    expect(change.status).toBe(409);
    expect(change.body).toMatchObject({ error: { message: memberMessages.downgradeSeats("Plus", 5, 6) } });
    expect((await user.client.get("/api/billing/summary")).body).toMatchObject({
      plan: "pro",
      seats: { used: 6, limit: 15 },
    });
  });
});
