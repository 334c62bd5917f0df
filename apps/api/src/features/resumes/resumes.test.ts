import { RESUME_LIMITS, type ResumeContentInput, resumeMessages } from "@pm/shared/resumes";
import { unexplainedAcronyms } from "@pm/shared/resumes.wording";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, job, paidCompany } from "../../../test/factories";
import {
  createTestApp,
  fileForm,
  readError,
  type TestApp,
  type TestClient,
  type TestUser,
} from "../../../test/harness";
import { encryptedPdf, pdfText, pdfWithAttachment, plainPdf, scriptedPdf } from "../../../test/pdf";
import { files } from "../../db/schema/files";
import { jobApplications } from "../../db/schema/jobs";
import { learningCertificates, learningPaths } from "../../db/schema/learning";
import { militaryProfiles } from "../../db/schema/military";
import { applicationResumes, resumes } from "../../db/schema/resumes";
import { syncShippedLearningContent } from "../learning/learning.service";

let t: TestApp;
let company: TestUser;
let companyId: string;
let otherCompany: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const paid = await paidCompany(t, { name: "Transportes Serra Azul" });
  company = paid.user;
  companyId = paid.company.id;
  otherCompany = (await paidCompany(t, { name: "Frota Carioca" })).user;
  await syncShippedLearningContent(t.db);
});
afterAll(() => t.close());

/** A licensed 3º Sargento of the Exército, driver and mechanic, as onboarding leaves him. */
function sargento(fullName = "João Batista Ribeiro") {
  return completedMilitar(t, {
    fullName,
    profile: {
      phone: "24999887766",
      rank: "3-sargento",
      serviceStatus: "licenciado",
      incorporationYear: 2015,
      yearsOfService: 8,
      specialties: ["motorista de viatura", "mecânico de viaturas"],
      desiredArea: "logistica",
      availability: "imediata",
    },
  });
}

const get = (user: TestUser) => user.client.request("GET", "/api/military/resume");
const put = (user: TestUser, content: unknown) => user.client.request("PUT", "/api/military/resume", content);

interface EditorView {
  content: ResumeContentInput;
  saved: boolean;
  completeness: { percent: number; ready: boolean; missing: { key: string; message: string }[] };
  source: string;
  upload: { name: string } | null;
  suggestions: { code: string; title: string }[];
  header: { fullName: string; phone: string | null; email: string | null };
}

async function view(user: TestUser): Promise<EditorView> {
  const res = await get(user);
  expect(res.status).toBe(200);
  return res.body as EditorView;
}

