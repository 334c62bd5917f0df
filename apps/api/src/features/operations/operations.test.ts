// The operators' console through the API: only an operador with a confirmed authenticator app
// reaches it; his sign-in asks for the code; every action is in the audit log with its before and
// after; a company's page shows its team; an Enterprise contract sets the company's job cap and
// team seats; a suspension hides its jobs and offers.

import { TWO_FACTOR_REQUIRED_MESSAGE } from "@pm/shared/account";
import { COMPANY_PLANS } from "@pm/shared/billing";
import { publicJobPath } from "@pm/shared/job-links";
import { jobLimitReachedMessage } from "@pm/shared/jobs";
import { memberMessages } from "@pm/shared/members";
import { notificationText } from "@pm/shared/notifications";
import { operationsMessages } from "@pm/shared/operations";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companyOf,
  completedMilitar,
  job,
  offer,
  operator,
  paidCompany,
  redemption,
  type TestOperator,
  teamMember,
  totpCode,
} from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { companies, enterpriseContracts } from "../../db/schema/companies";
import { conversations, messages } from "../../db/schema/conversations";
import { companyInvitations, companyMembers } from "../../db/schema/members";
import { operatorAudit } from "../../db/schema/operations";
import { payments, subscriptions } from "../../db/schema/payments";
import { expireContracts } from "./operations.companies.queries";
import { createOperator } from "./operators.queries";

let t: TestApp;
let op: TestOperator;
let militar: TestUser;
let company: { user: TestUser; id: string };

type Body = Record<string, unknown>;
const call = async (who: TestUser | null, method: string, path: string, body?: unknown) => {
  const res = who ? await who.client.request(method, path, body) : await t.client().request(method, path, body);
  return { status: res.status, body: res.body as Body };
};
const errorOf = (body: Body) => body.error as { code: string; message: string };
const auditOf = (targetId: string) =>
  t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, targetId)).orderBy(operatorAudit.createdAt);

const contract = {
  jobLimit: 2,
  priceNote: "R$ 4.500,00 por mês, faturado anualmente",
  startsOn: "2026-12-01",
  endsOn: "2027-11-30",
};
const reason = "Denúncias repetidas de vagas falsas em apuração.";

beforeAll(async () => {
  t = await createTestApp();
  op = await operator(t);
  militar = await completedMilitar(t, { fullName: "Sargento Almeida" });
  const paid = await paidCompany(t, { plan: "plus", name: "Transportes Aurora" });
  company = { user: paid.user, id: paid.company.id };
});
afterAll(async () => {
  await t?.deps.realtime.stop();
  await t?.close();
});

describe("who reaches the console", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/operations/companies"],
    ["GET", "/api/operations/audit"],
    ["GET", "/api/operations/companies/00000000-0000-4000-8000-000000000000"],
    ["PUT", "/api/operations/companies/00000000-0000-4000-8000-000000000000/contract", contract],
    ["POST", "/api/operations/companies/00000000-0000-4000-8000-000000000000/suspend", { reason }],
    ["POST", "/api/operations/companies/00000000-0000-4000-8000-000000000000/reinstate", { reason }],
    ["POST", "/api/operations/companies/00000000-0000-4000-8000-000000000000/contract/end", { reason }],
    ["POST", "/api/operations/two-factor/enable", { password: "x" }],
    ["POST", "/api/operations/two-factor/confirm", { code: "123456" }],
    ["GET", "/api/operations/figures"],
    ["GET", "/api/operations/militares"],
    ["POST", "/api/operations/militares/00000000-0000-4000-8000-000000000000/resend-confirmation"],
    ["GET", "/api/operations/withdrawals"],
    [
      "POST",
      "/api/operations/withdrawals/00000000-0000-4000-8000-000000000000/decision",
      { decision: "recusado", reason },
    ],
    ["GET", "/api/operations/reports"],
    ["GET", "/api/operations/reports/00000000-0000-4000-8000-000000000000"],
    [
      "POST",
      "/api/operations/reports/00000000-0000-4000-8000-000000000000/decision",
      { decision: "improcedente", note: reason },
    ],
    ["GET", "/api/operations/offers"],
    ["GET", "/api/operations/offers/00000000-0000-4000-8000-000000000000/reports"],
    ["POST", "/api/operations/offers/00000000-0000-4000-8000-000000000000/unpublish", { reason }],
    ["POST", "/api/operations/offers/00000000-0000-4000-8000-000000000000/republish", { reason }],
    ["GET", "/api/operations/privacy-requests"],
    [
      "POST",
      "/api/operations/privacy-requests/00000000-0000-4000-8000-000000000000/decision",
      { decision: "recusada", response: reason },
    ],
    ["GET", "/api/operations/operators"],
    ["POST", "/api/operations/operators/someone/reset-two-factor", { reason }],
  ];

  it.each(routes)(
    "%s %s: 401 to a visitor, 403 to a militar and to a company, nothing written",
    async (method, path, body) => {
      const before = (await t.db.select().from(operatorAudit)).length;
      expect((await call(null, method, path, body)).status).toBe(401);
      const asMilitar = await call(militar, method, path, body);
      expect(asMilitar.status).toBe(403);
      expect(errorOf(asMilitar.body).code).toBe("FORBIDDEN");
      expect((await call(company.user, method, path, body)).status).toBe(403);
      expect((await t.db.select().from(operatorAudit)).length).toBe(before);
    },
  );

  it("keeps an operator without a confirmed authenticator app at the enrollment", async () => {
    const fresh = await operator(t, { twoFactor: false });
    const me = await call(fresh.user, "GET", "/api/me");
    expect(me.body).toMatchObject({ twoFactorEnabled: false, profile: { role: "operador" } });
    for (const [method, path, body] of routes.slice(0, 7)) {
      const res = await call(fresh.user, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(errorOf(res.body).message).toBe(TWO_FACTOR_REQUIRED_MESSAGE);
    }
  });

  it("is never offered at sign-up", async () => {
    const res = await call(null, "POST", "/api/auth/sign-up", {
      ...t.signUpBody({ role: "militar" }),
      role: "operador",
    });
    expect(res.status).toBe(422);
    expect(errorOf(res.body).message).toBe("Escolha entre Militar e Empresa");
  });

  it("creates an operator only on an address no militar or company holds", async () => {
    expect(await createOperator(t.db, militar.email, "Outro")).toEqual({ status: "taken", role: "militar" });
    const again = await createOperator(t.db, `  ${op.user.email.toUpperCase()} `, "Olga Operadora");
    expect(again).toMatchObject({ status: "relinked", userId: op.user.userId });
    const fresh = await createOperator(t.db, "  Novo.Operador@Exemplo.COM.br ", "Nuno Operador");
    expect(fresh.status).toBe("created");
    const stored = await t.db.execute(
      sql`select u.email, u.email_verified, p.role from users u join profiles p on p.id = u.id where u.email = 'novo.operador@exemplo.com.br'`,
    );
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([
      { email: "novo.operador@exemplo.com.br", email_verified: true, role: "operador" },
    ]);
  });
});

