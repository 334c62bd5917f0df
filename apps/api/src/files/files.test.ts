import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, job, paidCompany } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/harness";
import { files } from "../db/schema/files";
import { ImageRejectedError, reencodeImage, sniffImageFormat } from "./image";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 160, b: 40, alpha: 1 } } });

describe("sniffImageFormat", () => {
  it("reads the format from the first bytes", async () => {
    expect(sniffImageFormat(await solid(2, 2).png().toBuffer())).toBe("png");
    expect(sniffImageFormat(await solid(2, 2).jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageFormat(await solid(2, 2).webp().toBuffer())).toBe("webp");
    expect(sniffImageFormat(await solid(2, 2).gif().toBuffer())).toBeNull();
    expect(sniffImageFormat(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageFormat(Buffer.from("RIFF0000WAVE"))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

describe("reencodeImage", () => {
  it("writes WebP within 512 px, keeping the aspect ratio, never enlarging", async () => {
    const big = await reencodeImage(await solid(2000, 1000).png().toBuffer());
    expect(big).toMatchObject({ contentType: "image/webp", width: 512, height: 256 });
    expect(big.size).toBe(big.bytes.length);
    expect(await sharp(big.bytes).metadata()).toMatchObject({ format: "webp", width: 512, height: 256 });

    const small = await reencodeImage(await solid(200, 200).jpeg().toBuffer());
    expect(small).toMatchObject({ width: 200, height: 200 });
  });

  it("turns a photo upright by its EXIF orientation, then drops the metadata", async () => {
    // 300 × 100 stored, orientation 6: shown rotated 90°, i.e. 100 × 300.
    const input = await solid(300, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: "Fulano", Copyright: "GPS e tudo" } })
      .toBuffer();
    const out = await reencodeImage(input);
    expect(out).toMatchObject({ width: 100, height: 300 });
    const meta = await sharp(out.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it("refuses what is not an image, and images over 4096 px per side", async () => {
    const reason = (input: Buffer) =>
      reencodeImage(input).then(
        () => "accepted",
        (e) => (e instanceof ImageRejectedError ? e.reason : `other: ${e}`),
      );
    expect(await reason(Buffer.from("texto"))).toBe("not_image");
    // A PNG signature followed by garbage.
    expect(
      await reason(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), garbage()])),
    ).toBe("not_image");
    // A JPEG signature on PNG content: the two must agree.
    const pngBytes = await solid(4, 4).png().toBuffer();
    expect(await reason(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), pngBytes]))).toBe("not_image");
    expect(await reason(await solid(4097, 1).png().toBuffer())).toBe("too_many_pixels");
  });
});

/** Bytes that decode as nothing. */
function garbage() {
  return Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 37) % 256));
}

describe("GET /api/files/:id", () => {
  let t: TestApp;
  let fileId: string;
  let bytes: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.createUser({ role: "empresa" });
    const image = await reencodeImage(await solid(64, 64).png().toBuffer());
    bytes = image.bytes;
    const [row] = await t.db
      .insert(files)
      .values({ ownerId: owner.userId, purpose: "company_logo", ...image })
      .returning({ id: files.id });
    if (!row) throw new Error("no file");
    fileId = row.id;
  });
  afterAll(() => t?.close());

  it("serves the bytes to anyone, with the stored type, nosniff, a year of cache and an ETag", async () => {
    const res = await t.app.request(`/api/files/${fileId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toBe(`"${fileId}"`);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("answers 304 to a browser that already holds it", async () => {
    const res = await t.app.request(`/api/files/${fileId}`, { headers: { "if-none-match": `"${fileId}"` } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
    expect(res.headers.get("etag")).toBe(`"${fileId}"`);
  });

  it.each([
    ["an unknown id", () => randomUUID()],
    ["a malformed id", () => "../../etc/passwd"],
    ["a number", () => "1"],
  ])("answers 404 for %s", async (_label, id) => {
    const res = await t.client().get(`/api/files/${encodeURIComponent(id())}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "NOT_FOUND", message: "Arquivo não encontrado" } });
  });

  it("answers 404, not 304, for a deleted file the browser still names", async () => {
    const id = randomUUID();
    const res = await t.app.request(`/api/files/${id}`, { headers: { "if-none-match": `"${id}"` } });
    expect(res.status).toBe(404);
  });
});

describe("GET /api/files/:id of a militar's avatar", () => {
  let t: TestApp;
  let militar: TestUser;
  let avatarId: string;
  let bytes: Buffer;
  let appliedTo: TestUser;
  let notAppliedTo: TestUser;
  let otherMilitar: TestUser;

  async function paidCompanyWithJob(): Promise<{ user: TestUser; jobId: string }> {
    const { user, company } = await paidCompany(t);
    const { id: jobId } = await job(t, company.id, { title: "Analista", city: "Resende", description: "Vaga." });
    return { user, jobId };
  }

  beforeAll(async () => {
    t = await createTestApp();
    militar = await t.createUser({ role: "militar" });
    otherMilitar = await t.createUser({ role: "militar" });
    const image = await reencodeImage(await solid(32, 32).png().toBuffer());
    bytes = image.bytes;
    const [row] = await t.db
      .insert(files)
      .values({ ownerId: militar.userId, purpose: "avatar", ...image })
      .returning({ id: files.id });
    if (!row) throw new Error("no file");
    avatarId = row.id;
    const applied = await paidCompanyWithJob();
    appliedTo = applied.user;
    await application(t, { jobId: applied.jobId, userId: militar.userId });
    notAppliedTo = (await paidCompanyWithJob()).user;
  });
  afterAll(() => t?.close());

  it("is served to the militar, private and revalidated, with an ETag", async () => {
    const res = await militar.client.get(`/api/files/${avatarId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("etag")).toBe(`"${avatarId}"`);
    expect(res.headers.get("content-type")).toBe("image/webp");
  });

  it("is served to a company the militar applied to", async () => {
    const res = await t.app.request(`/api/files/${avatarId}`, { headers: { cookie: appliedTo.client.cookieHeader() } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("answers 304 to its own browser's revalidation", async () => {
    const res = await militar.client.get(`/api/files/${avatarId}`, { headers: { "if-none-match": `"${avatarId}"` } });
    expect(res.status).toBe(304);
  });

  it.each([
    ["a visitor", () => t.client()],
    ["a company the militar never applied to", () => notAppliedTo.client],
    ["another militar", () => otherMilitar.client],
  ])("answers %s 404, as for a missing file, even with its ETag", async (_label, who) => {
    const res = await who().get(`/api/files/${avatarId}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "NOT_FOUND", message: "Arquivo não encontrado" } });
    const revalidated = await who().get(`/api/files/${avatarId}`, { headers: { "if-none-match": `"${avatarId}"` } });
    expect(revalidated.status).toBe(404);
  });
});
