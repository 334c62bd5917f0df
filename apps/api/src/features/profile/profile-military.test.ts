import { randomBytes } from "node:crypto";
import { avatarMessages, militaryProfileMessages } from "@pm/shared/profile.military";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, type MilitaryProfileFields, paidCompany } from "../../../test/factories";
import { createTestApp, fileForm, read, readError, type TestApp, type TestUser, withBody } from "../../../test/harness";
import { users } from "../../db/schema/auth";
import { files } from "../../db/schema/files";
import { jobApplications } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validOnboarding = {
  phone: "(21) 98765-4321",
  city: "Rio de Janeiro",
  state: "rj",
  birthDate: "1998-04-12",
  militaryBranch: "marinha",
  rank: "cabo",
  om: "Base Naval do Rio de Janeiro",
  incorporationYear: "2017",
  yearsOfService: 6,
  specialties: ["Logística", " Comunicações ", "Logística", ""],
  desiredArea: "logistica",
  experienceLevel: "intermediario",
  goals: "Coordenar operações logísticas em uma empresa de transporte.",
  availability: "30-dias",
};

const profileOf = async (userId: string) =>
  (await t.db.select().from(militaryProfiles).where(eq(militaryProfiles.userId, userId)))[0];

/** Marcos, who finished onboarding; `profile` changes his answers. */
const onboardedMilitar = (profile: MilitaryProfileFields = {}): Promise<TestUser> =>
  completedMilitar(t, { fullName: "Marcos Vinícius Pereira", profile });

describe.concurrent("PUT /api/military/onboarding", () => {
  it("refuses visitors and companies", async () => {
    expect((await t.client().put("/api/military/onboarding", validOnboarding)).status).toBe(401);
    const company = await t.createUser({ role: "empresa" });
    const res = await readError(company.client.put("/api/military/onboarding", validOnboarding));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });

  it("requires the city and the military branch, in pt-BR, and saves nothing", async () => {
    const user = await t.createUser({ role: "militar" });
    const res = await readError(
      user.client.put("/api/military/onboarding", {
        ...validOnboarding,
        city: "  ",
        militaryBranch: "",
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: "city", message: militaryProfileMessages.cityRequired },
        { path: "militaryBranch", message: militaryProfileMessages.branchRequired },
      ]),
    );
    const missing = await readError(user.client.put("/api/military/onboarding", {}));
    expect(missing.status).toBe(422);
    expect(missing.body.error.issues?.map((i: { path: string }) => i.path).sort()).toEqual(["city", "militaryBranch"]);
    expect((await profileOf(user.userId))?.completedAt).toBeNull();
  });

  it.each([
    ["incorporationYear", 1949, militaryProfileMessages.incorporationYearInvalid],
    ["incorporationYear", new Date().getFullYear() + 1, militaryProfileMessages.incorporationYearInvalid],
    ["yearsOfService", 41, militaryProfileMessages.yearsOfServiceInvalid],
    ["yearsOfService", "0", militaryProfileMessages.yearsOfServiceInvalid],
    ["militaryBranch", "guarda-municipal", militaryProfileMessages.branchRequired],
    ["rank", "general", militaryProfileMessages.rankInvalid],
    ["rank", "subtenente", militaryProfileMessages.rankNotOfBranch],
    ["serviceStatus", "aposentado", militaryProfileMessages.serviceStatusInvalid],
    ["desiredArea", "astronauta", militaryProfileMessages.desiredAreaInvalid],
    ["experienceLevel", "mestre", militaryProfileMessages.experienceLevelInvalid],
    ["availability", "amanha", militaryProfileMessages.availabilityInvalid],
    ["birthDate", "2099-01-01", militaryProfileMessages.birthDateInvalid],
    ["birthDate", "1999-02-30", militaryProfileMessages.birthDateInvalid],
    ["phone", "1234", militaryProfileMessages.phoneInvalid],
    ["state", "XX", militaryProfileMessages.stateInvalid],
  ])("refuses %s = %j with its pt-BR message", async (field, value, message) => {
    const user = await t.createUser({ role: "militar" });
    const res = await readError(user.client.put("/api/military/onboarding", { ...validOnboarding, [field]: value }));
    expect(res.status).toBe(422);
    expect(res.body.error.issues).toContainEqual({ path: field, message });
  });

  it("refuses fields it does not know, such as plan or completedAt", async () => {
    const user = await t.createUser({ role: "militar" });
    for (const extra of [{ plan: "PREMIUM" }, { completedAt: null }, { userId: "x" }]) {
      const res = await readError(user.client.put("/api/military/onboarding", { ...validOnboarding, ...extra }));
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(`Campo não permitido: ${Object.keys(extra)[0]}`);
    }
    expect(await profileOf(user.userId)).toMatchObject({ plan: "FREE", completedAt: null });
  });

  it("saves every answer, normalised, and completes the profile", async () => {
    const user = await t.createUser({ role: "militar" });
    const res = await user.client.put("/api/military/onboarding", validOnboarding);
    expect(res.status).toBe(200);
    const saved = await profileOf(user.userId);
    expect(saved).toMatchObject({
      phone: "21987654321",
      city: "Rio de Janeiro",
      state: "RJ",
      birthDate: "1998-04-12",
      militaryBranch: "marinha",
      rank: "cabo",
      om: "Base Naval do Rio de Janeiro",
      incorporationYear: 2017,
      yearsOfService: 6,
      specialties: ["Logística", "Comunicações"],
      desiredArea: "logistica",
      experienceLevel: "intermediario",
      availability: "30-dias",
      plan: "FREE",
    });
    expect(saved?.completedAt).toBeInstanceOf(Date);
    const me = await read(user.client.api.session.$get());
    expect(me.body.me?.militaryProfile?.completedAt).toEqual(expect.any(String));
  });

  it("takes a PM Subtenente of the reserve with 25 years, and refuses a rank of another força", async () => {
    const user = await t.createUser({ role: "militar" });
    const wrong = await readError(
      user.client.put("/api/military/onboarding", { ...validOnboarding, militaryBranch: "pm", rank: "suboficial" }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.issues).toEqual([{ path: "rank", message: militaryProfileMessages.rankNotOfBranch }]);
    expect(await profileOf(user.userId)).toMatchObject({ completedAt: null, rank: null });

    const res = await user.client.put("/api/military/onboarding", {
      ...validOnboarding,
      militaryBranch: "pm",
      rank: "subtenente",
      serviceStatus: "reserva",
      yearsOfService: 25,
    });
    expect(res.status).toBe(200);
    expect(await profileOf(user.userId)).toMatchObject({
      militaryBranch: "pm",
      rank: "subtenente",
      serviceStatus: "reserva",
      yearsOfService: 25,
    });
    const tooLong = await readError(
      user.client.put("/api/military/onboarding", {
        ...validOnboarding,
        yearsOfService: 41,
        serviceStatus: "aposentado",
      }),
    );
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: "yearsOfService", message: militaryProfileMessages.yearsOfServiceInvalid },
        { path: "serviceStatus", message: militaryProfileMessages.serviceStatusInvalid },
      ]),
    );
  });

  it("accepts only the two required fields", async () => {
    const user = await t.createUser({ role: "militar" });
    const res = await user.client.put("/api/military/onboarding", { city: "Natal", militaryBranch: "aeronautica" });
    expect(res.status).toBe(200);
    expect(await profileOf(user.userId)).toMatchObject({ city: "Natal", rank: null, specialties: [] });
  });

  it("opens the guarded military area only once completed", async () => {
    const user = await t.createUser({ role: "militar" });
    const before = await readError(user.client.get("/api/military/dashboard"));
    expect(before.status).toBe(403);
    expect(before.body.error.code).toBe("PROFILE_INCOMPLETE");
    await user.client.put("/api/military/onboarding", validOnboarding);
    const after = await user.client.get("/api/military/dashboard");
    expect(after.status).toBe(200);
  });
});

