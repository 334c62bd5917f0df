// Conversations through the API: who may open one, sending and reading with unread counts and
// receipts, blocking and reporting, and the access matrix: another company, another militar and a
// visitor find nothing.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, fileForm, readError, type TestApp, type TestUser } from "../../../test/harness";
import { users } from "../../db/schema/auth";
import { conversationReports, conversations, messages } from "../../db/schema/conversations";
import { files } from "../../db/schema/files";

let t: TestApp;
let company: TestUser;
let companyId: string;
let rival: TestUser;
let rivalId: string;
let militar: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const c = await paidCompany(t, { name: "Logística Forte" });
  company = c.user;
  companyId = c.company.id;
  const r = await paidCompany(t, { name: "Transportes Rival" });
  rival = r.user;
  rivalId = r.company.id;
  militar = await completedMilitar(t, {
    fullName: "João Batista",
    profile: { militaryBranch: "Exército", rank: "Sargento" },
  });
  stranger = await completedMilitar(t, { fullName: "Pedro Alheio" });
  const j = await job(t, companyId, { title: "Motorista de Entregas" });
  await application(t, { userId: militar.userId, jobId: j.id });
  const rj = await job(t, rivalId);
  await application(t, { userId: stranger.userId, jobId: rj.id });
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const count = async (table: typeof conversations | typeof messages) => (await t.db.select().from(table)).length;
const get = async (who: TestUser, path: string) => {
  const res = await who.client.request("GET", path);
  return { status: res.status, body: res.body as Body };
};
const post = async (who: TestUser, path: string, body?: unknown) => {
  const res = await who.client.request("POST", path, body);
  return { status: res.status, body: res.body as Body };
};

/** Opens (or finds) the company's conversation with the militar. */
async function companyOpens(): Promise<string> {
  const res = await post(company, "/api/company/conversations", { militarId: militar.userId });
  expect([200, 201]).toContain(res.status);
  return res.body.id as string;
}

describe("opening a conversation", () => {
  it("a company opens one with a candidate, once: a second opening finds the same", async () => {
    const first = await post(company, "/api/company/conversations", { militarId: militar.userId });
    const again = await post(company, "/api/company/conversations", { militarId: militar.userId });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.id).toBe(first.body.id);
    expect(await count(conversations)).toBe(1);
  });

  it("a company cannot open one with a militar who never applied to it", async () => {
    const res = await readError(
      company.client.request("POST", "/api/company/conversations", { militarId: stranger.userId }),
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(
      "Este militar não se candidatou a nenhuma vaga da sua empresa nem está no banco de talentos",
    );
  });

  it("a militar opens one only with a company he applied to", async () => {
    const mine = await post(militar, "/api/military/conversations", { companyId });
    expect(mine.status).toBe(200);
    expect(mine.body.id).toBe(await companyOpens());
    const other = await readError(
      militar.client.request("POST", "/api/military/conversations", { companyId: rivalId }),
    );
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe(
      "Você só pode falar com empresas às quais se candidatou ou que convidaram você",
    );
  });

  it("refuses a body with unknown fields or a malformed id", async () => {
    const extra = await readError(
      company.client.request("POST", "/api/company/conversations", { militarId: militar.userId, companyId: rivalId }),
    );
    expect(extra.status).toBe(422);
    const malformed = await readError(company.client.request("POST", "/api/company/conversations", { militarId: "x" }));
    expect(malformed.status).toBe(422);
  });
});

