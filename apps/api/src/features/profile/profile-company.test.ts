import { randomBytes } from "node:crypto";
import { logoMessages, companyProfileMessages as m } from "@pm/shared/profile.company";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyOf, paidCompany } from "../../../test/factories";
import { createTestApp, fileForm, read, readError, type TestApp, type TestUser, withBody } from "../../../test/harness";
import { users } from "../../db/schema/auth";
import { files } from "../../db/schema/files";
import { profiles } from "../../db/schema/profiles";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Every company of this suite: Transportes Serra Azul on Plus, paid and signed in. */
const serraAzul = async (): Promise<TestUser> =>
  (await paidCompany(t, { plan: "plus", name: "Transportes Serra Azul" })).user;
const contactEmailOf = async (userId: string) =>
  (await t.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId)))[0]?.email;
const signInEmailOf = async (userId: string) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;
const logosOf = (userId: string) => t.db.select({ id: files.id }).from(files).where(eq(files.ownerId, userId));

const fullProfile = {
  name: "Transportes Serra Azul Ltda",
  cnpj: "11.222.333/0001-81",
  email: "Contato@SerraAzul.com.br",
  phone: "(19) 98765-4321",
  website: "serraazul.com.br",
  address: "Av. das Indústrias, 1000",
  city: "Campinas",
  state: "SP",
  zipCode: "13015-904",
  sector: "Transporte e logística",
  employeesCount: "51-200",
  description: "Transporte rodoviário de cargas no interior paulista.",
};

describe("GET /api/company", () => {
  it("answers the company with its contact e-mail", async () => {
    const user = await serraAzul();
    const res = await user.client.get("/api/company");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Transportes Serra Azul", email: user.email, cnpj: null, logoUrl: null });
  });
});

describe.concurrent("PUT /api/company", () => {
  it("saves every field, with masks dropped and the CNPJ normalised", async () => {
    const user = await serraAzul();
    const res = await user.client.put("/api/company", fullProfile);
    expect(res.status).toBe(200);
    const expected = {
      name: "Transportes Serra Azul Ltda",
      cnpj: "11222333000181",
      phone: "19987654321",
      website: "https://serraazul.com.br",
      address: "Av. das Indústrias, 1000",
      city: "Campinas",
      state: "SP",
      zipCode: "13015904",
      sector: "Transporte e logística",
      employeesCount: "51-200",
      description: "Transporte rodoviário de cargas no interior paulista.",
    };
    expect(res.body).toMatchObject({ ...expected, email: "contato@serraazul.com.br" });
    expect(await companyOf(t, user.userId)).toMatchObject(expected);
    // The contact e-mail is the profile's; the sign-in e-mail stays as it was.
    expect(await contactEmailOf(user.userId)).toBe("contato@serraazul.com.br");
    expect(await signInEmailOf(user.userId)).toBe(user.email);
    expect((await t.signIn(user.email, user.password)).status).toBe(200);
    // And the next read shows what was saved.
    expect((await user.client.get("/api/company")).body).toMatchObject({ email: "contato@serraazul.com.br" });
  });

  it("stores an alphanumeric CNPJ uppercased and without its mask", async () => {
    const user = await serraAzul();
    const res = await user.client.put("/api/company", { ...fullProfile, cnpj: "12.abc.345/01de-35" });
    expect(res.status).toBe(200);
    expect((await companyOf(t, user.userId))?.cnpj).toBe("12ABC34501DE35");
  });

  it("clears optional fields sent blank or left out", async () => {
    const user = await serraAzul();
    await user.client.put("/api/company", fullProfile);
    const res = await user.client.put("/api/company", {
      name: "Serra Azul",
      cnpj: "11222333000181",
      email: "contato@serraazul.com.br",
      phone: "",
      website: "",
    });
    expect(res.status).toBe(200);
    expect(await companyOf(t, user.userId)).toMatchObject({
      name: "Serra Azul",
      phone: null,
      website: null,
      city: null,
      state: null,
      zipCode: null,
      description: null,
    });
  });

  it.each([
    ["no name", { name: "" }, "name", m.nameRequired],
    ["no CNPJ", { cnpj: "" }, "cnpj", m.cnpjRequired],
    ["a CNPJ with a wrong check digit", { cnpj: "11.222.333/0001-82" }, "cnpj", m.cnpjInvalid],
    ["an alphanumeric CNPJ with a wrong check digit", { cnpj: "12.ABC.345/01DE-36" }, "cnpj", m.cnpjInvalid],
    ["no e-mail", { email: " " }, "email", m.emailRequired],
    ["an e-mail without a domain", { email: "contato@" }, "email", m.emailInvalid],
    ["a phone without DDD", { phone: "98765-4321" }, "phone", m.phoneInvalid],
    ["a CEP of 7 digits", { zipCode: "1301590" }, "zipCode", m.zipCodeInvalid],
    ["an unknown state", { state: "XY" }, "state", m.stateInvalid],
    ["a website that is not one", { website: "javascript:alert(1)" }, "website", m.websiteInvalid],
    ["an employee range not offered", { employeesCount: "9999" }, "employeesCount", m.employeesCountInvalid],
    ["a description over 2000 characters", { description: "a".repeat(2001) }, "description", m.tooLong(2000)],
  ])("refuses %s with 422, its pt-BR message, and saves nothing", async (_label, change, path, message) => {
    const user = await serraAzul();
    const before = await companyOf(t, user.userId);
    const res = await readError(user.client.put("/api/company", { ...fullProfile, ...change }));
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: "VALIDATION_FAILED", message, issues: [{ path, message }] });
    expect(await companyOf(t, user.userId)).toEqual(before);
    expect(await contactEmailOf(user.userId)).toBe(user.email);
  });

  it("lists every problem at once", async () => {
    const user = await serraAzul();
    const res = await readError(user.client.put("/api/company", {}));
    expect(res.status).toBe(422);
    expect(res.body.error.issues).toEqual([
      { path: "name", message: m.nameRequired },
      { path: "cnpj", message: m.cnpjRequired },
      { path: "email", message: m.emailRequired },
    ]);
  });

  it.each([
    ["plan", "enterprise"],
    ["paymentStatus", "completed"],
    ["logoUrl", "https://golpe.example/logo.png"],
    ["userId", "outro"],
    ["jobLimit", 999],
  ])("refuses the unknown field %s and changes nothing", async (field, value) => {
    const user = await serraAzul();
    const before = await companyOf(t, user.userId);
    const res = await readError(user.client.put("/api/company", { ...fullProfile, [field]: value }));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(`Campo não permitido: ${field}`);
    expect(await companyOf(t, user.userId)).toEqual(before);
  });

  it("refuses a body that is not JSON", async () => {
    const user = await serraAzul();
    const res = await user.client.put("/api/company", "{nome:");
    expect(res.status).toBe(422);
  });
});

