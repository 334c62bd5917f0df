// 'Suporte' through the API: a person opens requests under his plan's support, the operators'
// queue puts the higher plans first and each by its due time in business hours, Enterprise goes
// to its dedicated manager and a breach is e-mailed, answers reach the person by e-mail (at once,
// or only when a live answer went unread), and nobody reaches another's request.
import { supportMessages as m } from "@pm/shared/support";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, operator, paidCompany, type TestOperator, teamMember } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { files } from "../../db/schema/files";
import { operatorAudit } from "../../db/schema/operations";
import { supportRequests } from "../../db/schema/support";
import { addBusinessMinutes } from "./support.hours";
import { createRequest, rateRequest } from "./support.queries";
import { sendSupportAnswerEmails, sendSupportBreaches } from "./support.worker";

let t: TestApp;
let op: TestOperator;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  op = await operator(t);
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

function form(fields: Record<string, string>, attachments = 0, bytes: Uint8Array = PDF) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  for (let i = 0; i < attachments; i++)
    f.append("files", new Blob([bytes], { type: "application/pdf" }), `doc-${i}.pdf`);
  return f;
}

const open = (who: TestUser, subject = "Não consigo baixar a nota fiscal", attachments = 0) =>
  who.client.request(
    "POST",
    "/api/support",
    form({ subject, category: "pagamentos", message: "Aparece um erro ao clicar em baixar." }, attachments),
  );
const idOf = (res: { body: unknown }) => (res.body as { id: string }).id;
const errorOf = (res: { body: unknown }) => (res.body as { error: { code: string; message: string } }).error;
const opCall = (method: string, path: string, body?: unknown) => op.user.client.request(method, path, body);
const answer = (id: string, message: string, status = "respondido") =>
  opCall("POST", `/api/operations/support/${id}/answer`, form({ message, status }));