describe("sending and reading", () => {
  it("a message reaches the other side's list with an unread count, and reading it shows 'lida'", async () => {
    const id = await companyOpens();
    const sent = await post(company, `/api/company/conversations/${id}/messages`, {
      body: "  Olá, João! Podemos conversar?  ",
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ mine: true, body: "Olá, João! Podemos conversar?", readAt: null });

    const list = await get(militar, "/api/military/conversations");
    expect(list.body.conversations).toEqual([
      expect.objectContaining({
        id,
        name: "Logística Forte",
        unread: 1,
        lastMessage: { mine: false, body: "Olá, João! Podemos conversar?", attachmentName: null, read: false },
        // The company's page, linked from the militar's side; the company's side links nowhere.
        companySlug: expect.stringMatching(/^logistica-forte(-\d+)?$/),
      }),
    ]);
    expect((await get(militar, "/api/military/conversations/unread")).body).toEqual({ total: 1 });
    expect(((await get(militar, "/api/military/dashboard")).body.counts as Body).unreadMessages).toBe(1);

    const companyList = await get(company, "/api/company/conversations");
    expect(companyList.body.conversations).toEqual([
      expect.objectContaining({
        id,
        name: "João Batista",
        role: "Militar · Exército · Sargento",
        unread: 0,
        companySlug: null,
      }),
    ]);

    expect((await post(militar, `/api/military/conversations/${id}/read`)).status).toBe(204);
    expect((await get(militar, "/api/military/conversations/unread")).body).toEqual({ total: 0 });
    expect(((await get(militar, "/api/military/dashboard")).body.counts as Body).unreadMessages).toBe(0);
    const seen = await get(company, `/api/company/conversations/${id}/messages`);
    const [message] = seen.body.messages as Body[];
    expect(message?.readAt).toEqual(expect.any(String));
    // The receiver's own view of the same message carries no receipt: receipts are the sender's.
    const theirs = await get(militar, `/api/military/conversations/${id}/messages`);
    expect(theirs.body.messages).toEqual([expect.objectContaining({ mine: false, readAt: null })]);
  });

  it("a militar's message counts unread for the company, and the company's reading clears it", async () => {
    const id = await companyOpens();
    const before = (await get(company, "/api/company/conversations/unread")).body.total as number;
    await post(militar, `/api/military/conversations/${id}/messages`, { body: "Recebi, obrigado!" });
    expect((await get(company, "/api/company/conversations/unread")).body).toEqual({ total: before + 1 });
    expect((await get(militar, "/api/military/conversations/unread")).body).toEqual({ total: 0 });
    expect((await post(company, `/api/company/conversations/${id}/read`)).status).toBe(204);
    expect((await get(company, "/api/company/conversations/unread")).body).toEqual({ total: 0 });
    const mine = await get(militar, `/api/military/conversations/${id}/messages`);
    expect((mine.body.messages as Body[]).at(-1)).toMatchObject({
      mine: true,
      body: "Recebi, obrigado!",
      readAt: expect.any(String),
    });
  });

  it("refuses a blank or too long message, storing nothing", async () => {
    const id = await companyOpens();
    const before = await count(messages);
    for (const [body, text] of [
      ["   \n  ", "Escreva uma mensagem"],
      ["x".repeat(4001), "A mensagem deve ter no máximo 4.000 caracteres"],
    ] as const) {
      const res = await readError(
        company.client.request("POST", `/api/company/conversations/${id}/messages`, { body }),
      );
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(text);
    }
    const exact = await post(company, `/api/company/conversations/${id}/messages`, { body: "y".repeat(4000) });
    expect(exact.status).toBe(201);
    expect(await count(messages)).toBe(before + 1);
  });

  it("twenty messages sent at once are all stored, in order, and counted unread once each", async () => {
    const id = await companyOpens();
    await post(militar, `/api/military/conversations/${id}/read`);
    const texts = Array.from({ length: 20 }, (_, i) => `mensagem ${i}`);
    const results = await Promise.all(
      texts.map((body) => company.client.request("POST", `/api/company/conversations/${id}/messages`, { body })),
    );
    expect(results.map((r) => r.status)).toEqual(texts.map(() => 201));
    const rows = await t.db
      .select({ createdAt: messages.createdAt, id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, id));
    const byTime = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    const page = await get(militar, `/api/military/conversations/${id}/messages`);
    const shown = (page.body.messages as Body[]).map((m) => m.id);
    expect(shown).toEqual(byTime.slice(-shown.length).map((r) => r.id));
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row?.militarUnread).toBe(20);
  });

  it("pages back through older messages with the cursor, each message once", async () => {
    const id = await companyOpens();
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(
        company,
        `/api/company/conversations/${id}/messages${cursor ? `?before=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.status).toBe(200);
      all.unshift(...(page.body.messages as Body[]).map((m) => m.id as string));
      cursor = page.body.olderCursor as string | null;
    } while (cursor);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(await count(messages));
    const bad = await readError(company.client.request("GET", `/api/company/conversations/${id}/messages?before=lixo`));
    expect(bad.status).toBe(422);
  });
});