describe("the second factor", () => {
  it("asks an enrolled operator for the code after the password, and only the code opens a session", async () => {
    const browser = t.client();
    const first = await call({ ...op.user, client: browser }, "POST", "/api/auth/sign-in", {
      email: op.user.email,
      password: op.user.password,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true });
    expect([...browser.jar.keys()].some((k) => k.endsWith("session_token"))).toBe(false);
    expect((await browser.request("GET", "/api/operations/companies")).status).toBe(401);

    const wrong = await browser.request("POST", "/api/auth/sign-in/two-factor", { code: "000000" });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong.body as Body).message).toBe("Código de verificação inválido. Tente novamente.");

    const right = await browser.request("POST", "/api/auth/sign-in/two-factor", {
      code: await totpCode(op.totpURI ?? ""),
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ id: op.user.userId, twoFactorEnabled: true, profile: { role: "operador" } });
    expect((await browser.request("GET", "/api/operations/companies")).status).toBe(200);
  });

  it("takes a recovery code once", async () => {
    const code = op.backupCodes[0] ?? "";
    const signIn = async () => {
      const browser = t.client();
      await browser.request("POST", "/api/auth/sign-in", { email: op.user.email, password: op.user.password });
      return browser.request("POST", "/api/auth/sign-in/two-factor", { kind: "backup", code });
    };
    expect((await signIn()).status).toBe(200);
    const reused = await signIn();
    expect(reused.status).toBe(401);
  });

  it("refuses the code step without the password step", async () => {
    const res = await t.client().request("POST", "/api/auth/sign-in/two-factor", { code: "123456" });
    expect(res.status).toBe(401);
    expect(errorOf(res.body as Body).message).toBe("A verificação expirou. Entre com e-mail e senha novamente.");
  });

  it("refuses a wrong password and a wrong code at enrollment, and a second enrollment", async () => {
    const fresh = await operator(t, { twoFactor: false });
    const badPassword = await call(fresh.user, "POST", "/api/operations/two-factor/enable", { password: "errada" });
    expect(badPassword.status).toBe(422);
    expect(errorOf(badPassword.body).message).toBe(operationsMessages.twoFactorPasswordInvalid);
    const notStarted = await call(fresh.user, "POST", "/api/operations/two-factor/confirm", { code: "123456" });
    expect(notStarted.status).toBe(409);
    const started = await call(fresh.user, "POST", "/api/operations/two-factor/enable", {
      password: fresh.user.password,
    });
    expect(started.status).toBe(200);
    expect(started.body.totpURI).toMatch(/^otpauth:\/\/totp\/Pr%C3%B3xima%20Miss%C3%A3o:/);
    expect(started.body.backupCodes).toHaveLength(10);
    const wrong = await call(fresh.user, "POST", "/api/operations/two-factor/confirm", { code: "000000" });
    expect(wrong.status).toBe(422);
    const me = await call(fresh.user, "GET", "/api/me");
    expect(me.body.twoFactorEnabled).toBe(false);
    const ok = await call(fresh.user, "POST", "/api/operations/two-factor/confirm", {
      code: await totpCode(String(started.body.totpURI)),
    });
    expect(ok.status).toBe(200);
    expect((await call(fresh.user, "GET", "/api/operations/companies")).status).toBe(200);
    expect(
      (await call(fresh.user, "POST", "/api/operations/two-factor/enable", { password: fresh.user.password })).status,
    ).toBe(409);
    const audit = await auditOf(fresh.user.userId);
    expect(audit.map((a) => a.action)).toEqual(["operator.two_factor.enable"]);
  });
});

