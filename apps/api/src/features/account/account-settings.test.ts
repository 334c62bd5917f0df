import { accountSettingsMessages } from "@pm/shared/account.settings";
import { eq, like, type SQL, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, type JobRow, job, paidCompany } from "../../../test/factories";
import { createTestApp, fileForm, read, readError, type TestApp, type TestUser, withBody } from "../../../test/harness";
import { users, verifications } from "../../db/schema/auth";
import { jobApplications, jobBookmarks, jobViews } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "novaSenha456";

/** A militar of Recife who finished onboarding. */
const militar = (fullName = "Ana Paula Souza"): Promise<TestUser> =>
  completedMilitar(t, { fullName, profile: { city: "Recife", state: "PE", militaryBranch: "exercito" } });

async function paidCompanyWithJobs(titles: string[]) {
  const { user: owner, company } = await paidCompany(t, { name: "Guardiões Segurança" });
  const created: JobRow[] = [];
  for (const title of titles) created.push(await job(t, company.id, { title, city: "Recife", description: "Vaga" }));
  return { owner, jobs: created };
}

async function avatar(user: TestUser) {
  const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#456" } })
    .png()
    .toBuffer();
  const res = await user.client.api.military.avatar.$put(
    undefined,
    withBody(fileForm(new Uint8Array(bytes), "eu.png")),
  );
  if (res.status !== 200) throw new Error(`avatar failed: ${res.status}`);
}