describe("opening a request", () => {
  it("opens under the militar's plan with its attachments, lists it 'Aberto' and refuses bad input in pt-BR", async () => {
    const militar = await completedMilitar(t, { fullName: "Ana Souza" });
    const created = await open(militar, "Não consigo baixar a nota fiscal", 2);
    expect(created.status).toBe(201);
    const list = await militar.client.request("GET", "/api/support");
    const body = list.body as Body & { requests: Body[]; level: Body };
    expect(body.plan).toBe("FREE");
    // FREE's support is the community; its requests about the account are answered by e-mail.
    expect(body.level).toMatchObject({ id: "community", targetLabel: "2 dias úteis", live: false });
    expect(body.requests).toEqual([expect.objectContaining({ id: idOf(created), status: "aberto", unread: false })]);
    const thread = await militar.client.request("GET", `/api/support/${idOf(created)}`);
    const messages = (thread.body as { messages: { author: string; authorName: string; attachments: Body[] }[] })
      .messages;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ author: "pessoa", authorName: "Você" });
    expect(messages[0]?.attachments.map((a) => a.name)).toEqual(["doc-0.pdf", "doc-1.pdf"]);
    // The attachment is the person's and the operators', nobody else's.
    const url = String(messages[0]?.attachments[0]?.url);
    expect((await militar.client.request("GET", url)).status).toBe(200);
    expect((await opCall("GET", url)).status).toBe(200);
    const other = await completedMilitar(t);
    expect((await other.client.request("GET", url)).status).toBe(404);

    const blank = await militar.client.request(
      "POST",
      "/api/support",
      form({ subject: " ", category: "outro", message: "" }),
    );
    expect(blank.status).toBe(422);
    expect(errorOf(blank).message).toBe(m.subjectRequired);
    const tooLong = await militar.client.request(
      "POST",
      "/api/support",
      form({ subject: "Assunto válido", category: "outro", message: "x".repeat(5001) }),
    );
    expect(errorOf(tooLong).message).toBe(m.messageTooLong);
    const four = await open(militar, "Quatro anexos de uma vez", 4);
    expect([four.status, errorOf(four).message]).toEqual([422, m.tooManyAttachments]);
    const wrong = await militar.client.request(
      "POST",
      "/api/support",
      form(
        { subject: "Anexo que não é PDF", category: "outro", message: "Segue." },
        1,
        new TextEncoder().encode("MZ not a pdf"),
      ),
    );
    expect([wrong.status, errorOf(wrong).message]).toEqual([422, "Envie um arquivo PDF, PNG ou JPEG"]);
    // Nothing was half-written by the refused ones.
    const rows = await t.db.select().from(supportRequests).where(eq(supportRequests.userId, militar.userId));
    expect(rows).toHaveLength(1);
  });

  it("holds at most 5 open at once, even for two clicks at the same moment", async () => {
    const militar = await completedMilitar(t);
    for (let i = 0; i < 4; i++) expect((await open(militar, `Pergunta número ${i + 1}`)).status).toBe(201);
    const [a, b] = await Promise.all([open(militar, "Quinta pergunta"), open(militar, "Sexta pergunta")]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(errorOf(a.status === 409 ? a : b).message).toBe(m.tooManyOpen);
    // Resolving one frees a place.
    const first = (await militar.client.request("GET", "/api/support")).body as { requests: { id: string }[] };
    const resolved = await militar.client.request("POST", `/api/support/${first.requests[0]?.id}/resolve`);
    expect(resolved.status).toBe(200);
    expect((await open(militar, "Agora cabe mais uma")).status).toBe(201);
  });

  it("answers 404 for another person's request, 401 to a visitor and 403 to the wrong side", async () => {
    const owner = await completedMilitar(t);
    const id = idOf(await open(owner));
    const { user: company } = await paidCompany(t, { plan: "plus" });
    for (const [method, path, body] of [
      ["GET", `/api/support/${id}`, undefined],
      ["GET", `/api/support/${id}/typing`, undefined],
      ["POST", `/api/support/${id}/typing`, undefined],
      ["POST", `/api/support/${id}/messages`, form({ message: "Oi" })],
      ["POST", `/api/support/${id}/read`, undefined],
      ["POST", `/api/support/${id}/resolve`, undefined],
      ["POST", `/api/support/${id}/rating`, { rating: 5 }],
    ] as const) {
      const res = await company.client.request(method, path, body);
      expect([path, res.status, errorOf(res).message]).toEqual([path, 404, m.notFound]);
    }
    expect((await t.client().request("GET", "/api/support")).status).toBe(401);
    expect((await opCall("GET", "/api/support")).status).toBe(403);
    expect((await owner.client.request("GET", "/api/operations/support")).status).toBe(403);
    expect((await company.client.request("GET", `/api/operations/support/${id}`)).status).toBe(403);
    // Every operators' route refuses whoever is not an operator.
    for (const [method, path] of [
      ["GET", "/api/operations/support/stats"],
      ["GET", "/api/operations/support/macros"],
      ["POST", "/api/operations/support/macros"],
      ["PUT", "/api/operations/support/availability"],
      ["POST", `/api/operations/support/${id}/take`],
      ["POST", `/api/operations/support/${id}/hand-over`],
      ["POST", `/api/operations/support/${id}/answer`],
      ["POST", `/api/operations/support/${id}/notes`],
      ["POST", `/api/operations/support/${id}/status`],
      ["POST", `/api/operations/support/${id}/read`],
      ["GET", `/api/operations/support/${id}/typing`],
    ] as const) {
      const body = method === "GET" ? undefined : {};
      expect([path, (await owner.client.request(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await t.client().request(method, path, body)).status]).toEqual([path, 401]);
    }
    const noSecondFactor = await operator(t, { twoFactor: false });
    const refused = await noSecondFactor.user.client.request("GET", "/api/operations/support");
    expect(refused.status).toBe(403);
  });

  it("lets every role of a company's team open one, under the company's plan", async () => {
    const { user: admin } = await paidCompany(t, { plan: "plus" });
    const cashier = await teamMember(t, admin, "caixa", "Marcos Vieira");
    const res = await open(cashier, "O leitor de código não valida");
    expect(res.status).toBe(201);
    const list = (await cashier.client.request("GET", "/api/support")).body as Body & { level: Body };
    expect([list.plan, (list.level as { id: string }).id]).toEqual(["plus", "chat"]);
    // The admin does not see a teammate's request: each person's are his own.
    expect(((await admin.client.request("GET", "/api/support")).body as { requests: unknown[] }).requests).toEqual([]);
  });
});

