// Requests under the LGPD end to end through the API: a militar or a company's user files one in
// Configurações; operators answer or refuse it in the console; the person reads the answer on the
// page, in the bell (militares) and by e-mail; the audit keeps the decision without the texts.

import { notificationText } from "@pm/shared/notifications";
import { PRIVACY_OPEN_REQUESTS_MAX, privacyMessages } from "@pm/shared/privacy";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, operator, paidCompany, type TestOperator } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { notifications } from "../../db/schema/jobs";
import { operatorAudit } from "../../db/schema/operations";
import { privacyRequests } from "../../db/schema/privacy";
import { deleteAccount } from "../account/account-deletion.queries";
import { FEATURES } from "../features";

let t: TestApp;
let op: TestOperator;

type Body = Record<string, unknown>;
interface OwnRequest {
  id: string;
  kind: string;
  status: string;
  response: string | null;
  createdAt: string;
  decidedAt: string | null;
}
interface QueuedRequest extends OwnRequest {
  email: string;
  fullName: string;
  role: string;
  details: string;
}
const call = async (who: TestUser | null, method: string, path: string, body?: unknown) => {
  const res = who ? await who.client.request(method, path, body) : await t.client().request(method, path, body);
  return { status: res.status, body: res.body as Body };
};
const errorOf = (body: Body) => body.error as { code: string; message: string; issues?: { path: string }[] };
const file = (
  who: TestUser,
  kind: string,
  details = "Quero saber com quais empresas meus dados foram compartilhados.",
) => call(who, "POST", "/api/privacy-requests", { kind, details });
const mine = async (who: TestUser) => (await call(who, "GET", "/api/privacy-requests")).body.requests as OwnRequest[];
const queue = async (situacao: "abertas" | "respondidas", cursor?: string) => {
  const qs = new URLSearchParams({ situacao, ...(cursor ? { cursor } : {}) });
  const res = await call(op.user, "GET", `/api/operations/privacy-requests?${qs}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { requests: QueuedRequest[]; nextCursor: string | null };
};
const decide = (id: string, decision: string, response: string) =>
  call(op.user, "POST", `/api/operations/privacy-requests/${id}/decision`, { decision, response });

beforeAll(async () => {
  t = await createTestApp();
  op = await operator(t);
});
afterAll(async () => {
  await t?.deps.realtime.stop();
  await t?.close();
});

describe("filing a request", () => {
  it("is open to militares and companies' users only", async () => {
    const company = await paidCompany(t, { name: "Empresa Titular" });
    expect((await call(null, "GET", "/api/privacy-requests")).status).toBe(401);
    expect(
      (await call(null, "POST", "/api/privacy-requests", { kind: "acesso", details: "x".repeat(20) })).status,
    ).toBe(401);
    expect((await file(op.user, "acesso")).status).toBe(403);
    expect((await call(op.user, "GET", "/api/privacy-requests")).status).toBe(403);
    expect(
      (await file(company.user, "eliminacao", "Quero excluir a conta da empresa e os dados do responsável.")).status,
    ).toBe(201);
    expect((await mine(company.user)).map((r) => r.kind)).toEqual(["eliminacao"]);
  });

  it("refuses an unknown right, a short description and one right asked twice; caps open requests", async () => {
    const militar = await completedMilitar(t, { fullName: "Cabo Titular" });
    const noKind = await call(militar, "POST", "/api/privacy-requests", { kind: "tudo", details: "x".repeat(20) });
    expect(noKind.status).toBe(422);
    expect(errorOf(noKind.body).message).toBe(privacyMessages.kindRequired);
    const short = await file(militar, "acesso", "curto");
    expect(short.status).toBe(422);
    expect(errorOf(short.body).message).toBe(privacyMessages.detailsRequired);
    const long = await file(militar, "acesso", "x".repeat(2001));
    expect(errorOf(long.body).message).toBe(privacyMessages.detailsTooLong);

    // A double submit: one request is filed, the other is told it already exists.
    const both = await Promise.all([file(militar, "compartilhamento"), file(militar, "compartilhamento")]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)?.body.error).toMatchObject({ message: privacyMessages.sameKindOpen });

    for (const kind of ["acesso", "correcao", "revogacao", "oposicao"])
      expect((await file(militar, kind)).status).toBe(201);
    const sixth = await file(militar, "portabilidade");
    expect(sixth.status).toBe(409);
    expect(errorOf(sixth.body).message).toBe(privacyMessages.tooManyOpen);
    const rows = await t.db.select().from(privacyRequests).where(eq(privacyRequests.userId, militar.userId));
    expect(rows).toHaveLength(PRIVACY_OPEN_REQUESTS_MAX);
    expect(rows.every((r) => r.status === "aberta")).toBe(true);
  });

  it("shows each person only his own requests", async () => {
    const a = await completedMilitar(t, { fullName: "Soldado Alfa" });
    const b = await completedMilitar(t, { fullName: "Soldado Bravo" });
    expect((await file(a, "acesso")).status).toBe(201);
    expect(await mine(b)).toEqual([]);
    expect((await mine(a)).map((r) => r.kind)).toEqual(["acesso"]);
  });
});

describe("answering in the console", () => {
  it("is refused to visitors, militares and companies, and writes nothing", async () => {
    const militar = await completedMilitar(t);
    const company = await paidCompany(t);
    const [filed] = await t.db
      .insert(privacyRequests)
      .values({ userId: militar.userId, kind: "acesso", details: "Quero uma cópia dos meus dados." })
      .returning();
    if (!filed) throw new Error("not filed");
    const path = `/api/operations/privacy-requests/${filed.id}/decision`;
    const body = { decision: "atendida", response: "Enviamos a cópia dos seus dados." };
    expect((await call(null, "POST", path, body)).status).toBe(401);
    expect((await call(militar, "POST", path, body)).status).toBe(403);
    expect((await call(company.user, "POST", path, body)).status).toBe(403);
    expect((await call(militar, "GET", "/api/operations/privacy-requests")).status).toBe(403);
    const [row] = await t.db.select().from(privacyRequests).where(eq(privacyRequests.id, filed.id));
    expect(row?.status).toBe("aberta");
    expect(await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, filed.id))).toEqual([]);
  });

  it("answers a militar's request once: his page, his bell and his e-mail show it; the audit keeps no text", async () => {
    const militar = await completedMilitar(t, { fullName: "Sargento Correção" });
    const details = "Minha data de baixa está errada: o correto é 28/02/2026.";
    expect((await file(militar, "correcao", details)).status).toBe(201);
    const [filed] = await mine(militar);
    if (!filed) throw new Error("not filed");

    const open = await queue("abertas");
    expect(open.requests.find((r) => r.id === filed.id)).toMatchObject({
      fullName: "Sargento Correção",
      email: militar.email,
      role: "militar",
      details,
      status: "aberta",
    });

    const shortAnswer = await decide(filed.id, "atendida", "ok");
    expect(shortAnswer.status).toBe(422);
    expect(errorOf(shortAnswer.body).message).toBe(privacyMessages.responseRequired);
    expect((await decide("00000000-0000-4000-8000-000000000000", "atendida", "Resposta qualquer aqui.")).status).toBe(
      404,
    );

    const response = "Corrigimos a data de baixa no seu perfil para 28/02/2026.";
    const answered = await decide(filed.id, "atendida", response);
    expect(answered.status).toBe(200);
    expect(answered.body.message).toBe(privacyMessages.answered);
    const again = await decide(filed.id, "recusada", "Tentativa de decidir de novo.");
    expect(again.status).toBe(409);
    expect(errorOf(again.body).message).toBe(privacyMessages.decided);

    const [seen] = await mine(militar);
    expect(seen).toMatchObject({ status: "atendida", response });
    expect(seen?.decidedAt).not.toBeNull();
    const bell = await call(militar, "GET", "/api/notifications");
    expect(
      (bell.body.notifications as { kind: string; data: unknown }[]).map((n) => notificationText(n.kind, n.data)),
    ).toContain(
      "Sua solicitação “Correção de dados incompletos, inexatos ou desatualizados” foi atendida. Veja a resposta em Configurações.",
    );
    const mails = await t.readOutbox(militar.email);
    const mail = mails.find((m) => m.subject === "Resposta à sua solicitação sobre dados pessoais: atendida");
    expect(mail?.text).toContain(response);
    expect(mail?.text).toContain("/app/configuracoes#secao-privacidade");
    expect(mails.filter((m) => m.subject.startsWith("Resposta à sua solicitação"))).toHaveLength(1);

    const audit = await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, filed.id));
    expect(audit.map((a) => [a.action, a.actorEmail, a.before, a.after])).toEqual([
      [
        "privacy.answer",
        op.user.email,
        { status: "aberta", kind: "correcao" },
        { status: "atendida", kind: "correcao" },
      ],
    ]);
    expect(JSON.stringify(audit)).not.toContain("28/02/2026");

    expect((await queue("abertas")).requests.some((r) => r.id === filed.id)).toBe(false);
    expect((await queue("respondidas")).requests.find((r) => r.id === filed.id)).toMatchObject({ status: "atendida" });
  });

  it("refuses a company's request with the reason, by e-mail to the company (which has no bell)", async () => {
    const company = await paidCompany(t, { name: "Empresa Recusada" });
    expect(
      (await file(company.user, "revisao", "Quero revisar a decisão automática que recusou meu cadastro.")).status,
    ).toBe(201);
    const [filed] = await mine(company.user);
    if (!filed) throw new Error("not filed");
    const why = "A plataforma não toma decisões unicamente automatizadas sobre cadastros de empresas.";
    expect((await decide(filed.id, "recusada", why)).body.message).toBe(privacyMessages.refused);
    expect((await mine(company.user))[0]).toMatchObject({ status: "recusada", response: why });
    const mail = (await t.readOutbox(company.user.email)).find((m) => m.subject.endsWith("recusada"));
    expect(mail?.text).toContain(`Motivo: ${why}`);
    expect(mail?.text).toContain("/empresa/configuracoes#secao-privacidade");
    expect(mail?.text).toContain("www.gov.br/anpd");
    // A company's user has no bell: the e-mail is his only notice.
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, company.user.userId))).toEqual([]);
    expect(
      (await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, filed.id))).map((a) => [
        a.action,
        a.after,
      ]),
    ).toEqual([["privacy.refuse", { status: "recusada", kind: "revisao" }]]);
    // The answered list holds only answered requests, the queue only open ones.
    const answered = await queue("respondidas");
    expect(answered.requests.find((r) => r.id === filed.id)).toMatchObject({ status: "recusada" });
    expect(answered.requests.every((r) => r.status !== "aberta")).toBe(true);
    expect((await queue("abertas")).requests.every((r) => r.status === "aberta")).toBe(true);
  });

  it("leaves one decision when two operators answer at once", async () => {
    const militar = await completedMilitar(t);
    expect((await file(militar, "oposicao")).status).toBe(201);
    const [filed] = await mine(militar);
    if (!filed) throw new Error("not filed");
    const results = await Promise.all([
      decide(filed.id, "atendida", "Paramos o tratamento indicado."),
      decide(filed.id, "recusada", "O tratamento segue base legal de contrato."),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, filed.id))).toHaveLength(1);
  });

  it("pages the open queue oldest first and the answered newest first, each request once", async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => completedMilitar(t)));
    const kinds = ["acesso", "correcao", "portabilidade", "compartilhamento", "revogacao"];
    const base = Date.UTC(2026, 0, 1);
    const rows = people.flatMap((p, i) =>
      kinds.map((kind, k) => ({
        userId: p.userId,
        kind,
        details: "Pedido criado para testar a paginação.",
        // Four requests share each instant, one group across the page break, so the id breaks the tie.
        createdAt: new Date(base + Math.floor((i * kinds.length + k) / 4) * 60_000),
      })),
    );
    const inserted = await t.db.insert(privacyRequests).values(rows).returning({ id: privacyRequests.id });
    const ours = new Set(inserted.map((r) => r.id));

    const seen: QueuedRequest[] = [];
    let cursor: string | undefined;
    do {
      const page = await queue("abertas", cursor);
      seen.push(...page.requests);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const ids = seen.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => ours.has(id))).toHaveLength(40);
    const times = seen.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const bad = await call(op.user, "GET", "/api/operations/privacy-requests?cursor=nao-e-um-cursor");
    expect(bad.status).toBe(422);

    await t.db
      .update(privacyRequests)
      .set({ status: "atendida", decidedAt: new Date(base), response: "Respondido em lote." })
      .where(inArray(privacyRequests.id, [...ours]));
    const answered: QueuedRequest[] = [];
    cursor = undefined;
    do {
      const page = await queue("respondidas", cursor);
      answered.push(...page.requests);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(answered.filter((r) => ours.has(r.id))).toHaveLength(40);
    expect(new Set(answered.map((r) => r.id)).size).toBe(answered.length);
  });
});

describe("the person's other rights", () => {
  it("puts his requests in the data export, and deleting the account erases them while the audit stays", async () => {
    const militar = await completedMilitar(t);
    expect((await file(militar, "acesso", "Quero saber quais dados vocês têm sobre mim.")).status).toBe(201);
    const [filed] = await mine(militar);
    if (!filed) throw new Error("not filed");
    const exported = await militar.client.request("GET", "/api/account/export");
    expect((exported.body as { privacyRequests: { kind: string; details: string }[] }).privacyRequests).toMatchObject([
      { kind: "acesso", details: "Quero saber quais dados vocês têm sobre mim." },
    ]);
    expect((await decide(filed.id, "atendida", "Enviamos a lista completa por e-mail.")).status).toBe(200);

    expect(await deleteAccount(t.db, militar.userId, FEATURES)).toBe("deleted");
    expect(await t.db.select().from(privacyRequests).where(eq(privacyRequests.userId, militar.userId))).toEqual([]);
    expect(await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, filed.id))).toHaveLength(1);
  });
});