describe.concurrent("POST /api/account/password", () => {
  it("refuses a wrong current password in pt-BR and keeps the old one", async () => {
    const user = await militar();
    const res = await readError(
      user.client.post("/api/account/password", {
        currentPassword: "errada123",
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: "VALIDATION_FAILED",
      message: accountSettingsMessages.currentPasswordWrong,
      issues: [{ path: "currentPassword", message: accountSettingsMessages.currentPasswordWrong }],
    });
    expect((await t.signIn(user.email, user.password)).status).toBe(200);
  });

  it.each([
    [{ newPassword: "123", confirmPassword: "123" }, "newPassword", "A senha deve ter pelo menos 6 caracteres"],
    [{ newPassword: NEW_PASSWORD, confirmPassword: "outra123" }, "confirmPassword", "As senhas não coincidem"],
    [{ currentPassword: "" }, "currentPassword", accountSettingsMessages.currentPasswordRequired],
  ])("validates %j", async (patch, path, message) => {
    const user = await militar();
    const res = await readError(
      user.client.post("/api/account/password", {
        currentPassword: user.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        ...patch,
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.issues).toContainEqual({ path, message });
  });

  it("changes it, ends every other session and keeps this one signed in", async () => {
    const user = await militar();
    const otherBrowser = t.client();
    expect((await t.signIn(user.email, user.password, otherBrowser)).status).toBe(200);
    expect((await read(otherBrowser.api.session.$get())).body.me).not.toBeNull();

    const res = await read(
      user.client.api.account.password.$post({
        json: { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(accountSettingsMessages.passwordChanged);

    expect((await read(user.client.api.session.$get())).body.me?.id).toBe(user.userId);
    expect((await user.client.get("/api/military/dashboard")).status).toBe(200);
    expect((await read(otherBrowser.api.session.$get())).body.me).toBeNull();
    expect((await t.signIn(user.email, user.password)).status).toBe(401);
    expect((await t.signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("works for a company too", async () => {
    const company = await t.createUser({ role: "empresa" });
    const res = await company.client.post("/api/account/password", {
      currentPassword: company.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
  });

  it("needs a session", async () => {
    const res = await t.client().post("/api/account/password", {
      currentPassword: "x",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
  });
});

describe.concurrent("PUT /api/account/notifications", () => {
  it("saves the militar's e-mail preference", async () => {
    const user = await militar();
    const res = await user.client.put("/api/account/notifications", { emailNotifications: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ emailNotifications: false });
    const [row] = await t.db.select().from(militaryProfiles).where(eq(militaryProfiles.userId, user.userId));
    expect(row?.emailNotifications).toBe(false);
    const bad = await user.client.put("/api/account/notifications", { emailNotifications: "não", plan: "PREMIUM" });
    expect(bad.status).toBe(422);
  });

  it("is not offered to a company", async () => {
    const company = await t.createUser({ role: "empresa" });
    expect((await company.client.put("/api/account/notifications", { emailNotifications: false })).status).toBe(403);
  });
});

describe.concurrent("POST /api/account/email", () => {
  it("changes the sign-in e-mail only once the link sent to the new address is followed", async () => {
    const user = await militar();
    const newEmail = `novo-${user.email}`;
    const res = await user.client.post("/api/account/email", {
      email: newEmail.toUpperCase(),
      currentPassword: user.password,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: accountSettingsMessages.emailChangeSent, pendingEmail: newEmail });
    expect((await t.db.select().from(users).where(eq(users.id, user.userId)))[0]?.email).toBe(user.email);
    expect((await t.signIn(user.email, user.password)).status).toBe(200);

    const link = await t.lastLink(newEmail);
    const followed = await t.client().get(link);
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/app/perfil?email=alterado");
    expect((await t.signIn(newEmail, user.password)).status).toBe(200);
    expect((await t.signIn(user.email, user.password)).status).toBe(401);
    const me = (await read(user.client.api.session.$get())).body.me;
    expect(me).toMatchObject({ email: newEmail, profile: { email: newEmail } });
    // The old address hears about it.
    expect((await t.readOutbox(user.email)).at(-1)?.subject).toBe("O e-mail da sua conta foi alterado");
    // A link works once.
    expect((await t.client().get(link)).headers.get("location")).toBe("/app/perfil?email=invalido");
  });

  it("refuses an address in use, the current one, and a made-up link", async () => {
    const user = await militar();
    const other = await militar();
    const currentPassword = user.password;
    const taken = await readError(user.client.post("/api/account/email", { email: other.email, currentPassword }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe("EMAIL_TAKEN");
    const same = await readError(user.client.post("/api/account/email", { email: user.email, currentPassword }));
    expect(same.status).toBe(422);
    expect(same.body.error.message).toBe(accountSettingsMessages.emailSame);
    const invalid = await user.client.post("/api/account/email", { email: "não-é-email", currentPassword });
    expect(invalid.status).toBe(422);
    const forged = await t.client().get("/api/account/email/confirm?token=inventado");
    expect(forged.headers.get("location")).toBe("/app/perfil?email=invalido");
  });

  it("needs a session, and serves a company's own account the same way", async () => {
    const visitor = await t.client().post("/api/account/email", { email: "x@exemplo.com.br", currentPassword: "x" });
    expect(visitor.status).toBe(401);
    const company = await t.createUser({ role: "empresa" });
    const newEmail = `novo-${company.email}`;
    const res = await read(
      company.client.api.account.email.$post({ json: { email: newEmail, currentPassword: company.password } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.pendingEmail).toBe(newEmail);
  });

  it("asks for the current password: a session alone changes nothing and sends nothing", async () => {
    const user = await militar();
    const newEmail = `outro-${user.email}`;
    const missing = await readError(user.client.post("/api/account/email", { email: newEmail }));
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toBe(accountSettingsMessages.currentPasswordRequired);
    const wrong = await readError(
      user.client.post("/api/account/email", { email: newEmail, currentPassword: "chute-errado" }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toEqual({
      code: "VALIDATION_FAILED",
      message: accountSettingsMessages.currentPasswordWrong,
      issues: [{ path: "currentPassword", message: accountSettingsMessages.currentPasswordWrong }],
    });
    expect(await t.readOutbox(newEmail)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(verifications)
        .where(like(verifications.value, `%${user.userId}%`)),
    ).toEqual([]);
  });
});

/** A militar with one of every kind of row, and a second militar with the same kinds. */
async function militarWithHistory(companyJobs: { id: string }[], fullName: string) {
  const user = await militar(fullName);
  await avatar(user);
  const [j1, j2, j3] = companyJobs as [{ id: string }, { id: string }, { id: string }];
  const pending = await application(t, { jobId: j1.id, userId: user.userId });
  const approved = await application(t, { jobId: j2.id, userId: user.userId });
  const reviewing = await application(t, { jobId: j3.id, userId: user.userId });
  // Changed after the fact, as a company does: the trigger notifies the militar.
  await t.db.update(jobApplications).set({ status: "aprovado" }).where(eq(jobApplications.id, approved.id));
  await t.db.update(jobApplications).set({ status: "em_analise" }).where(eq(jobApplications.id, reviewing.id));
  await t.db.insert(jobBookmarks).values({ userId: user.userId, jobId: j3.id });
  await t.db.insert(jobViews).values({ userId: user.userId, jobId: j1.id });
  return {
    user,
    pendingId: pending.id,
    approvedId: approved.id,
    reviewingId: reviewing.id,
  };
}

describe("GET /api/account/export", () => {
  it("downloads everything about the caller as JSON, and nothing about anyone else", async () => {
    const { owner, jobs: created } = await paidCompanyWithJobs(["Vigilante", "Porteiro", "Supervisor"]);
    const me = await militarWithHistory(created, "Beatriz Gomes");
    const someoneElse = await militarWithHistory(created, "Carlos Nogueira Alves");

    const res = await read(me.user.client.api.account.export.$get());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="proxima-missao-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = res.body;
    expect(data.user).toMatchObject({ id: me.user.userId, email: me.user.email, name: "Beatriz Gomes" });
    expect(data.profile).toMatchObject({ fullName: "Beatriz Gomes", role: "militar" });
    expect(data.militaryProfile).toMatchObject({ city: "Recife", militaryBranch: "exercito" });
    expect(data.applications).toHaveLength(3);
    const approvedOne = data.applications.find((a) => a.id === me.approvedId);
    expect(approvedOne).toMatchObject({ status: "aprovado", source: "busca" });
    expect(approvedOne?.history.map((s) => [s.from, s.to])).toEqual([
      [null, "pendente"],
      ["pendente", "aprovado"],
    ]);
    expect(data.bookmarks).toHaveLength(1);
    expect(data.jobViews).toHaveLength(1);
    expect(data.notifications.map((n) => (n.data as { status: string }).status).sort()).toEqual([
      "aprovado",
      "em_analise",
    ]);
    expect(data.files).toEqual([expect.objectContaining({ purpose: "avatar", contentType: "image/webp" })]);
    expect(data.emails.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);

    const text = JSON.stringify(data);
    expect(text).not.toContain(someoneElse.user.email);
    expect(text).not.toContain(someoneElse.user.userId);
    expect(text).not.toContain("Carlos Nogueira Alves");
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain(owner.userId);
    // No secrets: password hash, session tokens.
    expect(text).not.toMatch(/"password"|"token"/);
  });

  it("gives a company its own data without the candidates'", async () => {
    const { owner, jobs: created } = await paidCompanyWithJobs(["Vigilante", "Porteiro", "Supervisor"]);
    const candidate = await militarWithHistory(created, "Daniela Ribeiro");
    const res = await read(owner.client.api.account.export.$get());
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ name: "Guardiões Segurança" });
    expect(res.body.company?.jobs.map((j: { applicationsReceived: number }) => j.applicationsReceived)).toEqual([
      1, 1, 1,
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(candidate.user.email);
    expect(text).not.toContain(candidate.user.userId);
    expect(text).not.toContain("Daniela Ribeiro");
  });

  it("needs a session", async () => {
    expect((await t.client().get("/api/account/export")).status).toBe(401);
  });
});

/** Rows of a raw query, on PGlite and on node-postgres alike. */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every text, jsonb and array cell in the public schema that contains `needle`, as "table.column". */
async function cellsContaining(needle: string): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public'
      AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
      AND table_name NOT LIKE '\\_\\_%'`);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const hits = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} WHERE ${sql.identifier(column_name)}::text ILIKE ${`%${needle}%`}`,
    );
    if (Number(hits[0]?.n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe("DELETE /api/account", () => {
  const del = (user: TestUser, body: { password: string }) => user.client.api.account.$delete({ json: body });

  it("refuses a wrong or missing password in pt-BR and keeps the account", async () => {
    const user = await militar();
    const wrong = await readError(del(user, { password: "errada123" }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.issues).toEqual([
      { path: "password", message: accountSettingsMessages.deletePasswordWrong },
    ]);
    const missing = await readError(user.client.request("DELETE", "/api/account", {}));
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toBe(accountSettingsMessages.deletePasswordRequired);
    expect((await read(user.client.api.session.$get())).body.me?.id).toBe(user.userId);
  });

  it("refuses the company's holder, with a clear message, and deletes nothing", async () => {
    const company = await t.createUser({ role: "empresa" });
    const res = await readError(del(company, { password: company.password }));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(accountSettingsMessages.holderDeletionUnavailable);
    expect((await read(company.client.api.session.$get())).body.me?.id).toBe(company.userId);
  });

  it("erases the militar everywhere, keeps decided applications anonymous and signs out", async () => {
    const { owner, jobs: created } = await paidCompanyWithJobs(["Vigilante", "Porteiro", "Supervisor"]);
    const gone = await militarWithHistory(created, "Eduardo Lima Santos");
    const stays = await militarWithHistory(created, "Fernanda Costa");
    // A pending e-mail change and a password reset request also name the user.
    await gone.user.client.post("/api/account/email", { email: `outro-${gone.user.email}` });
    await t.client().post("/api/auth/forgot-password", { email: gone.user.email });
    const otherBrowser = t.client();
    await t.signIn(gone.user.email, gone.user.password, otherBrowser);
    // The scan finds the user before: it can find them after.
    expect(await cellsContaining(gone.user.userId)).toEqual(
      expect.arrayContaining([
        "users.id",
        "profiles.id",
        "sessions.user_id",
        "job_applications.user_id",
        "files.owner_id",
      ]),
    );
    expect(await cellsContaining(gone.user.email)).toEqual(
      expect.arrayContaining(["users.email", "email_outbox.to", "rate_limits.key"]),
    );

    const res = await read(del(gone.user, { password: gone.user.password }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(accountSettingsMessages.deleted);
    expect(res.setCookies.some((c) => /^pm\.session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(gone.user.client.jar.size).toBe(0);

    expect(await cellsContaining(gone.user.userId)).toEqual([]);
    expect(await cellsContaining(gone.user.email)).toEqual([]);
    expect(await cellsContaining("Eduardo Lima Santos")).toEqual([]);

    const apps = await t.db.select().from(jobApplications);
    expect(apps.find((a) => a.id === gone.pendingId)).toBeUndefined();
    expect(apps.find((a) => a.id === gone.reviewingId)).toBeUndefined();
    expect(apps.find((a) => a.id === gone.approvedId)).toMatchObject({ userId: null, status: "aprovado" });

    // The other militar and the company are untouched.
    expect(apps.filter((a) => a.userId === stays.user.userId)).toHaveLength(3);
    expect((await stays.user.client.get("/api/military/dashboard")).status).toBe(200);
    expect((await read(owner.client.api.session.$get())).body.me?.id).toBe(owner.userId);

    expect((await read(otherBrowser.api.session.$get())).body.me).toBeNull();
    const again = await readError(t.signIn(gone.user.email, gone.user.password));
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe("INVALID_CREDENTIALS");
  });
});