/** The draft, completed with what the profile cannot know: his schooling. */
async function complete(user: TestUser, change: Partial<ResumeContentInput> = {}) {
  const { content } = await view(user);
  const res = await put(user, {
    ...content,
    education: [
      {
        level: "tecnico",
        institution: "SENAI Resende",
        course: "Mecânica Automotiva",
        year: "2014",
        inProgress: false,
      },
    ],
    cnh: ["D", "B"],
    reservist: "sim",
    ...change,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as EditorView;
}

async function download(client: TestClient, path: string) {
  const res = await client.fetch(path);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function apply(user: TestUser) {
  const listed = await job(t, companyId, { title: "Motorista Entregador" });
  const res = await user.client.request("POST", `/api/military/jobs/${listed.id}/apply`);
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

describe("the draft", () => {
  it("is written from his profile in civilian words, and says what is missing", async () => {
    const joao = await sargento();
    const cv = await view(joao);
    expect(cv.saved).toBe(false);
    expect(cv.header).toMatchObject({ fullName: "João Batista Ribeiro", phone: "24999887766" });
    expect(cv.content.objective.area).toBe("logistica");
    expect(cv.content.objective.occupationTitle).toBe(cv.suggestions[0]?.title);
    expect(cv.content.summary).toContain("8 anos de experiência no Exército Brasileiro");
    const [service] = cv.content.experiences;
    expect(service).toMatchObject({
      kind: "militar",
      organization: "Exército Brasileiro",
      start: { year: "2015" },
      current: false,
      end: { year: "2023" },
    });
    expect(service?.bullets.length).toBeGreaterThanOrEqual(3);
    // A 3º Sargento commands: his supervision is among the duties.
    expect(service?.bullets.some((b) => b.startsWith("Supervisão de equipes"))).toBe(true);
    for (const text of [cv.content.summary, ...(service?.bullets ?? [])])
      expect(unexplainedAcronyms(text ?? "")).toEqual([]);
    expect(cv.content.availability).toBe("imediata");
    expect(cv.completeness.ready).toBe(false);
    expect(cv.completeness.missing.map((m) => m.message)).toContain("Adicione sua formação");
  });

  it("refuses the PDF until every required section is filled", async () => {
    const joao = await sargento();
    const res = await readError(joao.client.request("GET", "/api/military/resume/pdf"));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(resumeMessages.incomplete);
  });
});

describe("the PDF", () => {
  it("is A4 text an ATS reads, every section in order, accents and certificate included", async () => {
    const ana = await sargento("Ana Cláudia Simões");
    const [path] = await t.db.select({ slug: learningPaths.slug }).from(learningPaths).limit(1);
    await t.db.insert(learningCertificates).values({
      code: "PM-CVTESTE1",
      userId: ana.userId,
      pathSlug: path?.slug ?? "",
      fullName: "Ana Cláudia Simões",
      pathTitle: "Gestão de Equipes",
      hours: 12,
    });
    const saved = await complete(ana, { languages: [{ language: "Inglês", level: "intermediario" }] });
    expect(saved.completeness.ready).toBe(true);

    const { res, bytes } = await download(ana.client, "/api/military/resume/pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toContain("private");
    expect(res.headers.get("content-disposition")).toContain('filename="Curriculo-Ana-Claudia-Simoes.pdf"');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeLessThanOrEqual(2);
    const order = [
      "Ana Cláudia Simões",
      "Objetivo",
      "Resumo",
      "Experiência",
      "Exército Brasileiro",
      "Formação",
      "Técnico em Mecânica Automotiva",
      "Cursos e certificações",
      "Gestão de Equipes — Próxima Missão, 12 h",
      "Verificação: http://localhost:3000/certificados/PM-CVTESTE1",
      "Idiomas",
      "Inglês — Intermediário",
      "Informações adicionais",
      "CNH: categorias B e D",
      "Certificado de reservista: Sim",
      "Disponibilidade: Imediata",
    ];
    let at = -1;
    for (const piece of order) {
      const found = text.indexOf(piece, at + 1);
      expect(found, `"${piece}" after position ${at}`).toBeGreaterThan(at);
      at = found;
    }
  });
});

describe("bad input", () => {
  it("refuses dates out of order, in the future, too many items, long text and unknown fields, at the field", async () => {
    const joao = await sargento();
    const { content } = await view(joao);
    const experience = content.experiences[0];
    const cases: [unknown, string, string][] = [
      [
        { ...content, experiences: [{ ...experience, end: { month: "01", year: "2014" } }] },
        "experiences.0.end.year",
        resumeMessages.endBeforeStart,
      ],
      [
        { ...content, experiences: [{ ...experience, start: { month: "", year: "2099" } }] },
        "experiences.0.start.year",
        resumeMessages.startInFuture,
      ],
      [
        { ...content, experiences: Array.from({ length: 21 }, () => experience) },
        "experiences",
        resumeMessages.experiencesTooMany,
      ],
      [{ ...content, summary: "a".repeat(RESUME_LIMITS.summary + 1) }, "summary", resumeMessages.tooLong(1500)],
      [{ ...content, link: "http://exemplo.com.br" }, "link", resumeMessages.linkInvalid],
      [{ ...content, cnh: ["F"] }, "cnh.0", resumeMessages.cnhInvalid],
    ];
    for (const [body, path, message] of cases) {
      const res = await readError(put(joao, body));
      expect(res.status, path).toBe(422);
      expect(res.body.error.issues, path).toContainEqual({ path, message });
    }
    expect((await put(joao, { ...content, plan: "PREMIUM" })).status).toBe(422);
    // Nothing was written by any of them.
    expect(await t.db.select().from(resumes).where(eq(resumes.userId, joao.userId))).toEqual([]);
  });
});

describe("his own PDF", () => {
  const upload = (user: TestUser, bytes: Uint8Array, name = "meu-curriculo.pdf", type = "application/pdf") =>
    user.client.request("PUT", "/api/military/resume/upload", fileForm(bytes, name, type));

  it("takes a plain PDF, refuses what is not one, is locked, runs scripts or carries files", async () => {
    const carlos = await sargento("Carlos Souza");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const refused: [Uint8Array, string][] = [
      [png, resumeMessages.uploadNotPdf],
      [encryptedPdf(), resumeMessages.uploadEncrypted],
      [await scriptedPdf(), resumeMessages.uploadActiveContent],
      [await pdfWithAttachment(), resumeMessages.uploadActiveContent],
      [new Uint8Array(5 * 1024 * 1024 + 10).fill(0x25), resumeMessages.uploadTooBig],
    ];
    for (const [bytes, message] of refused) {
      const res = await readError(upload(carlos, bytes));
      expect(res.status, message).toBe(422);
      expect(res.body.error.issues).toEqual([{ path: "file", message }]);
    }
    expect(await t.db.select().from(files).where(eq(files.ownerId, carlos.userId))).toEqual([]);

    const mine = await plainPdf();
    const res = await upload(carlos, mine, "C:\\Users\\carlos\\Currículo Carlos.PDF");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: "upload", upload: { name: "Currículo Carlos.pdf" } });
    const back = await download(carlos.client, "/api/military/resume/upload");
    expect(back.res.headers.get("cache-control")).toContain("private");
    expect(Buffer.from(back.bytes).equals(Buffer.from(mine))).toBe(true);
  });

  it("chooses which CV companies get; his PDF only once he sent one", async () => {
    const pedro = await sargento("Pedro Alves");
    const refused = await readError(pedro.client.request("PUT", "/api/military/resume/source", { source: "upload" }));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(resumeMessages.noUpload);
    expect((await upload(pedro, await plainPdf())).status).toBe(200);
    const back = await pedro.client.request("PUT", "/api/military/resume/source", { source: "generated" });
    expect(back.status).toBe(200);
    expect((await view(pedro)).source).toBe("generated");
    expect((await pedro.client.request("DELETE", "/api/military/resume/upload")).status).toBe(204);
    expect((await view(pedro)).upload).toBeNull();
    expect(await t.db.select().from(files).where(eq(files.ownerId, pedro.userId))).toEqual([]);
  });
});

describe("sent with every application", () => {
  it("keeps the CV as it was when he applied; only that company downloads it", async () => {
    const joao = await sargento("João Pereira");
    await complete(joao, { summary: "Resumo enviado com a candidatura." });
    const applicationId = await apply(joao);
    await complete(joao, { summary: "Resumo reescrito depois." });

    const sheet = await company.client.request("GET", `/api/company/applications/${applicationId}`);
    expect(sheet.body).toMatchObject({ resume: { source: "generated", fileName: null } });
    const { res, bytes } = await download(company.client, `/api/company/applications/${applicationId}/resume`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("Curriculo-Joao-Pereira.pdf");
    const { text } = await pdfText(bytes);
    expect(text).toContain("Resumo enviado com a candidatura.");
    expect(text).not.toContain("reescrito");
    // He applied: the company reaches him by the contact on the CV.
    expect(text).toContain("(24) 99988-7766");

    const other = await readError(
      otherCompany.client.request("GET", `/api/company/applications/${applicationId}/resume`),
    );
    expect(other.status).toBe(404);
    const himself = await joao.client.request("GET", `/api/company/applications/${applicationId}/resume`);
    expect(himself.status).toBe(403);
    const visitor = await t.client().request("GET", `/api/company/applications/${applicationId}/resume`);
    expect(visitor.status).toBe(401);
  });

  it("sends his own PDF when he chose it, and that file outlives a newer one", async () => {
    const carlos = await sargento("Carlos Menezes");
    const first = await plainPdf("Primeira versao");
    await carlos.client.request("PUT", "/api/military/resume/upload", fileForm(first, "cv.pdf", "application/pdf"));
    const applicationId = await apply(carlos);
    await carlos.client.request(
      "PUT",
      "/api/military/resume/upload",
      fileForm(await plainPdf("Segunda versao"), "cv2.pdf", "application/pdf"),
    );
    const { res, bytes } = await download(company.client, `/api/company/applications/${applicationId}/resume`);
    expect(res.status).toBe(200);
    expect(Buffer.from(bytes).equals(Buffer.from(first))).toBe(true);
    expect(res.headers.get("content-disposition")).toContain('filename="cv.pdf"');
  });

  it("goes with his account: the company reads 'Currículo removido pelo candidato'", async () => {
    const joao = await sargento("João Removido");
    await complete(joao);
    const applicationId = await apply(joao);
    await t.db.update(jobApplications).set({ status: "aprovado" }).where(eq(jobApplications.id, applicationId));
    const exported = await joao.client.request("GET", "/api/account/export");
    expect(exported.body).toMatchObject({
      resume: { source: "generated" },
      resumesSentWithApplications: [{ applicationId, jobTitle: "Motorista Entregador", source: "generated" }],
    });

    expect((await joao.client.request("DELETE", "/api/account", { password: joao.password })).status).toBe(200);
    expect(
      await t.db.select().from(applicationResumes).where(eq(applicationResumes.applicationId, applicationId)),
    ).toEqual([]);
    expect(await t.db.select().from(resumes).where(eq(resumes.userId, joao.userId))).toEqual([]);
    const gone = await readError(company.client.request("GET", `/api/company/applications/${applicationId}/resume`));
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(resumeMessages.removed);
  });

  it("takes his own PDF with his account, even the copy an application held", async () => {
    const carlos = await sargento("Carlos Removido");
    await carlos.client.request(
      "PUT",
      "/api/military/resume/upload",
      fileForm(await plainPdf(), "cv.pdf", "application/pdf"),
    );
    const applicationId = await apply(carlos);
    await carlos.client.request(
      "PUT",
      "/api/military/resume/upload",
      fileForm(await plainPdf("Outra versao"), "cv2.pdf", "application/pdf"),
    );
    await t.db.update(jobApplications).set({ status: "rejeitado" }).where(eq(jobApplications.id, applicationId));
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.ownerId, carlos.userId))).toHaveLength(2);

    expect((await carlos.client.request("DELETE", "/api/account", { password: carlos.password })).status).toBe(200);
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.ownerId, carlos.userId))).toEqual([]);
    const gone = await readError(company.client.request("GET", `/api/company/applications/${applicationId}/resume`));
    expect(gone.body.error.message).toBe(resumeMessages.removed);
  });
});