describe("the rate of new requests", () => {
  it("refuses an account opening more than its hourly share, with Retry-After", async () => {
    const limited = await createTestApp({
      rateLimits: { supportRequestsPerAccount: { limit: 2, windowSeconds: 3600 } },
    });
    try {
      const militar = await completedMilitar(limited);
      const send = () =>
        militar.client.request(
          "POST",
          "/api/support",
          form({ subject: "Mais uma dúvida", category: "outro", message: "Pergunta repetida." }),
        );
      expect([(await send()).status, (await send()).status]).toEqual([201, 201]);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});

describe("the queue", () => {
  it("puts each plan ahead of every lower one, then by due time in business hours", async () => {
    const friday = new Date("2026-11-27T20:30:00Z"); // Friday 17h30 in Brasília
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => completedMilitar(t)));
    const made: Record<string, string> = {};
    const plans = ["FREE", "parceiro", "plus", "PREMIUM", "pro", "enterprise"] as const;
    for (const [i, plan] of plans.entries()) {
      const who = people[i] as TestUser;
      const created = await createRequest(
        t.db,
        { userId: who.userId, plan, companyId: null },
        { subject: `Fila ${plan}`, category: "outro", message: "Teste de ordem" },
        [],
        friday,
      );
      if (created.kind !== "created") throw new Error("not created");
      made[plan] = created.id;
    }
    const queue = await opCall("GET", "/api/operations/support?status=aberto");
    const ids = (queue.body as { requests: { id: string; dueAt: string }[] }).requests.map((r) => r.id);
    const position = (plan: string) => ids.indexOf(made[plan] as string);
    // Enterprise, then Pro and PREMIUM (one rank), then Plus, then Parceiro (e-mail), then FREE (the
    // community's, whose questions the community answers first).
    const groups = [["enterprise"], ["pro", "PREMIUM"], ["plus"], ["parceiro"], ["FREE"]];
    for (let g = 0; g < groups.length - 1; g++) {
      const lastOfThis = Math.max(...(groups[g] as string[]).map(position));
      const firstOfNext = Math.min(...(groups[g + 1] as string[]).map(position));
      expect(lastOfThis).toBeLessThan(firstOfNext);
    }
    const due = async (plan: string) =>
      (
        await t.db
          .select()
          .from(supportRequests)
          .where(eq(supportRequests.id, made[plan] as string))
      )[0]?.dueAt?.toISOString();
    // Friday 17h30: half an hour counts on Friday, the rest from Monday 8h (Brasília, UTC-3).
    expect(await due("enterprise")).toBe("2026-11-30T11:30:00.000Z");
    expect(await due("pro")).toBe("2026-11-30T14:30:00.000Z");
    expect(await due("plus")).toBe("2026-11-30T18:30:00.000Z");
    expect(await due("FREE")).toBe("2026-12-01T20:30:00.000Z");
    const filtered = await opCall("GET", "/api/operations/support?plan=enterprise&category=outro");
    expect((filtered.body as { requests: { id: string }[] }).requests.map((r) => r.id)).toContain(made.enterprise);
    expect((filtered.body as { requests: { plan: string }[] }).requests.every((r) => r.plan === "enterprise")).toBe(
      true,
    );
  });

  it("counts no business time over a national holiday (Consciência Negra) and a weekend", () => {
    // Thursday 19 Nov 2026, 17h30 in Brasília; Friday 20 is a national holiday.
    expect(addBusinessMinutes(new Date("2026-11-19T20:30:00Z"), 60).toISOString()).toBe("2026-11-23T11:30:00.000Z");
    // Natal on a Friday: Thursday 24 Dec 17h + 2 business hours → Monday 28 Dec 9h.
    expect(addBusinessMinutes(new Date("2026-12-24T20:00:00Z"), 120).toISOString()).toBe("2026-12-28T12:00:00.000Z");
    // Before opening, the clock starts at 8h.
    expect(addBusinessMinutes(new Date("2026-11-30T09:00:00Z"), 30).toISOString()).toBe("2026-11-30T11:30:00.000Z");
  });
});

describe("Enterprise", () => {
  it("goes to the contract's dedicated manager, and a breach is e-mailed to him and every operator once", async () => {
    const manager = await operator(t);
    const { user: admin, company } = await paidCompany(t, { plan: "plus", name: "Logística Forte" });
    const contract = await opCall("PUT", `/api/operations/companies/${company.id}/contract`, {
      jobLimit: 50,
      priceNote: "R$ 4.500,00 por mês",
      startsOn: "2026-11-01",
      endsOn: "2027-10-31",
      supportManagerId: manager.user.userId,
    });
    expect(contract.status).toBe(200);
    // Only an operator may be the manager.
    const wrong = await opCall("PUT", `/api/operations/companies/${company.id}/contract`, {
      jobLimit: 50,
      priceNote: "R$ 4.500,00 por mês",
      startsOn: "2026-11-01",
      endsOn: "2027-10-31",
      supportManagerId: admin.userId,
    });
    expect([wrong.status, errorOf(wrong).message]).toEqual([422, m.managerInvalid]);

    const id = idOf(await open(admin, "Integração da API parou"));
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect([row?.plan, row?.level, row?.assignedTo]).toEqual(["enterprise", "dedicated", manager.user.userId]);

    if (!row?.dueAt) throw new Error("the request has no due time");
    const late = new Date(row.dueAt.getTime() + MINUTE);
    const first = await sendSupportBreaches({
      db: t.db,
      mailer: t.deps.mailer,
      baseUrl: "http://localhost",
      now: late,
    });
    expect(first.breaches).toBeGreaterThanOrEqual(1);
    for (const who of [manager.user.email, op.user.email]) {
      const mail = (await t.readOutbox(who)).filter((e) => e.subject === "SLA estourado: Integração da API parou");
      expect(mail).toHaveLength(1);
      expect(mail[0]?.text).toContain("Logística Forte");
    }
    await sendSupportBreaches({ db: t.db, mailer: t.deps.mailer, baseUrl: "http://localhost", now: late });
    const again = (await t.readOutbox(manager.user.email)).filter(
      (e) => e.subject === "SLA estourado: Integração da API parou",
    );
    expect(again).toHaveLength(1);
    const queue = await manager.user.client.request("GET", "/api/operations/support?mine=1");
    expect((queue.body as { requests: { id: string }[] }).requests.map((r) => r.id)).toContain(id);
  });
});

describe("answers", () => {
  it("e-mails a FREE militar the answer at once; his reading shows 'Lida' and his reply reopens it", async () => {
    const militar = await completedMilitar(t, { fullName: "Ana Souza" });
    const id = idOf(await open(militar, "Dúvida sobre o certificado"));
    expect((await opCall("POST", `/api/operations/support/${id}/take`)).status).toBe(200);
    const answered = await answer(id, "Olá, Ana! O certificado fica em Trilhas > Certificados.");
    expect(answered.status).toBe(201);
    const mail = (await t.readOutbox(militar.email)).filter(
      (e) => e.subject === "Resposta do suporte: Dúvida sobre o certificado",
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain("O certificado fica em Trilhas > Certificados.");
    expect(mail[0]?.text).toContain(`/app/suporte?atendimento=${id}`);

    let list = (await militar.client.request("GET", "/api/support")).body as { requests: Body[] };
    expect(list.requests[0]).toMatchObject({ status: "respondido", unread: true });
    expect((await militar.client.request("POST", `/api/support/${id}/read`)).status).toBe(204);
    list = (await militar.client.request("GET", "/api/support")).body as { requests: Body[] };
    expect(list.requests[0]).toMatchObject({ unread: false });
    const detail = await opCall("GET", `/api/operations/support/${id}`);
    const ours = (detail.body as { messages: { author: string; readAt: string | null }[] }).messages.filter(
      (x) => x.author === "operador",
    );
    expect(ours[0]?.readAt).not.toBeNull();

    const reply = await militar.client.request(
      "POST",
      `/api/support/${id}/messages`,
      form({ message: "Achei, obrigada!" }),
    );
    expect(reply.status).toBe(201);
    const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row?.status).toBe("aberto");
    expect(row?.firstResponseAt).not.toBeNull();
    // The take and the answer are in the console's audit.
    const audit = await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(["support.answer", "support.take"]);
  });

  it("on a live plan with an operator 'Disponível', e-mails only an answer left unread for 10 minutes", async () => {
    const { user: company } = await paidCompany(t, { plan: "plus" });
    const id = idOf(await open(company, "Como exporto os candidatos?"));
    expect((await opCall("PUT", "/api/operations/support/availability", { available: true })).status).toBe(200);
    const live = (await company.client.request("GET", `/api/support/${id}`)).body as Body;
    expect(live.live).toBe(true);
    await answer(id, "Em Candidatos, use 'Exportar'.");
    const subject = "Resposta do suporte: Como exporto os candidatos?";
    const count = async () => (await t.readOutbox(company.email)).filter((e) => e.subject === subject).length;
    expect(await count()).toBe(0);
    // Read in the chat: no e-mail, even after 10 minutes.
    await company.client.request("POST", `/api/support/${id}/read`);
    const later = new Date(Date.now() + 11 * MINUTE);
    await sendSupportAnswerEmails({ db: t.db, mailer: t.deps.mailer, baseUrl: "http://localhost", now: later });
    expect(await count()).toBe(0);
    // Unread: it goes by e-mail once its 10 minutes pass.
    await answer(id, "Se precisar, envio o passo a passo.");
    await sendSupportAnswerEmails({ db: t.db, mailer: t.deps.mailer, baseUrl: "http://localhost", now: later });
    expect(await count()).toBe(1);
    // 'Ausente': the chat falls back to e-mail at once.
    await opCall("PUT", "/api/operations/support/availability", { available: false });
    expect(((await company.client.request("GET", `/api/support/${id}`)).body as Body).live).toBe(false);
    await answer(id, "Qualquer coisa, é só responder.");
    expect(await count()).toBe(2);
  });

  it("keeps internal notes from the person, and fills a macro's {nome}", async () => {
    const militar = await completedMilitar(t, { fullName: "João Pereira" });
    const id = idOf(await open(militar, "Cobrança em dobro no cartão"));
    const note = await opCall("POST", `/api/operations/support/${id}/notes`, {
      message: "Conferir no Stripe o pagamento duplicado.",
    });
    expect(note.status).toBe(201);
    const seen = (await militar.client.request("GET", `/api/support/${id}`)).body as { messages: { body: string }[] };
    expect(seen.messages.map((x) => x.body)).not.toContain("Conferir no Stripe o pagamento duplicado.");
    const detail = (await opCall("GET", `/api/operations/support/${id}`)).body as { messages: { author: string }[] };
    expect(detail.messages.map((x) => x.author)).toEqual(["pessoa", "nota"]);

    const saved = await opCall("POST", "/api/operations/support/macros", {
      title: "Boas-vindas",
      body: "Olá, {nome}! Já estamos vendo.",
    });
    expect(saved.status).toBe(201);
    const blank = await opCall("POST", "/api/operations/support/macros", { title: "", body: "x" });
    expect([blank.status, errorOf(blank).message]).toEqual([422, m.macroTitleRequired]);
    const macros = (await opCall("GET", "/api/operations/support/macros")).body as {
      macros: { id: string; title: string }[];
    };
    const macroId = macros.macros.find((x) => x.title === "Boas-vindas")?.id as string;
    expect(
      (await opCall("PUT", `/api/operations/support/macros/${macroId}`, { title: "Boas-vindas", body: "Oi, {nome}!" }))
        .status,
    ).toBe(200);
    expect((await opCall("DELETE", `/api/operations/support/macros/${macroId}`)).status).toBe(200);
    expect((await opCall("DELETE", `/api/operations/support/macros/${macroId}`)).status).toBe(404);
    const audit = await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, macroId));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "support.macro.create",
      "support.macro.delete",
      "support.macro.update",
    ]);
  });

  it("shows support the person's failed requests with their request ids, and the recent payments", async () => {
    const militar = await completedMilitar(t);
    const failed = await militar.client.request("POST", "/api/military/applications", {
      jobId: "00000000-0000-4000-8000-000000000000",
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const id = idOf(await open(militar, "Não consigo me candidatar"));
    const detail = (await opCall("GET", `/api/operations/support/${id}`)).body as {
      errors: { requestId: string; path: string; status: number }[];
      person: { name: string };
      payments: unknown[];
    };
    expect(detail.errors[0]).toMatchObject({ path: "/api/military/applications", status: failed.status });
    expect(detail.errors[0]?.requestId).toMatch(/\S{8,}/);
    expect(detail.payments).toEqual([]);
  });
});