describe.concurrent("PUT /api/military/profile", () => {
  const fullProfile = {
    ...validOnboarding,
    fullName: "Marcos V. Pereira",
    biography: "Dez anos de experiência em logística naval.",
  };

  it("saves every field, the name on the profile and on the account", async () => {
    const user = await onboardedMilitar();
    const res = await user.client.put("/api/military/profile", {
      ...fullProfile,
      city: "Niterói",
      specialties: ["Mecânica"],
      om: "",
      rank: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: "Marcos V. Pereira", city: "Niterói", om: null, rank: null });
    expect(await profileOf(user.userId)).toMatchObject({
      city: "Niterói",
      specialties: ["Mecânica"],
      biography: "Dez anos de experiência em logística naval.",
      om: null,
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.userId));
    const [account] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(profile?.fullName).toBe("Marcos V. Pereira");
    expect(account?.name).toBe("Marcos V. Pereira");
  });

  it("is strict: e-mail, plan, avatar or any unknown field answers 422 and changes nothing", async () => {
    const user = await onboardedMilitar();
    for (const extra of [
      { email: "outro@teste.com.br" },
      { plan: "PREMIUM" },
      { avatarUrl: "https://golpe.example/a.png" },
      { completedAt: null },
      { emailNotifications: false },
      { role: "empresa" },
    ]) {
      const res = await readError(user.client.put("/api/military/profile", { ...fullProfile, ...extra }));
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(`Campo não permitido: ${Object.keys(extra)[0]}`);
    }
    expect(await profileOf(user.userId)).toMatchObject({ plan: "FREE", avatarUrl: null, emailNotifications: true });
    expect((await profileOf(user.userId))?.completedAt).not.toBeNull();
  });

  it("requires the name with a pt-BR message", async () => {
    const user = await onboardedMilitar();
    const res = await readError(user.client.put("/api/military/profile", { ...fullProfile, fullName: " " }));
    expect(res.status).toBe(422);
    expect(res.body.error.issues).toContainEqual({
      path: "fullName",
      message: militaryProfileMessages.fullNameRequired,
    });
  });

  it("changes only the caller's own profile", async () => {
    const a = await onboardedMilitar();
    const b = await onboardedMilitar({ city: "Manaus" });
    await a.client.put("/api/military/profile", { ...fullProfile, city: "Recife" });
    expect((await profileOf(b.userId))?.city).toBe("Manaus");
  });
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 40 } } })
    .png()
    .toBuffer();