describe("the share link", () => {
  const shared = (token: string) => t.client().request("GET", `/api/resumes/shared/${token}`);

  it("shows his CV to anyone with the link for 30 days, renews it, and closes it at once when revoked", async () => {
    const ana = await sargento("Ana Compartilha");
    await complete(ana);
    const opened = await ana.client.request("PUT", "/api/military/resume/share");
    expect(opened.status).toBe(200);
    const { path, expiresAt } = opened.body as { path: string; expiresAt: string };
    const token = path.replace("/curriculo/", "");
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const visitor = await shared(token);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(visitor.headers.get("cache-control")).toBe("private, no-store");
    expect(visitor.body).toMatchObject({
      status: "found",
      document: { fullName: "Ana Compartilha", phone: "24999887766", education: [{ institution: "SENAI Resende" }] },
    });
    const { res, bytes } = await download(t.client(), `/api/resumes/shared/${token}/pdf`);
    expect(res.status).toBe(200);
    expect((await pdfText(bytes)).text).toContain("Ana Compartilha");

    // Renewing keeps the address and moves the end.
    await t.db
      .update(resumes)
      .set({ shareExpiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(resumes.userId, ana.userId));
    const renewed = await ana.client.request("PUT", "/api/military/resume/share");
    expect((renewed.body as { path: string }).path).toBe(path);
    expect(new Date((renewed.body as { expiresAt: string }).expiresAt).getTime()).toBeGreaterThan(
      Date.now() + 29 * 86_400_000,
    );

    expect((await ana.client.request("DELETE", "/api/military/resume/share")).status).toBe(204);
    expect((await shared(token)).status).toBe(404);
    expect((await t.client().request("GET", `/api/resumes/shared/${token}/pdf`)).status).toBe(404);
    expect((await view(ana)) as unknown as { share: unknown }).toMatchObject({ share: null });
  });

  it("opens nothing once expired, for a made-up secret, or for a malformed one", async () => {
    const joao = await sargento();
    const { path } = (await joao.client.request("PUT", "/api/military/resume/share")).body as { path: string };
    const token = path.replace("/curriculo/", "");
    await t.db
      .update(resumes)
      .set({ shareExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(resumes.userId, joao.userId));
    expect((await shared(token)).status).toBe(404);
    expect((await view(joao)) as unknown as { share: unknown }).toMatchObject({ share: null });
    expect((await shared("A".repeat(32))).status).toBe(404);
    expect((await shared("curto")).status).toBe(404);
  });
});

describe("in the talent bank", () => {
  const talentResume = (who: TestUser, id: string) => download(who.client, `/api/company/talent/${id}/resume`);

  it("any paid plan downloads his current CV, his contact only once he applied to that company", async () => {
    const pro = (await paidCompany(t, { plan: "pro", name: "Vigilância Pro" })).user;
    const joao = await sargento("João Talento");
    await t.db.update(militaryProfiles).set({ talentBank: true }).where(eq(militaryProfiles.userId, joao.userId));
    await complete(joao, { summary: "Resumo atual do banco de talentos." });

    for (const reader of [company, pro]) {
      const { res, bytes } = await talentResume(reader, joao.userId);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toContain("private");
      const { text } = await pdfText(bytes);
      expect(text).toContain("Resumo atual do banco de talentos.");
      expect(text).not.toContain("99988-7766");
    }
    await apply(joao);
    const { text } = await pdfText((await talentResume(company, joao.userId)).bytes);
    expect(text).toContain("(24) 99988-7766");
    // Another company still gets it without.
    expect((await pdfText((await talentResume(pro, joao.userId)).bytes)).text).not.toContain("99988-7766");
  });

  it("gives his own PDF only where his contact may be seen, and nothing of one outside the bank", async () => {
    const carlos = await sargento("Carlos Talento");
    await t.db.update(militaryProfiles).set({ talentBank: true }).where(eq(militaryProfiles.userId, carlos.userId));
    const own = await plainPdf("Arquivo proprio do Carlos");
    await carlos.client.request("PUT", "/api/military/resume/upload", fileForm(own, "cv.pdf", "application/pdf"));
    const before = await talentResume(company, carlos.userId);
    expect(Buffer.from(before.bytes).equals(Buffer.from(own))).toBe(false);
    expect((await pdfText(before.bytes)).text).toContain("Carlos Talento");
    await apply(carlos);
    const after = await talentResume(company, carlos.userId);
    expect(Buffer.from(after.bytes).equals(Buffer.from(own))).toBe(true);

    const hidden = await sargento("Pedro Fora do Banco");
    expect((await talentResume(company, hidden.userId)).res.status).toBe(404);
    expect((await talentResume(carlos, carlos.userId)).res.status).toBe(403);
  });
});

describe("his applications", () => {
  it("lets him download the copy each company received, and no one else's", async () => {
    const joao = await sargento("João Cópia");
    await complete(joao, { summary: "Resumo da candidatura." });
    const applicationId = await apply(joao);
    await complete(joao, { summary: "Resumo de depois." });
    const mine = await joao.client.request("GET", "/api/military/applications");
    const listed = (mine.body as { applications: { id: string; resume: unknown }[] }).applications.find(
      (a) => a.id === applicationId,
    );
    expect(listed?.resume).toMatchObject({ source: "generated" });
    const { res, bytes } = await download(joao.client, `/api/military/resume/sent/${applicationId}`);
    expect(res.status).toBe(200);
    expect((await pdfText(bytes)).text).toContain("Resumo da candidatura.");
    const other = await sargento("Outro Militar");
    expect((await other.client.request("GET", `/api/military/resume/sent/${applicationId}`)).status).toBe(404);
  });
});

describe("who reaches which route", () => {
  it("keeps a militar's CV routes to militares, and the company's to paid companies", async () => {
    const joao = await sargento("João Acesso");
    const visitor = t.client();
    const militaryRoutes: [string, string][] = [
      ["GET", "/api/military/resume"],
      ["PUT", "/api/military/resume"],
      ["GET", "/api/military/resume/pdf"],
      ["GET", "/api/military/resume/upload"],
      ["DELETE", "/api/military/resume/upload"],
      ["PUT", "/api/military/resume/source"],
      ["PUT", "/api/military/resume/share"],
      ["DELETE", "/api/military/resume/share"],
      ["GET", `/api/military/resume/sent/${crypto.randomUUID()}`],
    ];
    for (const [method, path] of militaryRoutes) {
      expect((await visitor.request(method, path)).status, `${method} ${path} as a visitor`).toBe(401);
      expect((await company.client.request(method, path)).status, `${method} ${path} as a company`).toBe(403);
    }
    const companyRoutes = [
      `/api/company/applications/${crypto.randomUUID()}/resume`,
      `/api/company/talent/${joao.userId}/resume`,
    ];
    for (const path of companyRoutes) {
      expect((await visitor.request("GET", path)).status, `${path} as a visitor`).toBe(401);
      expect((await joao.client.request("GET", path)).status, `${path} as a militar`).toBe(403);
    }
  });
});