describe("after 'Resolvido'", () => {
  it("is rated once, within 7 days, and only once resolved", async () => {
    const militar = await completedMilitar(t);
    const id = idOf(await open(militar, "Ajuda com o perfil"));
    const early = await militar.client.request("POST", `/api/support/${id}/rating`, { rating: 5 });
    expect([early.status, errorOf(early).message]).toEqual([409, m.ratingNotResolved]);
    await answer(id, "Pronto, ajustado.", "resolvido");
    const bad = await militar.client.request("POST", `/api/support/${id}/rating`, { rating: 6 });
    expect([bad.status, errorOf(bad).message]).toEqual([422, m.ratingInvalid]);
    const rated = await militar.client.request("POST", `/api/support/${id}/rating`, { rating: 5, comment: "Rápido!" });
    expect(rated.status).toBe(200);
    const twice = await militar.client.request("POST", `/api/support/${id}/rating`, { rating: 1 });
    expect([twice.status, errorOf(twice).message]).toEqual([409, m.alreadyRated]);

    const other = idOf(await open(militar, "Outra dúvida qualquer"));
    await answer(other, "Resolvido.", "resolvido");
    const eightDays = new Date(Date.now() + 8 * 24 * 60 * MINUTE);
    expect(await rateRequest(t.db, militar.userId, other, { rating: 4 }, eightDays)).toBe("closed");

    const stats = (await opCall("GET", "/api/operations/support/stats")).body as {
      plans: { plan: string; answered: number; ratingAverage: number | null; withinTargetShare: number | null }[];
    };
    const free = stats.plans.find((p) => p.plan === "FREE");
    expect(free?.answered).toBeGreaterThanOrEqual(2);
    expect(free?.ratingAverage).not.toBeNull();
    expect(free?.withinTargetShare).toBeGreaterThan(0);
  });
});