const avatarForm = (bytes: Uint8Array, name = "foto.png", type = "image/png") => fileForm(bytes, name, type);

const uploadAvatar = (user: TestUser, form: FormData) =>
  user.client.api.military.avatar.$put(undefined, withBody(form));

describe.concurrent("PUT /api/military/avatar", () => {
  it("stores a WebP of at most 512 px, replaces the previous one and shows it on the profile", async () => {
    const user = await onboardedMilitar();
    const first = await read(uploadAvatar(user, avatarForm(await png(1000, 800))));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ avatarUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/) });
    const second = await read(uploadAvatar(user, avatarForm(await png(64, 64))));
    const rows = await t.db.select().from(files).where(eq(files.ownerId, user.userId));
    expect(rows.map((r) => `/api/files/${r.id}`)).toEqual([second.body.avatarUrl]);
    expect(rows[0]).toMatchObject({ purpose: "avatar", contentType: "image/webp" });
    expect((await profileOf(user.userId))?.avatarUrl).toBe(second.body.avatarUrl);
    expect((await t.client().get(first.body.avatarUrl)).status).toBe(404);
    const served = await user.client.get(second.body.avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses what is not an image, and a file over 2 MB, with the logo's messages", async () => {
    const user = await onboardedMilitar();
    const text = await readError(user.client.put("/api/military/avatar", avatarForm(Buffer.from("oi"), "foto.png")));
    expect(text.status).toBe(422);
    expect(text.body.error.issues).toEqual([{ path: "file", message: avatarMessages.notImage }]);
    const noisy = await sharp(randomBytes(1024 * 1024 * 3), { raw: { width: 1024, height: 1024, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const big = await readError(user.client.put("/api/military/avatar", avatarForm(noisy)));
    expect(big.status).toBe(422);
    expect(big.body.error.message).toBe(avatarMessages.tooBig);
    expect(await t.db.select().from(files).where(eq(files.ownerId, user.userId))).toEqual([]);
  });

  it("is only for a militar", async () => {
    const company = await t.createUser({ role: "empresa" });
    expect((await company.client.put("/api/military/avatar", avatarForm(await png(10, 10)))).status).toBe(403);
  });
});

describe("GET /api/military/dashboard", () => {
  it("greets by full name and counts and lists only the caller's own activity, newest first", async () => {
    const user = await onboardedMilitar();
    const other = await onboardedMilitar();
    const { company } = await paidCompany(t, { name: "Transportes Aliança" });
    const newJob = (title: string) => job(t, company.id, { title, city: "Rio", description: "Vaga" });
    const j1 = await newJob("Analista de Logística");
    const j2 = await newJob("Supervisor de Segurança");
    const j3 = await newJob("Técnico de Manutenção");
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const a1 = await application(t, { jobId: j1.id, userId: user.userId, appliedAt: minutesAgo(30) });
    await application(t, { jobId: j2.id, userId: user.userId, appliedAt: minutesAgo(20) });
    await application(t, { jobId: j3.id, userId: other.userId, appliedAt: minutesAgo(10) });
    // The company's decision: a trigger writes the candidate's notification.
    await t.db.update(jobApplications).set({ status: "aprovado" }).where(eq(jobApplications.id, a1.id));

    const res = await read(user.client.api.military.dashboard.$get());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fullName: "Marcos Vinícius Pereira",
      counts: { learningPathsInProgress: 0, applications: 1, benefitsAvailable: 0, unreadMessages: 0 },
      upcomingEvents: [],
    });
    expect(res.body.recentActivities).toEqual([
      expect.objectContaining({
        kind: "application_status",
        jobTitle: "Analista de Logística",
        companyName: "Transportes Aliança",
        status: "aprovado",
      }),
      expect.objectContaining({ kind: "application_sent", jobTitle: "Supervisor de Segurança" }),
      expect.objectContaining({ kind: "application_sent", jobTitle: "Analista de Logística" }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain("Técnico de Manutenção");
  });

  it("is only for a militar", async () => {
    const company = await t.createUser({ role: "empresa" });
    expect((await company.client.get("/api/military/dashboard")).status).toBe(403);
    expect((await t.client().get("/api/military/dashboard")).status).toBe(401);
  });
});