describe("a long conversation", () => {
  it("pages of 30, newest first, walk back over 65 messages each once and in order", async () => {
    const other = await completedMilitar(t, { fullName: "Bruno Longo" });
    const j = await job(t, companyId);
    await application(t, { userId: other.userId, jobId: j.id });
    const id = (await post(company, "/api/company/conversations", { militarId: other.userId })).body.id as string;
    const start = Date.now() - 65 * 60_000;
    await t.db.insert(messages).values(
      Array.from({ length: 65 }, (_, i) => ({
        conversationId: id,
        sender: i % 2 === 0 ? ("empresa" as const) : ("militar" as const),
        body: `mensagem ${i}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const sizes: number[] = [];
    const bodies: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(
        other,
        `/api/military/conversations/${id}/messages${cursor ? `?before=${encodeURIComponent(cursor)}` : ""}`,
      );
      const shown = page.body.messages as Body[];
      sizes.push(shown.length);
      bodies.unshift(...shown.map((m) => m.body as string));
      cursor = page.body.olderCursor as string | null;
    } while (cursor);
    expect(sizes).toEqual([30, 30, 5]);
    expect(bodies).toEqual(Array.from({ length: 65 }, (_, i) => `mensagem ${i}`));
  });
});

describe("a long list", () => {
  it("a company's 31 conversations come in pages of 30 and 1, the most recent first, each once", async () => {
    const { user: busy, company: row } = await paidCompany(t, { name: "Recrutadora Cheia" });
    const ids = Array.from({ length: 31 }, (_, i) => `long-list-${i}-${row.id}`);
    await t.db.insert(users).values(ids.map((id) => ({ id, name: id, email: `${id}@teste.com.br` })));
    const start = Date.now() - 31 * 60_000;
    const opened = await t.db
      .insert(conversations)
      .values(
        ids.map((userId, i) => ({
          companyId: row.id,
          userId,
          startedBy: "empresa" as const,
          lastMessageAt: new Date(start + i * 60_000),
        })),
      )
      .returning({ id: conversations.id, at: conversations.lastMessageAt });
    const sizes: number[] = [];
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(
        busy,
        `/api/company/conversations${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      const shown = page.body.conversations as Body[];
      sizes.push(shown.length);
      seen.push(...shown.map((c) => c.id as string));
      cursor = page.body.nextCursor as string | null;
    } while (cursor);
    expect(sizes).toEqual([30, 1]);
    expect(seen).toEqual(opened.sort((a, b) => b.at.getTime() - a.at.getTime()).map((c) => c.id));
  });
});

describe("searching the list", () => {
  it("a militar finds a company by its name, accents ignored; a company finds a militar by his", async () => {
    const rj = await job(t, rivalId, { title: "Conferente" });
    await application(t, { userId: militar.userId, jobId: rj.id });
    const ours = (await post(militar, "/api/military/conversations", { companyId })).body.id as string;
    const theirs = (await post(militar, "/api/military/conversations", { companyId: rivalId })).body.id as string;
    const names = async (who: TestUser, path: string) =>
      ((await get(who, path)).body.conversations as Body[]).map((c) => [c.id, c.name]);
    expect(await names(militar, "/api/military/conversations?q=LOGISTICA")).toEqual([[ours, "Logística Forte"]]);
    expect(await names(militar, "/api/military/conversations?q=rival")).toEqual([[theirs, "Transportes Rival"]]);
    expect(await names(militar, "/api/military/conversations?q=batista")).toEqual([]);
    expect(await names(company, "/api/company/conversations?q=joão bat")).toEqual([[ours, "João Batista"]]);
    expect(await names(company, "/api/company/conversations?q=logistica")).toEqual([]);
  });
});

describe("blocking and reporting", () => {
  it("a blocked company cannot send; the militar unblocks and it can again", async () => {
    const id = await companyOpens();
    const blocked = await post(militar, `/api/military/conversations/${id}/block`);
    expect(blocked.body).toEqual({ blocked: true, message: "Empresa bloqueada" });
    const refused = await readError(
      company.client.request("POST", `/api/company/conversations/${id}/messages`, { body: "Oi" }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("O militar bloqueou esta conversa. Não é possível enviar mensagens.");
    const own = await readError(
      militar.client.request("POST", `/api/military/conversations/${id}/messages`, { body: "Oi" }),
    );
    expect(own.body.error.message).toBe("Você bloqueou esta empresa. Desbloqueie para enviar mensagens.");
    expect((await get(company, `/api/company/conversations/${id}`)).body.blocked).toBe(true);

    const unblocked = await militar.client.request("DELETE", `/api/military/conversations/${id}/block`);
    expect(unblocked.body).toEqual({ blocked: false, message: "Empresa desbloqueada" });
    expect((await post(company, `/api/company/conversations/${id}/messages`, { body: "Oi de novo" })).status).toBe(201);
  });

  it("a company cannot block; a report stores its reason for the operators", async () => {
    const id = await companyOpens();
    expect((await company.client.request("POST", `/api/company/conversations/${id}/block`)).status).toBe(404);
    const report = await post(militar, `/api/military/conversations/${id}/report`, {
      reason: "Pediu dados bancários.",
    });
    expect(report.status).toBe(201);
    expect(report.body.message).toBe("Denúncia enviada. Nossa equipe vai analisar a conversa.");
    const [stored] = await t.db.select().from(conversationReports).where(eq(conversationReports.conversationId, id));
    expect(stored).toMatchObject({
      reporterId: militar.userId,
      reporterSide: "militar",
      reason: "Pediu dados bancários.",
    });
    const blank = await readError(
      militar.client.request("POST", `/api/military/conversations/${id}/report`, { reason: " " }),
    );
    expect(blank.body.error.message).toBe("Conte o motivo da denúncia");
  });
});

describe("access", () => {
  it("another company, another militar and a visitor find nothing on any route", async () => {
    const id = await companyOpens();
    const routes = [
      ["GET", `/conversations/${id}`],
      ["GET", `/conversations/${id}/messages`],
      ["POST", `/conversations/${id}/messages`, { body: "intruso" }],
      ["POST", `/conversations/${id}/read`],
      ["POST", `/conversations/${id}/report`, { reason: "x" }],
    ] as const;
    const before = await count(messages);
    for (const [method, path, body] of routes) {
      expect((await rival.client.request(method, `/api/company${path}`, body)).status, `rival ${path}`).toBe(404);
      expect((await stranger.client.request(method, `/api/military${path}`, body)).status, `stranger ${path}`).toBe(
        404,
      );
      expect((await t.client().request(method, `/api/military${path}`, body)).status, `visitor ${path}`).toBe(401);
    }
    for (const method of ["POST", "DELETE"]) {
      expect((await stranger.client.request(method, `/api/military/conversations/${id}/block`)).status).toBe(404);
    }
    // A militar on the company's routes and a company on the militar's are refused by role.
    expect((await militar.client.request("GET", "/api/company/conversations")).status).toBe(403);
    expect((await company.client.request("GET", "/api/military/conversations")).status).toBe(403);
    expect(await count(messages)).toBe(before);
    expect((await get(rival, "/api/company/conversations")).body.conversations).toEqual([]);
    expect((await get(stranger, "/api/military/conversations")).body.conversations).toEqual([]);
  });

  it("an empty conversation is listed only to the side that opened it", async () => {
    const other = await completedMilitar(t, { fullName: "Ana Cabo" });
    const j = await job(t, companyId);
    await application(t, { userId: other.userId, jobId: j.id });
    const opened = await post(company, "/api/company/conversations", { militarId: other.userId });
    expect((await get(other, "/api/military/conversations")).body.conversations).toEqual([]);
    const names = ((await get(company, "/api/company/conversations?q=ana")).body.conversations as Body[]).map(
      (c) => c.name,
    );
    expect(names).toEqual(["Ana Cabo"]);
    await post(company, `/api/company/conversations/${opened.body.id}/messages`, { body: "Olá, Ana" });
    expect(((await get(other, "/api/military/conversations")).body.conversations as Body[]).map((c) => c.name)).toEqual(
      ["Logística Forte"],
    );
  });
});

describe("attachments", () => {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a5" } })
      .png()
      .toBuffer();
  const send = (who: TestUser, side: "company" | "military", id: string, form: FormData) =>
    who.client.request("POST", `/api/${side}/conversations/${id}/attachments`, form);

  it("a CV in PDF is stored as sent and only the two participants can download it", async () => {
    const id = await companyOpens();
    const form = fileForm(pdf, "Currículo João.pdf", "application/pdf");
    form.set("body", "Segue meu currículo");
    const res = await send(militar, "military", id, form);
    expect(res.status).toBe(201);
    const body = res.body as { body: string; attachment: { url: string; name: string; type: string; size: number } };
    expect(body.body).toBe("Segue meu currículo");
    expect(body.attachment).toMatchObject({ name: "Currículo João.pdf", type: "application/pdf", size: pdf.length });

    for (const reader of [militar, company]) {
      const file = await t.app.request(body.attachment.url, { headers: { cookie: reader.client.cookieHeader() } });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
      expect(file.headers.get("content-disposition")).toBe(
        `attachment; filename="Curriculo Joao.pdf"; filename*=UTF-8''${encodeURIComponent("Currículo João.pdf")}`,
      );
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect(file.headers.get("cache-control")).toContain("private");
    }
    for (const outsider of [rival, stranger]) {
      const file = await t.app.request(body.attachment.url, { headers: { cookie: outsider.client.cookieHeader() } });
      expect(file.status).toBe(404);
    }
    expect((await t.app.request(body.attachment.url)).status).toBe(404);
  });

  it("a PNG is re-encoded: HTML appended after the image does not survive", async () => {
    const id = await companyOpens();
    const tainted = Buffer.concat([await png(), Buffer.from("<script>alert(1)</script>")]);
    const res = await send(company, "company", id, fileForm(tainted, "certificado.png"));
    expect(res.status).toBe(201);
    const { attachment } = res.body as { attachment: { url: string; type: string } };
    expect(attachment.type).toBe("image/png");
    const file = await t.app.request(attachment.url, { headers: { cookie: militar.client.cookieHeader() } });
    const stored = Buffer.from(await file.arrayBuffer());
    expect(stored.includes(Buffer.from("<script>"))).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe("png");
    expect(file.headers.get("content-disposition")).toBeNull();
  });

  it("refuses an SVG, a file over 5 MB and a blocked conversation, storing nothing", async () => {
    const id = await companyOpens();
    const before = await count(messages);
    const filesBefore = (await t.db.select({ id: files.id }).from(files)).length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusedSvg = await readError(send(company, "company", id, fileForm(svg, "logo.svg", "image/svg+xml")));
    expect([refusedSvg.status, refusedSvg.body.error.message]).toEqual([422, "Envie um arquivo PDF, PNG ou JPEG"]);
    const big = Buffer.concat([pdf, Buffer.alloc(5.1 * 1024 * 1024)]);
    const refusedBig = await readError(send(company, "company", id, fileForm(big, "grande.pdf", "application/pdf")));
    expect([refusedBig.status, refusedBig.body.error.message]).toEqual([422, "O anexo deve ter no máximo 5 MB"]);

    await post(militar, `/api/military/conversations/${id}/block`);
    const blocked = await readError(send(company, "company", id, fileForm(pdf, "cv.pdf", "application/pdf")));
    expect(blocked.status).toBe(403);
    await militar.client.request("DELETE", `/api/military/conversations/${id}/block`);
    const elsewhere = await send(rival, "company", id, fileForm(pdf, "cv.pdf", "application/pdf"));
    expect(elsewhere.status).toBe(404);
    expect(await count(messages)).toBe(before);
    expect((await t.db.select({ id: files.id }).from(files)).length).toBe(filesBefore);
  });
});

describe("privacy", () => {
  it("the militar's export holds his conversations; deleting his account erases his side for the company", async () => {
    const leaving = await completedMilitar(t, { fullName: "Rafael Saída" });
    const j = await job(t, companyId);
    await application(t, { userId: leaving.userId, jobId: j.id, status: "aprovado" });
    const id = (await post(company, "/api/company/conversations", { militarId: leaving.userId })).body.id as string;
    await post(company, `/api/company/conversations/${id}/messages`, { body: "Parabéns pela aprovação!" });
    await post(leaving, `/api/military/conversations/${id}/messages`, { body: "Meu telefone é 21 99999-0000" });
    const pdf = fileForm(Buffer.from("%PDF-1.4\n%%EOF\n"), "cv.pdf", "application/pdf");
    const attached = await leaving.client.request("POST", `/api/military/conversations/${id}/attachments`, pdf);
    const url = (attached.body as { attachment: { url: string } }).attachment.url;

    const exported = await get(leaving, "/api/account/export");
    expect(exported.body.conversations).toEqual([
      expect.objectContaining({
        companyName: "Logística Forte",
        messages: [
          expect.objectContaining({ from: "empresa", body: "Parabéns pela aprovação!" }),
          expect.objectContaining({ from: "militar", body: "Meu telefone é 21 99999-0000" }),
          expect.objectContaining({ from: "militar", body: "", attachmentName: "cv.pdf" }),
        ],
      }),
    ]);
    expect(
      ((await get(company, "/api/account/export")).body.company as Body).conversationsCount,
    ).toBeGreaterThanOrEqual(1);

    const deleted = await leaving.client.request("DELETE", "/api/account", { password: leaving.password });
    expect(deleted.status).toBe(200);
    const stored = await t.db
      .select({ body: messages.body, name: messages.attachmentName, file: messages.attachmentFileId })
      .from(messages)
      .where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.body).sort()).toEqual([
      "Mensagem removida",
      "Mensagem removida",
      "Parabéns pela aprovação!",
    ]);
    expect(stored.every((m) => m.name === null && m.file === null)).toBe(true);
    const file = await t.app.request(url, { headers: { cookie: company.client.cookieHeader() } });
    expect(file.status).toBe(404);

    const list = await get(company, "/api/company/conversations?q=usuario");
    expect(list.body.conversations).toEqual([
      expect.objectContaining({
        id,
        name: "Usuário removido",
        role: null,
        lastMessage: expect.objectContaining({ body: "Mensagem removida" }),
      }),
    ]);
    const refused = await readError(
      company.client.request("POST", `/api/company/conversations/${id}/messages`, { body: "Olá?" }),
    );
    expect(refused.status).toBe(403);
  });
});