describe("a lost second factor", () => {
  it("is cleared by another operator: his sessions end, his password leads to a new enrollment, and it is audited", async () => {
    const lost = await operator(t);
    const list = await call(op.user, "GET", "/api/operations/operators");
    expect(
      (list.body.operators as { id: string; twoFactorEnabled: boolean }[]).find((o) => o.id === lost.user.userId),
    ).toMatchObject({ twoFactorEnabled: true });

    const self = await call(op.user, "POST", `/api/operations/operators/${op.user.userId}/reset-two-factor`, {
      reason,
    });
    expect(self.status).toBe(409);
    expect(errorOf(self.body).message).toBe(operationsMessages.twoFactorResetSelf);
    const notOperator = await call(op.user, "POST", `/api/operations/operators/${militar.userId}/reset-two-factor`, {
      reason,
    });
    expect(notOperator.status).toBe(404);
    const noReason = await call(op.user, "POST", `/api/operations/operators/${lost.user.userId}/reset-two-factor`, {
      reason: "perdeu",
    });
    expect(noReason.status).toBe(422);
    expect((await call(lost.user, "GET", "/api/operations/companies")).status).toBe(200);

    const why = "Perdeu o celular e os códigos de recuperação; identidade confirmada por vídeo.";
    const reset = await call(op.user, "POST", `/api/operations/operators/${lost.user.userId}/reset-two-factor`, {
      reason: why,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(operationsMessages.twoFactorReset);
    // His open session is gone; the old app's code no longer means anything.
    expect((await call(lost.user, "GET", "/api/operations/companies")).status).toBe(401);
    const again = await call(op.user, "POST", `/api/operations/operators/${lost.user.userId}/reset-two-factor`, {
      reason: why,
    });
    expect(again.status).toBe(409);
    expect(errorOf(again.body).message).toBe(operationsMessages.twoFactorResetNotEnabled);

    const browser = t.client();
    const signIn = await browser.request("POST", "/api/auth/sign-in", {
      email: lost.user.email,
      password: lost.user.password,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ twoFactorEnabled: false, profile: { role: "operador" } });
    const blocked = await browser.request("GET", "/api/operations/companies");
    expect(blocked.status).toBe(403);
    expect(errorOf(blocked.body as Body).message).toBe(TWO_FACTOR_REQUIRED_MESSAGE);
    expect(
      (await browser.request("POST", "/api/operations/two-factor/enable", { password: lost.user.password })).status,
    ).toBe(200);

    const audit = await auditOf(lost.user.userId);
    expect(
      audit
        .filter((a) => a.action === "operator.two_factor.reset")
        .map((a) => [a.actorEmail, a.reason, a.before, a.after]),
    ).toEqual([[op.user.email, why, { twoFactorEnabled: true }, { twoFactorEnabled: false, sessionsEnded: true }]]);
    const mail = (await t.readOutbox(lost.user.email)).find(
      (x) => x.subject === "Sua verificação em duas etapas foi redefinida",
    );
    expect(mail?.text).toContain("Olga Operadora redefiniu a verificação em duas etapas");
  });
});

describe("companies", () => {
  it("finds a company by a piece of its name, its owner's e-mail or its CNPJ", async () => {
    await t.db.update(companies).set({ cnpj: "12.345.678/0001-95" }).where(eq(companies.id, company.id));
    // The CNPJ's digits in any punctuation, from three on.
    for (const q of ["aurora", company.user.email.slice(0, 12), "345678", "345.678/0001", "678"]) {
      const res = await call(op.user, "GET", `/api/operations/companies?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(
        (res.body.companies as { id: string }[]).map((c) => c.id),
        q,
      ).toContain(company.id);
    }
    const none = await call(op.user, "GET", "/api/operations/companies?q=inexistente-xyz");
    expect(none.body.companies).toEqual([]);
  });

  it("shows the plan, the usage and the payments of one company; an unknown id is 404", async () => {
    const opening = await job(t, company.id, { title: "Motorista de Carreta" });
    const applicant = await completedMilitar(t);
    expect((await call(applicant, "POST", `/api/military/jobs/${opening.id}/apply`)).status).toBe(201);
    await offer(t, company.id, { title: "10% em fretes" });
    const res = await call(op.user, "GET", `/api/operations/companies/${company.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company: { name: "Transportes Aurora", plan: "plus", paymentStatus: "completed", suspendedAt: null },
      owner: { email: company.user.email },
      contract: null,
      usage: { activeJobs: 1, jobs: 1, applications: 1, offers: 1 },
    });
    expect((await call(op.user, "GET", "/api/operations/companies/00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
    expect((await call(op.user, "GET", "/api/operations/companies/nao-e-um-id")).status).toBe(404);
  });

  it("sets an Enterprise contract: the company is Enterprise, the cap follows, the audit keeps before and after", async () => {
    const bad = await call(op.user, "PUT", `/api/operations/companies/${company.id}/contract`, {
      ...contract,
      endsOn: "2026-11-01",
    });
    expect(bad.status).toBe(422);
    expect(errorOf(bad.body).message).toBe(operationsMessages.endBeforeStart);
    const zero = await call(op.user, "PUT", `/api/operations/companies/${company.id}/contract`, {
      ...contract,
      jobLimit: 0,
    });
    expect(errorOf(zero.body).message).toBe(operationsMessages.jobLimitInvalid);

    const res = await call(op.user, "PUT", `/api/operations/companies/${company.id}/contract`, contract);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(operationsMessages.contractSaved);
    const row = await companyOf(t, company.user.userId);
    expect(row).toMatchObject({ plan: "enterprise", jobLimit: 2, paymentStatus: "completed" });

    // The cap is the contract's: a second job fits, a third does not.
    const second = await call(company.user, "POST", "/api/company/jobs", {
      title: "Analista de Frota",
      city: "Curitiba",
      regime: "CLT",
      modality: "Presencial",
      description: "Acompanhar a manutenção da frota.",
      requirements: [],
      benefits: [],
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const third = await call(company.user, "POST", "/api/company/jobs", {
      title: "Auxiliar de Logística",
      city: "Curitiba",
      regime: "CLT",
      modality: "Presencial",
      description: "Apoiar a expedição.",
      requirements: [],
      benefits: [],
    });
    expect(third.status).toBe(409);
    expect(errorOf(third.body).message).toBe(jobLimitReachedMessage(2));

    // Unlimited: the third fits.
    await call(op.user, "PUT", `/api/operations/companies/${company.id}/contract`, { ...contract, jobLimit: null });
    expect((await companyOf(t, company.user.userId)).jobLimit).toBeNull();

    const audit = await auditOf(company.id);
    expect(audit.map((a) => a.action)).toEqual(["company.contract.set", "company.contract.set"]);
    expect(audit[0]).toMatchObject({
      actorId: op.user.userId,
      actorEmail: op.user.email,
      before: { plan: "plus", jobLimit: COMPANY_PLANS.plus.jobLimit, paymentStatus: "completed", contract: null },
      after: { plan: "enterprise", jobLimit: 2, contract },
    });
    expect(audit[1]).toMatchObject({ before: { contract: { jobLimit: 2 } }, after: { jobLimit: null } });

    const seen = await call(company.user, "GET", "/api/billing/summary");
    expect(seen.body).toMatchObject({
      contract: { jobLimit: null, priceNote: contract.priceNote, endsOn: "2027-11-30" },
    });
  });

  it("lists the company's team and its pending invitations, never another company's", async () => {
    const target = await paidCompany(t, { plan: "pro", name: "Equipe Vigilante Ltda", fullName: "Carla Mendes" });
    const recruiter = await teamMember(t, target.user, "recrutador", "Renata Recrutadora");
    const cashier = await teamMember(t, target.user, "caixa", "Bruno do Caixa");
    // Accepting with an account signed in before it leaves the member with no sign-in yet.
    await t.db.update(companyMembers).set({ lastSignInAt: null }).where(eq(companyMembers.userId, cashier.userId));
    const invite = async (admin: TestUser, email: string, role: string) => {
      const res = await admin.client.post("/api/company/team/invitations", { email, role });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: string }).id;
    };
    const pending = await invite(target.user, "nova.recrutadora@exemplo.com.br", "recrutador");
    const stale = await invite(target.user, "convite.vencido@exemplo.com.br", "caixa");
    await t.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(companyInvitations.id, stale));
    const revoked = await invite(target.user, "convite.cancelado@exemplo.com.br", "recrutador");
    expect((await target.user.client.request("DELETE", `/api/company/team/invitations/${revoked}`)).status).toBe(200);
    // Another company's team and invitation stay on its own page.
    const other = await paidCompany(t, { plan: "plus", name: "Outra Equipe S.A." });
    const outsider = await teamMember(t, other.user, "recrutador", "Otávio de Fora");
    await invite(other.user, "convite.de.fora@exemplo.com.br", "caixa");

    const res = await call(op.user, "GET", `/api/operations/companies/${target.company.id}`);
    expect(res.status).toBe(200);
    const team = res.body.team as {
      members: {
        userId: string;
        fullName: string;
        email: string;
        role: string;
        joinedAt: string;
        lastSignInAt: string | null;
      }[];
      invitations: { id: string; email: string; role: string; sentAt: string; expiresAt: string; expired: boolean }[];
      seats: { used: number; limit: number | null };
    };
    expect(team.members.map((x) => [x.fullName, x.email, x.role])).toEqual([
      ["Carla Mendes", target.user.email, "administrador"],
      ["Renata Recrutadora", recruiter.email, "recrutador"],
      ["Bruno do Caixa", cashier.email, "caixa"],
    ]);
    for (const member of team.members) expect(Number.isNaN(Date.parse(member.joinedAt)), member.fullName).toBe(false);
    expect(team.members.map((x) => x.lastSignInAt === null)).toEqual([false, false, true]);
    expect(team.members.map((x) => x.userId)).not.toContain(outsider.userId);
    expect(team.invitations.map((x) => [x.id, x.email, x.role, x.expired])).toEqual([
      [stale, "convite.vencido@exemplo.com.br", "caixa", true],
      [pending, "nova.recrutadora@exemplo.com.br", "recrutador", false],
    ]);
    const fresh = team.invitations.find((x) => x.id === pending);
    expect(Date.parse(fresh?.expiresAt ?? "")).toBeGreaterThan(Date.now());
    expect(Date.parse(fresh?.sentAt ?? "")).toBeLessThanOrEqual(Date.now());
    // Three members and two pending invitations (the expired one too), of the Pro plan's fifteen.
    expect(team.seats).toEqual({ used: 5, limit: COMPANY_PLANS.pro.seatLimit });

    const theirs = await call(op.user, "GET", `/api/operations/companies/${other.company.id}`);
    expect((theirs.body.team as typeof team).members.map((x) => x.fullName)).toContain("Otávio de Fora");
    expect((theirs.body.team as typeof team).invitations.map((x) => x.email)).toEqual([
      "convite.de.fora@exemplo.com.br",
    ]);
    expect((theirs.body.team as typeof team).seats).toEqual({ used: 3, limit: COMPANY_PLANS.plus.seatLimit });
  });

  it("keeps the team's seats in the Enterprise contract: saved, shown, enforced, and refused out of range", async () => {
    const target = await paidCompany(t, { plan: "parceiro", name: "Lugares Contratados Ltda" });
    const url = `/api/operations/companies/${target.company.id}/contract`;
    for (const seatLimit of [0, -3, 10_001, 2.5, "dez", true]) {
      const bad = await call(op.user, "PUT", url, { ...contract, seatLimit });
      expect(bad.status, String(seatLimit)).toBe(422);
      expect(errorOf(bad.body).message, String(seatLimit)).toBe(operationsMessages.seatLimitInvalid);
    }
    expect(
      await t.db.select().from(enterpriseContracts).where(eq(enterpriseContracts.companyId, target.company.id)),
    ).toEqual([]);
    expect((await companyOf(t, target.user.userId)).plan).toBe("parceiro");
    expect(await auditOf(target.company.id)).toEqual([]);

    // Typed in the form's field, the number comes as text.
    expect((await call(op.user, "PUT", url, { ...contract, seatLimit: "2" })).status).toBe(200);
    const [row] = await t.db
      .select({ seatLimit: enterpriseContracts.seatLimit })
      .from(enterpriseContracts)
      .where(eq(enterpriseContracts.companyId, target.company.id));
    expect(row?.seatLimit).toBe(2);
    const shown = await call(op.user, "GET", `/api/operations/companies/${target.company.id}`);
    expect(shown.body).toMatchObject({
      contract: { jobLimit: 2, seatLimit: 2, priceNote: contract.priceNote },
      team: { seats: { used: 1, limit: 2 } },
    });
    const billing = await call(target.user, "GET", "/api/billing/summary");
    expect(billing.body).toMatchObject({ contract: { seatLimit: 2 }, seats: { used: 1, limit: 2 } });
    // The contract's seats are the ones the team gets: a second fits, a third is refused.
    await teamMember(t, target.user, "recrutador");
    const third = await target.user.client.post("/api/company/team/invitations", {
      email: "terceiro.lugar@exemplo.com.br",
      role: "caixa",
    });
    expect(third.status).toBe(409);
    expect(errorOf(third.body as Body).message).toBe(memberMessages.seatLimit(2, COMPANY_PLANS.enterprise.name));

    // A bad value leaves the saved contract as it was.
    expect((await call(op.user, "PUT", url, { ...contract, seatLimit: 0 })).status).toBe(422);
    const kept = await call(op.user, "GET", `/api/operations/companies/${target.company.id}`);
    expect(kept.body).toMatchObject({ contract: { seatLimit: 2 } });

    // Left blank (or not sent), no limit.
    expect((await call(op.user, "PUT", url, { ...contract, seatLimit: "" })).status).toBe(200);
    const unlimited = await call(op.user, "GET", `/api/operations/companies/${target.company.id}`);
    expect(unlimited.body).toMatchObject({ contract: { seatLimit: null }, team: { seats: { used: 2, limit: null } } });
    expect(
      (
        await target.user.client.post("/api/company/team/invitations", {
          email: "terceiro.lugar@exemplo.com.br",
          role: "caixa",
        })
      ).status,
    ).toBe(201);

    const audit = await auditOf(target.company.id);
    expect(audit.map((a) => a.action)).toEqual(["company.contract.set", "company.contract.set"]);
    expect(audit[0]?.after).toMatchObject({ contract: { seatLimit: 2 } });
    expect(audit[1]).toMatchObject({
      before: { contract: { seatLimit: 2 } },
      after: { contract: { seatLimit: null } },
    });
  });

  it("refuses a contract while a subscription still renews, and writes nothing", async () => {
    const other = await paidCompany(t, { plan: "pro", name: "Vigilância Norte" });
    await t.db.insert(subscriptions).values({
      id: `sub_${other.company.id.slice(0, 8)}`,
      provider: "sandbox",
      companyId: other.company.id,
      userId: other.user.userId,
      plan: "pro",
      status: "active",
      amountCents: 89900,
    });
    const res = await call(op.user, "PUT", `/api/operations/companies/${other.company.id}/contract`, contract);
    expect(res.status).toBe(409);
    expect(
      await t.db.select().from(enterpriseContracts).where(eq(enterpriseContracts.companyId, other.company.id)),
    ).toEqual([]);
    expect((await companyOf(t, other.user.userId)).plan).toBe("pro");
    expect(await auditOf(other.company.id)).toEqual([]);
  });

  it("suspends a company: its jobs and offers leave the militares' screens and its users see why; reinstating brings them back", async () => {
    const target = await paidCompany(t, { plan: "parceiro", name: "Clube Desconto Suspenso" });
    const j = await job(t, target.company.id, { title: "Vigilante Patrimonial Noturno" });
    await offer(t, target.company.id, { title: "20% em óculos" });
    const boardHas = async () => {
      const res = await call(militar, "GET", "/api/military/jobs?q=Vigilante%20Patrimonial%20Noturno");
      return (res.body.jobs as { id: string }[]).some((x) => x.id === j.id);
    };
    const offersHave = async () => {
      const res = await call(militar, "GET", "/api/military/benefits");
      return (res.body.offers as { title: string }[]).some((o) => o.title === "20% em óculos");
    };
    const publicStatus = async () =>
      (await t.client().request("GET", `/api/public/jobs/${publicJobPath(j).replace("/vagas/", "")}`)).status;
    expect(await boardHas()).toBe(true);
    expect(await offersHave()).toBe(true);
    expect(await publicStatus()).toBe(200);

    const short = await call(op.user, "POST", `/api/operations/companies/${target.company.id}/suspend`, {
      reason: "curto",
    });
    expect(short.status).toBe(422);
    const res = await call(op.user, "POST", `/api/operations/companies/${target.company.id}/suspend`, { reason });
    expect(res.status).toBe(200);
    expect(
      (await call(op.user, "POST", `/api/operations/companies/${target.company.id}/suspend`, { reason })).status,
    ).toBe(409);

    expect(await boardHas()).toBe(false);
    expect(await offersHave()).toBe(false);
    expect(await publicStatus()).toBe(404);
    expect((await call(militar, "GET", `/api/military/jobs/${j.id}`)).status).toBe(404);
    const me = await call(target.user, "GET", "/api/me");
    expect(me.body.company).toMatchObject({ suspensionReason: reason });

    const back = await call(op.user, "POST", `/api/operations/companies/${target.company.id}/reinstate`, {
      reason: "Apuração concluída sem irregularidades.",
    });
    expect(back.status).toBe(200);
    expect(await boardHas()).toBe(true);
    expect(await offersHave()).toBe(true);
    const audit = await auditOf(target.company.id);
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ["company.suspend", reason],
      ["company.reinstate", "Apuração concluída sem irregularidades."],
    ]);
    expect(audit[0]?.before).toEqual({ suspendedAt: null, suspensionReason: null });
  });

  it("ends a contract: the company goes back to choosing a plan", async () => {
    const target = await paidCompany(t, { plan: "plus", name: "Contrato Encerrado Ltda" });
    expect(
      (await call(op.user, "POST", `/api/operations/companies/${target.company.id}/contract/end`, { reason })).status,
    ).toBe(409);
    await call(op.user, "PUT", `/api/operations/companies/${target.company.id}/contract`, contract);
    const res = await call(op.user, "POST", `/api/operations/companies/${target.company.id}/contract/end`, { reason });
    expect(res.status).toBe(200);
    expect(await companyOf(t, target.user.userId)).toMatchObject({ plan: "enterprise", paymentStatus: "canceled" });
    expect((await call(target.user, "GET", "/api/company/jobs")).status).toBe(403);
    const ended = (await auditOf(target.company.id)).find((a) => a.action === "company.contract.end");
    expect(ended?.before).toMatchObject({
      plan: "enterprise",
      jobLimit: 2,
      paymentStatus: "completed",
      contract: { jobLimit: 2, startsOn: "2026-12-01", endsOn: "2027-11-30" },
    });
    expect(ended?.after).toEqual({ plan: "enterprise", jobLimit: 2, paymentStatus: "canceled", contract: null });
    expect(ended?.reason).toBe(reason);
  });

  it("ends a contract the day after its last day, by itself, with the system named in the audit", async () => {
    const target = await paidCompany(t, { plan: "parceiro", name: "Contrato Vencido Ltda" });
    await call(op.user, "PUT", `/api/operations/companies/${target.company.id}/contract`, {
      ...contract,
      startsOn: "2025-01-01",
      endsOn: "2025-12-31",
    });
    expect(await expireContracts(t.db, "2025-12-31")).toBe(0);
    expect((await companyOf(t, target.user.userId)).paymentStatus).toBe("completed");
    expect(await expireContracts(t.db, "2026-01-01")).toBeGreaterThanOrEqual(1);
    expect(await companyOf(t, target.user.userId)).toMatchObject({ plan: "enterprise", paymentStatus: "canceled" });
    const audit = await auditOf(target.company.id);
    expect(audit.at(-1)).toMatchObject({
      action: "company.contract.end",
      actorId: "sistema",
      actorEmail: "sistema@proximamissao",
      reason: "Contrato encerrado no fim da vigência (2026-01-01).",
    });
  });

  it("lists the platform's audit, newest first", async () => {
    const res = await call(op.user, "GET", "/api/operations/audit");
    const entries = res.body.entries as { action: string; createdAt: string }[];
    expect(entries.length).toBeGreaterThan(3);
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("cashback withdrawals", () => {
  const balance = async (who: TestUser) => {
    const res = await call(who, "GET", "/api/military/benefits/cashback");
    return res.body as {
      availableCents: number;
      withdrawals: { id: string; status: string; refusalReason: string | null }[];
    };
  };

  it("marks one paid with the Pix transaction id and refuses another, giving its amount back; the militar sees both", async () => {
    const partner = await paidCompany(t, { plan: "parceiro", name: "Ótica Saque" });
    const o = await offer(t, partner.company.id, { title: "10% em lentes" });
    const saver = await completedMilitar(t, { fullName: "Cabo Saque" });
    await redemption(t, {
      offerId: o.id,
      companyId: partner.company.id,
      userId: saver.userId,
      usedAt: new Date(Date.now() - 40 * 86_400_000),
      purchaseCents: 100_000,
      cashbackCents: 10_000,
      cashbackAvailableAt: new Date(Date.now() - 10 * 86_400_000),
    });
    const ask = async (amount: string) => {
      const res = await call(saver, "POST", "/api/military/benefits/cashback/withdrawals", {
        pixKeyType: "email",
        pixKey: saver.email,
        amount,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await ask("30,00");
    await ask("50,00");
    expect((await balance(saver)).availableCents).toBe(2_000);

    const queue = await call(op.user, "GET", "/api/operations/withdrawals");
    const mine = (queue.body.withdrawals as { id: string; amountCents: number; email: string }[]).filter(
      (w) => w.email === saver.email,
    );
    expect(mine.map((w) => w.amountCents)).toEqual([3_000, 5_000]);
    const [first, second] = mine;
    if (!first || !second) throw new Error("no withdrawals");

    const badTx = await call(op.user, "POST", `/api/operations/withdrawals/${first.id}/decision`, {
      decision: "pago",
      pixTransactionId: "E123-456",
    });
    expect(badTx.status).toBe(422);
    expect(errorOf(badTx.body).message).toBe(operationsMessages.pixTransactionInvalid);
    const paid = await call(op.user, "POST", `/api/operations/withdrawals/${first.id}/decision`, {
      decision: "pago",
      pixTransactionId: "E00038166202611241530abcdef12345",
    });
    expect(paid.status).toBe(200);
    const again = await call(op.user, "POST", `/api/operations/withdrawals/${first.id}/decision`, {
      decision: "recusado",
      reason,
    });
    expect(again.status).toBe(409);
    const refused = await call(op.user, "POST", `/api/operations/withdrawals/${second.id}/decision`, {
      decision: "recusado",
      reason: "A chave Pix informada não pertence ao titular da conta.",
    });
    expect(refused.status).toBe(200);

    const after = await balance(saver);
    expect(after.availableCents).toBe(7_000);
    expect(after.withdrawals.map((w) => [w.status, w.refusalReason])).toEqual([
      ["recusado", "A chave Pix informada não pertence ao titular da conta."],
      ["pago", null],
    ]);
    const bell = await call(saver, "GET", "/api/notifications");
    const texts = (bell.body.notifications as { kind: string; data: unknown }[]).map((n) =>
      notificationText(n.kind, n.data),
    );
    expect(texts).toContain("Seu saque de R$ 30,00 foi pago por Pix.");
    expect(texts).toContain(
      "Seu saque de R$ 50,00 foi recusado: A chave Pix informada não pertence ao titular da conta. O valor voltou ao seu saldo.",
    );
    expect((await auditOf(first.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      [
        "withdrawal.pay",
        { status: "solicitado", amountCents: 3_000 },
        { status: "pago", pixTransactionId: "E00038166202611241530abcdef12345" },
      ],
    ]);
    expect((await auditOf(second.id)).map((a) => [a.action, a.after, a.reason])).toEqual([
      [
        "withdrawal.refuse",
        { status: "recusado", pixTransactionId: null },
        "A chave Pix informada não pertence ao titular da conta.",
      ],
    ]);
    // The queue lists only what is still to pay; a decided list shows the newest decision first.
    const decided = await call(op.user, "GET", "/api/operations/withdrawals?status=pago");
    expect((decided.body.withdrawals as { id: string }[]).some((w) => w.id === first.id)).toBe(true);
    const queueAfter = await call(op.user, "GET", "/api/operations/withdrawals");
    expect((queueAfter.body.withdrawals as { id: string }[]).some((w) => [first.id, second.id].includes(w.id))).toBe(
      false,
    );
    expect((await call(militar, "GET", "/api/operations/withdrawals")).status).toBe(403);
  });
});

describe("reported conversations", () => {
  it("shows only the messages sent up to the report, decides once and can block the conversation", async () => {
    const reporter = await completedMilitar(t, { fullName: "Soldado Denúncia" });
    const rude = await paidCompany(t, { plan: "pro", name: "Empresa Denunciada" });
    const [conversation] = await t.db
      .insert(conversations)
      .values({ companyId: rude.company.id, userId: reporter.userId, startedBy: "empresa" })
      .returning();
    if (!conversation) throw new Error("no conversation");
    const other = await paidCompany(t, { plan: "pro", name: "Outra Conversa" });
    const [unrelated] = await t.db
      .insert(conversations)
      .values({ companyId: other.company.id, userId: reporter.userId, startedBy: "empresa" })
      .returning();
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    await t.db.insert(messages).values([
      { conversationId: conversation.id, sender: "empresa", body: "Mensagem ofensiva", createdAt: minutesAgo(10) },
      { conversationId: conversation.id, sender: "militar", body: "Por favor, pare.", createdAt: minutesAgo(9) },
      {
        conversationId: unrelated?.id ?? "",
        sender: "empresa",
        body: "Conversa de outra empresa",
        createdAt: minutesAgo(8),
      },
    ]);
    const reported = await call(reporter, "POST", `/api/military/conversations/${conversation.id}/report`, {
      reason: "Linguagem ofensiva",
    });
    expect(reported.status).toBe(201);
    await t.db.insert(messages).values({
      conversationId: conversation.id,
      sender: "militar",
      body: "Depois da denúncia",
      createdAt: new Date(Date.now() + 60_000),
    });

    const open = await call(op.user, "GET", "/api/operations/reports");
    const report = (open.body.reports as { id: string; conversationId: string; companyName: string }[]).find(
      (r) => r.conversationId === conversation.id,
    );
    expect(report).toMatchObject({ companyName: "Empresa Denunciada" });
    const detail = await call(op.user, "GET", `/api/operations/reports/${report?.id}`);
    expect((detail.body.messages as { body: string }[]).map((x) => x.body)).toEqual([
      "Mensagem ofensiva",
      "Por favor, pare.",
    ]);

    const noNote = await call(op.user, "POST", `/api/operations/reports/${report?.id}/decision`, {
      decision: "procedente",
    });
    expect(noNote.status).toBe(422);
    const decided = await call(op.user, "POST", `/api/operations/reports/${report?.id}/decision`, {
      decision: "procedente",
      block: true,
      note: "Mensagem ofensiva confirmada; conversa bloqueada.",
    });
    expect(decided.status).toBe(200);
    expect(decided.body.message).toBe(operationsMessages.conversationBlocked);
    expect(
      (
        await call(op.user, "POST", `/api/operations/reports/${report?.id}/decision`, {
          decision: "improcedente",
          note: reason,
        })
      ).status,
    ).toBe(409);
    const send = await call(rude.user, "POST", `/api/company/conversations/${conversation.id}/messages`, {
      body: "Olá?",
    });
    expect(send.status).toBe(403);
    expect((await auditOf(report?.id ?? "")).map((a) => [a.action, a.before, a.after])).toEqual([
      [
        "report.uphold",
        { decision: null, conversationBlocked: false },
        { decision: "procedente", conversationBlocked: true },
      ],
    ]);
    const closed = await call(op.user, "GET", "/api/operations/reports");
    expect((closed.body.reports as { id: string }[]).some((r) => r.id === report?.id)).toBe(false);
  });

  it("never blocks on a dismissed report, even when asked to", async () => {
    const reporter = await completedMilitar(t, { fullName: "Soldado Sem Razão" });
    const polite = await paidCompany(t, { plan: "pro", name: "Empresa Educada" });
    const [conversation] = await t.db
      .insert(conversations)
      .values({ companyId: polite.company.id, userId: reporter.userId, startedBy: "empresa" })
      .returning();
    if (!conversation) throw new Error("no conversation");
    await t.db.insert(messages).values({
      conversationId: conversation.id,
      sender: "empresa",
      body: "Bom dia, podemos conversar sobre a vaga?",
      createdAt: new Date(Date.now() - 60_000),
    });
    expect(
      (await call(reporter, "POST", `/api/military/conversations/${conversation.id}/report`, { reason: "Não gostei" }))
        .status,
    ).toBe(201);
    const open = await call(op.user, "GET", "/api/operations/reports");
    const report = (open.body.reports as { id: string; conversationId: string }[]).find(
      (r) => r.conversationId === conversation.id,
    );
    const dismissed = await call(op.user, "POST", `/api/operations/reports/${report?.id}/decision`, {
      decision: "improcedente",
      block: true,
      note: "Mensagem cordial, sem ofensa nem golpe.",
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.message).toBe(operationsMessages.reportDismissed);
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(row?.blockedAt ?? null).toBeNull();
    const send = await call(polite.user, "POST", `/api/company/conversations/${conversation.id}/messages`, {
      body: "Ainda tem interesse?",
    });
    expect(send.status).toBe(201);
    expect((await auditOf(report?.id ?? "")).map((a) => [a.action, a.before, a.after])).toEqual([
      ["report.dismiss", { decision: null }, { decision: "improcedente" }],
    ]);
  });
});

describe("militares and figures", () => {
  it("finds a militar and sends an unconfirmed one a new confirmation link, once per cap", async () => {
    const { email } = await t.signUp(t.signUpBody({ role: "militar", fullName: "Recruta Sem Confirmação" }));
    await t.drainAuthMail();
    const found = await call(op.user, "GET", `/api/operations/militares?q=${encodeURIComponent("sem confirmação")}`);
    const row = (found.body.militares as { id: string; email: string; emailVerified: boolean }[])[0];
    expect(row).toMatchObject({ email, emailVerified: false });
    const search = async (q: string) =>
      (
        (await call(op.user, "GET", `/api/operations/militares?q=${encodeURIComponent(q)}`)).body.militares as {
          email: string;
        }[]
      ).map((m) => m.email);
    // A piece of the e-mail finds him; a company's address, a wildcard or another name do not.
    expect(await search(email.slice(0, email.indexOf("@")).toUpperCase())).toEqual([email]);
    expect(await search(company.user.email)).toEqual([]);
    expect(await search("%")).toEqual([]);
    expect(await search("Recruta Com Confirmação")).toEqual([]);
    const before = (await t.readOutbox(email)).length;
    const res = await call(op.user, "POST", `/api/operations/militares/${row?.id}/resend-confirmation`);
    expect(res.status).toBe(200);
    expect((await t.readOutbox(email)).length).toBe(before + 1);
    const confirmed = await call(op.user, "POST", `/api/operations/militares/${militar.userId}/resend-confirmation`);
    expect(confirmed.status).toBe(409);
    expect(
      (await call(op.user, "POST", `/api/operations/militares/${company.user.userId}/resend-confirmation`)).status,
    ).toBe(404);
  });

  it("counts the platform: sign-ups by role and day, paying companies by plan, activity", async () => {
    const premium = await completedMilitar(t, { plan: "PREMIUM" });
    const opening = await job(t, company.id, { title: "Vaga para as contas" });
    expect((await call(premium, "POST", `/api/military/jobs/${opening.id}/apply`)).status).toBe(201);
    const charge = (userId: string, companyId: string | null, amountCents: number) => ({
      provider: "sandbox" as const,
      providerPaymentId: `figures-${userId}-${amountCents}`,
      userId,
      companyId,
      plan: companyId ? "plus" : "PREMIUM",
      amountCents,
      status: "paid",
      subscriptionId: `sub-figures-${userId}`,
    });
    const before = (await call(op.user, "GET", "/api/operations/figures")).body as {
      recurringRevenueCents: { companies: number; militares: number; total: number };
    };
    await t.db
      .insert(payments)
      .values([charge(premium.userId, null, 1_990), charge(company.user.userId, company.id, 9_700)]);
    const res = await call(op.user, "GET", "/api/operations/figures");
    expect(res.status).toBe(200);
    const body = res.body as {
      signUps: { role: string; n: number }[];
      payingCompanies: { plan: string; n: number }[];
      totals: Record<string, number>;
    };
    const byRole = (role: string) => body.signUps.filter((s) => s.role === role).reduce((sum, s) => sum + s.n, 0);
    const [counts] = (
      (await t.db.execute(
        sql`select (select count(*)::int from profiles where role = 'militar') as militares, (select count(*)::int from companies where payment_status = 'completed' and suspended_at is null) as paying`,
      )) as unknown as { rows: { militares: number; paying: number }[] }
    ).rows;
    expect(byRole("militar")).toBe(counts?.militares);
    expect(body.payingCompanies.reduce((sum, p) => sum + p.n, 0)).toBe(counts?.paying);
    expect(body.totals.militares).toBe(counts?.militares);
    const [raw] = (
      (await t.db.execute(sql`select
          (select count(*)::int from military_profiles where plan = 'PREMIUM') as premium,
          (select count(*)::int from companies) as companies,
          (select count(*)::int from jobs where active) as "activeJobs",
          (select count(*)::int from jobs) as jobs,
          (select count(*)::int from job_applications) as applications,
          (select count(*)::int from job_applications where applied_at >= now() - interval '30 days') as "applicationsLast30",
          (select count(*)::int from benefit_redemptions) as redemptions,
          (select count(*)::int from benefit_redemptions where redeemed_at >= now() - interval '30 days') as "redemptionsLast30",
          (select count(*)::int from messages) as messages,
          (select count(*)::int from messages where created_at >= now() - interval '30 days') as "messagesLast30"`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows;
    expect(body.totals).toEqual({ militares: counts?.militares, ...raw });
    // Every figure is measured on something that exists, so a figure read as 0 would show.
    for (const [name, n] of Object.entries(body.totals)) expect(n, name).toBeGreaterThan(0);
    const revenue = (res.body as { recurringRevenueCents: { companies: number; militares: number; total: number } })
      .recurringRevenueCents;
    expect(revenue).toEqual({
      companies: before.recurringRevenueCents.companies + 9_700,
      militares: before.recurringRevenueCents.militares + 1_990,
      total: before.recurringRevenueCents.total + 11_690,
    });
  });
});

describe("partner offers", () => {
  it("lists reported offers; unpublishing hides it from militares, e-mails the partner the reason, and republishing restores it", async () => {
    const partner = await paidCompany(t, { plan: "parceiro", name: "Academia Denunciada" });
    const cashier = await teamMember(t, partner.user, "caixa");
    const o = await offer(t, partner.company.id, { title: "50% na matrícula" });
    const reporter = await completedMilitar(t, { fullName: "Cabo Atento", profile: { city: "Resende", state: "RJ" } });
    const catalogueHas = async () => {
      const res = await call(reporter, "GET", "/api/military/benefits");
      return (res.body.offers as { id: string }[]).some((x) => x.id === o.id);
    };
    expect(await catalogueHas()).toBe(true);

    const short = await call(reporter, "POST", `/api/military/benefits/offers/${o.id}/report`, { reason: "ruim" });
    expect(short.status).toBe(422);
    const reported = await call(reporter, "POST", `/api/military/benefits/offers/${o.id}/report`, {
      reason: "A academia cobra taxa escondida para usar o desconto.",
    });
    expect(reported.status).toBe(201);
    expect(
      (
        await call(reporter, "POST", `/api/military/benefits/offers/${o.id}/report`, {
          reason: "De novo a mesma coisa.",
        })
      ).status,
    ).toBe(409);
    expect((await call(company.user, "POST", `/api/military/benefits/offers/${o.id}/report`, { reason })).status).toBe(
      403,
    );

    const list = await call(op.user, "GET", "/api/operations/offers");
    const row = (list.body.offers as { id: string; reportsCount: number; companyName: string }[]).find(
      (x) => x.id === o.id,
    );
    expect(row).toMatchObject({ reportsCount: 1, companyName: "Academia Denunciada" });
    const reports = await call(op.user, "GET", `/api/operations/offers/${o.id}/reports`);
    expect((reports.body.reports as { reason: string }[]).map((r) => r.reason)).toEqual([
      "A academia cobra taxa escondida para usar o desconto.",
    ]);

    const why = "Cobrança de taxa não informada nas condições da oferta.";
    const off = await call(op.user, "POST", `/api/operations/offers/${o.id}/unpublish`, { reason: why });
    expect(off.status).toBe(200);
    expect((await call(op.user, "POST", `/api/operations/offers/${o.id}/unpublish`, { reason: why })).status).toBe(409);
    expect(await catalogueHas()).toBe(false);
    expect((await call(reporter, "POST", `/api/military/benefits/offers/${o.id}/redeem`)).status).toBe(404);
    const own = await call(partner.user, "GET", `/api/company/benefits/${o.id}`);
    expect(own.body).toMatchObject({ unpublishReason: why });
    const mails = await t.readOutbox(partner.user.email);
    const mail = mails.find((x) => x.subject === "Sua oferta foi despublicada");
    expect(mail?.text).toContain(why);
    // The partner's Administradores are told; its cashier is not.
    expect((await t.readOutbox(cashier.email)).map((x) => x.subject)).not.toContain("Sua oferta foi despublicada");

    expect(
      (
        await call(op.user, "POST", `/api/operations/offers/${o.id}/republish`, {
          reason: "Parceiro corrigiu as condições.",
        })
      ).status,
    ).toBe(200);
    expect(await catalogueHas()).toBe(true);
    expect((await auditOf(o.id)).map((a) => [a.action, a.before])).toEqual([
      ["offer.unpublish", { unpublishedAt: null, unpublishReason: null }],
      ["offer.republish", { unpublishedAt: expect.any(String), unpublishReason: why }],
    ]);
  });
});