describe("LGPD", () => {
  it("exports the threads without internal notes, and deleting the account deletes them and the files", async () => {
    const militar = await completedMilitar(t);
    const id = idOf(await open(militar, "Quero meus dados", 1));
    await opCall("POST", `/api/operations/support/${id}/notes`, { message: "Nota que não sai no export" });
    await opCall(
      "POST",
      `/api/operations/support/${id}/answer`,
      form({ message: "Segue o anexo.", status: "respondido" }, 1),
    );
    const exported = await militar.client.request("GET", "/api/account/export");
    const text = JSON.stringify(exported.body);
    expect(text).toContain("Quero meus dados");
    expect(text).toContain("Segue o anexo.");
    expect(text).not.toContain("Nota que não sai no export");

    const fileIds = (
      await t.db
        .select({ id: files.id, owner: files.ownerId })
        .from(files)
        .where(eq(files.purpose, "support_attachment"))
    ).filter((f) => f.owner === militar.userId || f.owner === op.user.userId);
    expect(fileIds.length).toBeGreaterThanOrEqual(2);
    const deleted = await militar.client.request("DELETE", "/api/account", { password: militar.password });
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(supportRequests).where(eq(supportRequests.id, id))).toEqual([]);
    const left = await t.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.purpose, "support_attachment"), eq(files.ownerId, militar.userId)));
    expect(left).toEqual([]);
    const answerFile = (await opCall("GET", `/api/operations/support/${id}`)).status;
    expect(answerFile).toBe(404);
  });
});