// --- Logo ------------------------------------------------------------------------------------------

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 40 } } })
    .png()
    .toBuffer();

/** A PNG of random pixels, which barely compresses: about width × height × 3 bytes. */
const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

const logoForm = (bytes: Uint8Array, name = "logo.png", type = "image/png") => fileForm(bytes, name, type);

const putLogo = (user: TestUser, form: FormData) => user.client.api.company.logo.$put(undefined, withBody(form));
/** An upload the route takes, its answer read. */
const upload = (user: TestUser, form: FormData) => read(putLogo(user, form));
/** An upload the route refuses, its answer read. */
const refusedUpload = (user: TestUser, form: FormData) => readError(putLogo(user, form));

describe.concurrent("PUT /api/company/logo", () => {
  it("stores a PNG as WebP no larger than 512 px and points the company at it", async () => {
    const user = await serraAzul();
    const res = await upload(user, logoForm(await png(1200, 600)));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ logoUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/) });
    expect((await companyOf(t, user.userId))?.logoUrl).toBe(res.body.logoUrl);

    const [stored] = await t.db.select().from(files).where(eq(files.ownerId, user.userId));
    expect(stored).toMatchObject({ purpose: "company_logo", contentType: "image/webp", width: 512, height: 256 });
    const meta = await sharp(stored?.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 256 });
  });

  it("accepts a JPEG and drops its metadata", async () => {
    const user = await serraAzul();
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#fff" } })
      .jpeg()
      .withExif({ IFD0: { Artist: "Segredo Interno", Copyright: "Não publicar" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(user, logoForm(jpeg, "foto.jpg", "image/jpeg"));
    expect(res.status).toBe(200);
    const [stored] = await t.db.select().from(files).where(eq(files.ownerId, user.userId));
    const meta = await sharp(stored?.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored?.bytes.includes("Segredo Interno")).toBe(false);
  });

  it("accepts a file of almost 2 MB", async () => {
    const user = await serraAzul();
    const bytes = await noisyPng(800, 800);
    expect(bytes.length).toBeGreaterThan(1.8 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(user, logoForm(bytes));
    expect(res.status).toBe(200);
  });

  it("refuses by content, not by name or declared type: a text file called logo.png", async () => {
    const user = await serraAzul();
    const res = await refusedUpload(user, logoForm(Buffer.from("isto não é uma imagem\n"), "logo.png", "image/png"));
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: "VALIDATION_FAILED",
      message: logoMessages.notImage,
      issues: [{ path: "file", message: logoMessages.notImage }],
    });
    expect(await logosOf(user.userId)).toEqual([]);
  });

  it.each([
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/svg+xml"],
    ["a GIF", Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"), "image/gif"],
    ["a truncated PNG", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), "image/png"],
  ])("refuses %s as not an image", async (_label, bytes, type) => {
    const user = await serraAzul();
    const res = await refusedUpload(user, logoForm(bytes, "logo", type));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(logoMessages.notImage);
  });

  it("refuses a request without a file", async () => {
    const user = await serraAzul();
    const form = new FormData();
    form.set("file", "texto");
    expect((await refusedUpload(user, form)).body.error.message).toBe(logoMessages.notImage);
    expect((await readError(user.client.put("/api/company/logo", { file: "x" }))).body.error.message).toBe(
      logoMessages.notImage,
    );
  });

  it("refuses a 3 MB file with 422 before reading it", async () => {
    const user = await serraAzul();
    const bytes = await noisyPng(1024, 1024);
    expect(bytes.length).toBeGreaterThan(3 * 1000 * 1000);
    const res = await refusedUpload(user, logoForm(bytes));
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: "VALIDATION_FAILED",
      message: logoMessages.tooBig,
      issues: [{ path: "file", message: logoMessages.tooBig }],
    });
    expect(await logosOf(user.userId)).toEqual([]);
  });

  it.each([
    [4097, 10],
    [10, 4097],
  ])("refuses an image of %i × %i pixels", async (width, height) => {
    const user = await serraAzul();
    const res = await refusedUpload(user, logoForm(await png(width, height)));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(logoMessages.tooManyPixels);
    expect(await logosOf(user.userId)).toEqual([]);
  });

  it("accepts 4096 × 4096 exactly", async () => {
    const user = await serraAzul();
    const res = await upload(user, logoForm(await png(4096, 4096)));
    expect(res.status).toBe(200);
  });

  it("replaces the old logo: its row is deleted and its address answers 404", async () => {
    const user = await serraAzul();
    const first = await upload(user, logoForm(await png(64, 64)));
    const second = await upload(user, logoForm(await png(80, 80)));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.logoUrl).not.toBe(first.body.logoUrl);
    const rows = await logosOf(user.userId);
    expect(rows.map((r) => `/api/files/${r.id}`)).toEqual([second.body.logoUrl]);
    expect((await companyOf(t, user.userId))?.logoUrl).toBe(second.body.logoUrl);
    expect((await t.client().get(first.body.logoUrl)).status).toBe(404);
    expect((await t.client().get(second.body.logoUrl)).status).toBe(200);
  });

  it("does not touch another company's logo", async () => {
    const [a, b] = [await serraAzul(), await serraAzul()];
    const logoA = await upload(a, logoForm(await png(32, 32)));
    await upload(b, logoForm(await png(32, 32)));
    await upload(b, logoForm(await png(40, 40)));
    expect((await t.client().get(logoA.body.logoUrl)).status).toBe(200);
    expect(await logosOf(a.userId)).toHaveLength(1);
  });
});

describe("who may call", () => {
  it("refuses visitors (401), militares (403) and unpaid companies (403), changing nothing", async () => {
    const militar = await t.createUser({ role: "militar" });
    const unpaid = await t.createUser({ role: "empresa", plan: "plus" });
    const cases = [
      [t.client(), 401, "UNAUTHENTICATED"],
      [militar.client, 403, "FORBIDDEN"],
      [unpaid.client, 403, "PAYMENT_REQUIRED"],
    ] as const;
    const image = await png(16, 16);
    for (const [client, status, code] of cases) {
      for (const res of [
        await readError(client.api.company.$get()),
        await readError(client.api.company.$put({ json: fullProfile })),
        await readError(client.put("/api/company/logo", logoForm(image))),
      ]) {
        expect(res.status).toBe(status);
        expect(res.body.error.code).toBe(code);
      }
    }
    expect(await companyOf(t, unpaid.userId)).toMatchObject({ cnpj: null, logoUrl: null });
    expect(await logosOf(unpaid.userId)).toEqual([]);
  });
});
