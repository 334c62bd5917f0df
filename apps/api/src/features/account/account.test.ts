import { authMessages } from "@pm/shared/account";
import { ERROR_MESSAGES } from "@pm/shared/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, createTestApp, read, readError, type TestApp, uniqueEmail } from "../../../test/harness";
import { itOnPostgres } from "../../../test/test-database";
import { accounts, sessions, users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { authMailRequests } from "../../db/schema/system";

// Each sign-up waits out better-auth's 500 ms constant-time floor for verification e-mails, so the
// suites that only touch their own users run their tests concurrently. "validation" compares whole
// table counts and stays sequential.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SESSION_COOKIE = "pm.session_token";
const VERIFY_SUBJECT = "Confirme seu e-mail na Próxima Missão";
const RESET_SUBJECT = "Redefinição de senha da Próxima Missão";

const rowsOf = {
  user: (email: string) => t.db.select().from(users).where(eq(users.email, email)),
  profile: (id: string) => t.db.select().from(profiles).where(eq(profiles.id, id)),
  accounts: (id: string) => t.db.select().from(accounts).where(eq(accounts.userId, id)),
  company: (id: string) => t.db.select().from(companies).where(eq(companies.userId, id)),
  military: (id: string) => t.db.select().from(militaryProfiles).where(eq(militaryProfiles.userId, id)),
  sessions: (id: string) => t.db.select().from(sessions).where(eq(sessions.userId, id)),
};

/** The redirect target of a response, resolved against the app's address. */
function locationOf(res: { headers: Headers }): URL {
  const location = res.headers.get("location");
  expect(location).toBeTruthy();
  return new URL(location as string, BASE_URL);
}

const sessionCookieIn = (setCookies: string[]) => setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));

describe.concurrent("sign-up", () => {
  it("creates the user, credential, militar profile and FREE military profile", async () => {
    const { res, email, password } = await t.signUp({ role: "militar", fullName: "  João da Silva  " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: authMessages.signUpSuccess });

    const [user] = await rowsOf.user(email);
    expect(user).toMatchObject({ email, name: "João da Silva", emailVerified: false });
    const id = user?.id as string;

    const creds = await rowsOf.accounts(id);
    expect(creds).toHaveLength(1);
    expect(creds[0]).toMatchObject({ providerId: "credential", accountId: id });
    expect(creds[0]?.password).toBeTruthy();
    expect(creds[0]?.password).not.toContain(password);

    expect(await rowsOf.profile(id)).toEqual([
      expect.objectContaining({ id, fullName: "João da Silva", email, role: "militar" }),
    ]);
    expect(await rowsOf.military(id)).toEqual([
      expect.objectContaining({ userId: id, plan: "FREE", completedAt: null }),
    ]);
    expect(await rowsOf.company(id)).toEqual([]);

    const mail = await t.readOutbox(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: VERIFY_SUBJECT, status: "stored" });
    expect(mail[0]?.text).toContain(`${BASE_URL}/api/auth/verify-email?token=`);
  });

  it("records on the account when the terms were accepted: the time the sign-up was sent", async () => {
    const before = Date.now();
    const { res, email } = await t.signUp({ role: "empresa" });
    expect(res.status).toBe(201);
    const [user] = await rowsOf.user(email);
    const [profile] = await rowsOf.profile(user?.id as string);
    const accepted = profile?.termsAcceptedAt?.getTime() ?? 0;
    expect(accepted).toBeGreaterThanOrEqual(before - 1000);
    expect(accepted).toBeLessThanOrEqual(Date.now());
  });

  it("starts a militar on FREE even when the sign-up link names premium", async () => {
    const { res, email } = await t.signUp({ role: "militar", plan: "premium" });
    expect(res.status).toBe(201);
    const [user] = await rowsOf.user(email);
    expect(await rowsOf.military(user?.id as string)).toEqual([expect.objectContaining({ plan: "FREE" })]);
  });

  it("creates an empresa with the plan given, its cap and a pending payment", async () => {
    const { res, email } = await t.signUp({
      role: "empresa",
      plan: "plus",
      fullName: "Carla Souza",
      companyName: "Transportes Alfa",
      city: "Campinas",
    });
    expect(res.status).toBe(201);
    const [user] = await rowsOf.user(email);
    const id = user?.id as string;
    expect(await rowsOf.profile(id)).toEqual([expect.objectContaining({ role: "empresa", fullName: "Carla Souza" })]);
    expect(await rowsOf.company(id)).toEqual([
      expect.objectContaining({
        userId: id,
        name: "Transportes Alfa",
        city: "Campinas",
        plan: "plus",
        jobLimit: 10,
        paymentStatus: "pending",
        partnerJoinedAt: null,
      }),
    ]);
    expect(await rowsOf.military(id)).toEqual([]);
    expect(await rowsOf.accounts(id)).toEqual([expect.objectContaining({ providerId: "credential" })]);
  });

  it("gives an empresa the parceiro plan by default, with cap 5 and partner_joined_at set", async () => {
    const before = Date.now();
    const { res, email } = await t.signUp({ role: "empresa", companyName: "Segurança Beta", city: "" });
    expect(res.status).toBe(201);
    const [user] = await rowsOf.user(email);
    const [company] = await rowsOf.company(user?.id as string);
    expect(company).toMatchObject({
      name: "Segurança Beta",
      city: null,
      plan: "parceiro",
      jobLimit: 5,
      paymentStatus: "pending",
    });
    const joined = company?.partnerJoinedAt;
    expect(joined).toBeInstanceOf(Date);
    expect(Math.abs((joined?.getTime() ?? 0) - before)).toBeLessThan(60_000);
  });

  it.each([
    ["pro", 25],
    ["enterprise", null],
  ])("stores the cap of plan %s", async (plan, jobLimit) => {
    const { res, email } = await t.signUp({ role: "empresa", plan });
    expect(res.status).toBe(201);
    const [user] = await rowsOf.user(email);
    expect(await rowsOf.company(user?.id as string)).toEqual([
      expect.objectContaining({ plan, jobLimit, partnerJoinedAt: null }),
    ]);
  });
});

describe("validation", () => {
  /** message null: zod's own wording (a field the form never lets a user get wrong); only code and path are checked. */
  type Case = [
    label: string,
    path: string,
    body: Record<string, unknown>,
    message: string | null,
    issuePaths: string[],
  ];

  const militar = (over: Record<string, unknown>) => ({
    role: "militar",
    fullName: "João da Silva",
    email: uniqueEmail("invalido"),
    password: "segredo123",
    confirmPassword: "segredo123",
    ...over,
  });
  const empresa = (over: Record<string, unknown>) => militar({ role: "empresa", companyName: "Alfa", ...over });
  const login = (over: Record<string, unknown>) => ({ email: uniqueEmail("login"), password: "segredo123", ...over });

  const cases: Case[] = [
    ["login without e-mail", "sign-in", login({ email: "" }), authMessages.loginRequired, ["email"]],
    ["login with blank e-mail", "sign-in", login({ email: "   " }), authMessages.loginRequired, ["email"]],
    ["login without password", "sign-in", login({ password: "" }), authMessages.loginRequired, ["password"]],
    ["login with nothing", "sign-in", { email: "", password: "" }, authMessages.loginRequired, ["email"]],
    ["login with a malformed e-mail", "sign-in", login({ email: "joao@" }), authMessages.invalidEmail, ["email"]],
    ["sign-up without name", "sign-up", militar({ fullName: "" }), authMessages.signUpRequired, ["fullName"]],
    ["sign-up with blank name", "sign-up", militar({ fullName: "  " }), authMessages.signUpRequired, ["fullName"]],
    ["sign-up without e-mail", "sign-up", militar({ email: "" }), authMessages.signUpRequired, ["email"]],
    [
      "sign-up without password",
      "sign-up",
      militar({ password: "", confirmPassword: "" }),
      authMessages.signUpRequired,
      ["password"],
    ],
    [
      "sign-up with nothing filled in",
      "sign-up",
      militar({ fullName: "", email: "", password: "", confirmPassword: "" }),
      authMessages.signUpRequired,
      ["fullName", "email", "password"],
    ],
    [
      "sign-up with different passwords",
      "sign-up",
      militar({ confirmPassword: "segredo124" }),
      authMessages.passwordsDiffer,
      ["confirmPassword"],
    ],
    [
      "sign-up with a 5-character password",
      "sign-up",
      militar({ password: "abc12", confirmPassword: "abc12" }),
      authMessages.passwordTooShort,
      ["password"],
    ],
    [
      "sign-up with a 129-character password",
      "sign-up",
      militar({ password: "a".repeat(129), confirmPassword: "a".repeat(129) }),
      authMessages.passwordTooLong,
      ["password", "confirmPassword"],
    ],
    [
      "empresa sign-up without company name",
      "sign-up",
      empresa({ companyName: undefined }),
      authMessages.companyNameRequired,
      ["companyName"],
    ],
    [
      "empresa sign-up with blank company name",
      "sign-up",
      empresa({ companyName: "   " }),
      authMessages.companyNameRequired,
      ["companyName"],
    ],
    [
      "sign-up with a malformed e-mail",
      "sign-up",
      militar({ email: "joao.silva" }),
      authMessages.invalidEmail,
      ["email"],
    ],
    [
      "militar sign-up with a company plan",
      "sign-up",
      militar({ plan: "plus" }),
      "Plano inválido para militares",
      ["plan"],
    ],
    [
      "empresa sign-up with a military plan",
      "sign-up",
      empresa({ plan: "PREMIUM" }),
      "Plano inválido para empresas",
      ["plan"],
    ],
    [
      "sign-up naming a company id",
      "sign-up",
      empresa({ company_id: "00000000-0000-0000-0000-000000000000" }),
      "Campo não permitido: company_id",
      [""],
    ],
    [
      "sign-up setting its own payment status",
      "sign-up",
      empresa({ payment_status: "completed" }),
      "Campo não permitido: payment_status",
      [""],
    ],
    ["sign-up setting active", "sign-up", militar({ active: true }), "Campo não permitido: active", [""]],
    [
      "sign-up with an unknown role",
      "sign-up",
      militar({ role: "admin" }),
      "Escolha entre Militar e Empresa",
      ["role"],
    ],
    ["sign-in naming a plan", "sign-in", login({ plan: "pro" }), "Campo não permitido: plan", [""]],
    ["sign-in naming a role", "sign-in", login({ role: "empresa" }), "Campo não permitido: role", [""]],
    [
      "forgot-password with an extra field",
      "forgot-password",
      { email: uniqueEmail("esqueci"), company_id: "x" },
      "Campo não permitido: company_id",
      [""],
    ],
    [
      "forgot-password with a malformed e-mail",
      "forgot-password",
      { email: "nada" },
      authMessages.invalidEmail,
      ["email"],
    ],
    [
      "reset with different passwords",
      "reset-password",
      { token: "abc", password: "nova-senha", confirmPassword: "outra-senha" },
      authMessages.passwordsDiffer,
      ["confirmPassword"],
    ],
    [
      "reset with a short password",
      "reset-password",
      { token: "abc", password: "12345", confirmPassword: "12345" },
      authMessages.passwordTooShort,
      ["password"],
    ],
    [
      "reset with an extra field",
      "reset-password",
      { token: "abc", password: "nova-senha", confirmPassword: "nova-senha", userId: "x" },
      "Campo não permitido: userId",
      [""],
    ],
  ];

  it.each(cases)(
    "%s answers 422 with the exact message and writes nothing",
    async (_label, path, body, message, paths) => {
      const before = await t.countRows();
      const res = await readError(t.client().post(`/api/auth/${path}`, body));
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      const issues: { path: string; message: string }[] = res.body.error.issues ?? [];
      expect(issues.map((i) => i.path)).toEqual(paths);
      if (message !== null) {
        // The first issue is the one the form shows as its toast.
        expect(res.body.error.message).toBe(message);
        expect(issues[0]?.message).toBe(message);
      }
      expect(res.setCookies).toEqual([]);
      expect(await t.countRows()).toEqual(before);
    },
  );

  it("names every empty required sign-up field with the same message", async () => {
    const res = await readError(
      t.client().post("/api/auth/sign-up", militar({ fullName: "", email: "", password: "", confirmPassword: "" })),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.issues).toEqual([
      { path: "fullName", message: authMessages.signUpRequired },
      { path: "email", message: authMessages.signUpRequired },
      { path: "password", message: authMessages.signUpRequired },
    ]);
  });

  it("answers 422 when a field is missing altogether, writing nothing", async () => {
    const before = await t.countRows();
    const signIn = await readError(t.client().post("/api/auth/sign-in", {}));
    expect(signIn.status).toBe(422);
    expect(signIn.body.error.code).toBe("VALIDATION_FAILED");
    expect(signIn.body.error.issues).toEqual([
      { path: "email", message: authMessages.loginRequired },
      { path: "password", message: authMessages.loginRequired },
    ]);
    const signUp = await readError(t.client().post("/api/auth/sign-up", { role: "militar" }));
    expect(signUp.status).toBe(422);
    expect(signUp.body.error.code).toBe("VALIDATION_FAILED");
    expect(signUp.body.error.message).toBe(authMessages.signUpRequired);
    expect(await t.countRows()).toEqual(before);
  });

  it("answers 422 to a body that is not JSON", async () => {
    const before = await t.countRows();
    const res = await t.client().post("/api/auth/sign-up", "role=militar&email=x");
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: { code: "VALIDATION_FAILED", message: "O corpo da requisição deve ser um JSON válido." },
    });
    expect(await t.countRows()).toEqual(before);
  });

  it("never creates a company already paid, whatever the body says", async () => {
    const email = uniqueEmail("pago");
    const res = await t
      .client()
      .post(
        "/api/auth/sign-up",
        t.signUpBody({ role: "empresa", email, plan: "pro", payment_status: "completed", job_limit: 999 }),
      );
    expect(res.status).toBe(422);
    expect(await rowsOf.user(email)).toEqual([]);
  });
});

describe.concurrent("an address that already has an account", () => {
  const ATTEMPT_SUBJECT = "Alguém tentou criar uma conta com seu e-mail";

  it("answers exactly like a new sign-up, keeps the first account untouched and tells its owner", async () => {
    const first = await t.signUp({ role: "militar", fullName: "Primeiro" });
    expect(first.res.status).toBe(201);
    await t.confirm(first.email);
    const fresh = await t.signUp({ role: "empresa", fullName: "Outra Pessoa" });
    const again = await t.signUp({ role: "empresa", email: first.email, fullName: "Segundo", password: "outra-senha" });
    expect(again.res.status).toBe(fresh.res.status);
    expect(again.res.body).toEqual(fresh.res.body);
    expect(again.res.body).toEqual({ message: authMessages.signUpSuccess });
    expect(again.res.headers.get("content-type")).toBe(fresh.res.headers.get("content-type"));

    const found = await rowsOf.user(first.email);
    expect(found).toHaveLength(1);
    const id = found[0]?.id as string;
    expect(await rowsOf.profile(id)).toEqual([expect.objectContaining({ fullName: "Primeiro", role: "militar" })]);
    expect(await rowsOf.company(id)).toEqual([]);
    // The first password still opens the account; the second one never does.
    expect((await t.signIn(first.email, "outra-senha")).status).toBe(401);

    const mails = await t.readOutbox(first.email);
    expect(mails.map((m) => m.subject)).toEqual([VERIFY_SUBJECT, ATTEMPT_SUBJECT]);
    const attempt = mails[1];
    expect(attempt?.text).toContain("Alguém tentou criar uma conta na Próxima Missão com seu e-mail");
    expect(attempt?.text).toContain(`Entrar: ${BASE_URL}/auth`);
    expect(attempt?.text).toContain(`Redefinir senha: ${BASE_URL}/auth?esqueci=1`);
    expect(attempt?.html).toContain(">Entrar na minha conta</a>");
    expect((await t.signIn(first.email, first.password)).status).toBe(200);
  });

  it("treats e-mails case-insensitively", async () => {
    const local = `Ana-${crypto.randomUUID().slice(0, 8)}`;
    const first = await t.signUp({ role: "militar", email: `${local}@X.com` });
    expect(first.res.status).toBe(201);
    const lower = `${local.toLowerCase()}@x.com`;
    expect(await rowsOf.user(lower)).toHaveLength(1);
    const again = await t.signUp({ role: "militar", email: lower });
    expect(again.res.status).toBe(201);
    const upper = await t.signUp({ role: "militar", email: lower.toUpperCase() });
    expect(upper.res.status).toBe(201);
    expect(await rowsOf.user(lower)).toHaveLength(1);
    expect((await t.readOutbox(lower)).map((m) => m.subject)).toEqual([
      VERIFY_SUBJECT,
      ATTEMPT_SUBJECT,
      ATTEMPT_SUBJECT,
    ]);
  });

  itOnPostgres("leaves exactly one account when sign-ups with one e-mail race", async () => {
    const email = uniqueEmail("corrida");
    const attempts = await Promise.all(
      (["militar", "empresa", "militar", "empresa", "militar"] as const).map((role, i) =>
        t.signUp({ role, email, fullName: `Pessoa ${i}` }),
      ),
    );
    expect(attempts.map((a) => a.res.status)).toEqual([201, 201, 201, 201, 201]);
    const found = await rowsOf.user(email);
    expect(found).toHaveLength(1);
    const id = found[0]?.id as string;
    expect(await rowsOf.profile(id)).toHaveLength(1);
    expect(await rowsOf.accounts(id)).toHaveLength(1);
    expect((await rowsOf.company(id)).length + (await rowsOf.military(id)).length).toBe(1);
    const subjects = (await t.readOutbox(email)).map((m) => m.subject).sort();
    expect(subjects).toEqual(
      [ATTEMPT_SUBJECT, ATTEMPT_SUBJECT, ATTEMPT_SUBJECT, ATTEMPT_SUBJECT, VERIFY_SUBJECT].sort(),
    );
  });

  it("keeps no password hash once the request is handled", async () => {
    const { email } = await t.signUp({ role: "militar" });
    const rows = await t.db.select().from(authMailRequests).where(eq(authMailRequests.email, email));
    expect(rows).toEqual([expect.objectContaining({ kind: "sign_up", outcome: "sent", payload: null })]);
  });
});

describe.concurrent("sign-up in a browser that still holds another user's session", () => {
  it("sends the confirmation to the new address and ends the old session", async () => {
    const old = await t.createUser({ role: "militar" });
    expect((await old.client.get("/api/me")).status).toBe(200);
    const oldCookie = old.client.clone();
    const email = uniqueEmail("novo");
    const res = await old.client.post("/api/auth/sign-up", t.signUpBody({ role: "empresa", email }));
    expect(res.status).toBe(201);
    expect(res.setCookies.some((c) => /^pm\.session_token=;/.test(c))).toBe(true);
    expect((await t.readOutbox(email)).map((m) => m.subject)).toEqual([VERIFY_SUBJECT]);
    // Ended on the server: the cookie the browser had no longer opens anything.
    expect((await oldCookie.get("/api/me")).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, old.userId))).toEqual([]);
    // The link signs the new account in.
    expect((await t.confirm(email, old.client)).status).toBe(302);
    expect((await read(old.client.api.me.$get())).body.email).toBe(email);
  });
});

describe.concurrent("e-mail confirmation", () => {
  it("refuses sign-in before confirmation and sends a new link", async () => {
    const { email, password } = await t.signUp({ role: "militar" });
    const id = await t.userIdOf(email);
    const res = await t.signIn(email, password);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: "EMAIL_NOT_VERIFIED", message: ERROR_MESSAGES.EMAIL_NOT_VERIFIED } });
    expect(sessionCookieIn(res.setCookies)).toBeUndefined();
    expect(await rowsOf.sessions(id)).toEqual([]);
    const mail = await t.readOutbox(email);
    expect(mail.map((m) => m.subject)).toEqual([VERIFY_SUBJECT, VERIFY_SUBJECT]);

    // The fresh link works.
    const confirmed = await t.confirm(email);
    expect(confirmed.status).toBe(302);
    expect(sessionCookieIn(confirmed.setCookies)).toBeDefined();
  });

  it("does not send a link for a wrong password on an unconfirmed account", async () => {
    const { email } = await t.signUp({ role: "militar" });
    const res = await readError(t.signIn(email, "senha-errada"));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("INVALID_CREDENTIALS");
    expect(await t.readOutbox(email)).toHaveLength(1);
  });

  it("signs a militar in and continues to /app", async () => {
    const browser = t.client();
    const { email } = await t.signUp({ role: "militar", fullName: "Marcos Lima" }, browser);
    const id = await t.userIdOf(email);
    const res = await t.confirm(email, browser);
    expect(res.status).toBe(302);
    const to = locationOf(res);
    expect(to.pathname).toBe("/auth/confirmado");
    expect(to.searchParams.get("next")).toBe("/app");
    expect(to.searchParams.get("error")).toBeNull();

    const cookie = sessionCookieIn(res.setCookies);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(await rowsOf.user(email)).toEqual([expect.objectContaining({ emailVerified: true })]);
    expect(await rowsOf.sessions(id)).toHaveLength(1);

    const me = await read(browser.api.me.$get());
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id,
      email,
      profile: { id, role: "militar", fullName: "Marcos Lima", email },
      company: null,
      militaryProfile: { userId: id, plan: "FREE", completedAt: null },
    });
  });

  it("a militar who signed up from a public job's 'Candidatar-se' continues to that job once confirmed", async () => {
    const continueTo = "/app/vagas?vaga=9e0f62e6-0d88-438a-aeb9-c19ef3864cd9&origem=pagina_publica";
    const browser = t.client();
    const { email } = await t.signUp({ role: "militar", continueTo }, browser);
    const to = locationOf(await t.confirm(email, browser));
    expect(to.pathname).toBe("/auth/confirmado");
    expect(to.searchParams.get("next")).toBe(continueTo);
  });

  it("a militar who signed up from a company's 'Seguir empresa' continues to follow it once confirmed", async () => {
    const continueTo = "/app/alertas?seguir=logistica-aguia";
    const browser = t.client();
    const { email } = await t.signUp({ role: "militar", continueTo }, browser);
    const to = locationOf(await t.confirm(email, browser));
    expect(to.searchParams.get("next")).toBe(continueTo);
    // A follow is no job he wanted to apply to: the account keeps none.
    const [profile] = await t.db
      .select({ wantedJobId: militaryProfiles.wantedJobId })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, await t.userIdOf(email)));
    expect(profile?.wantedJobId).toBeNull();
  });

  it("refuses a destination that is not a job of the board, and creates nothing", async () => {
    for (const continueTo of [
      "https://golpe.example/app",
      "//golpe.example",
      "/empresa/vagas",
      "/app/vagas?vaga=x",
      "/app/alertas?seguir=Golpe",
      "/app/alertas?seguir=a&next=//golpe.example",
    ]) {
      const body = t.signUpBody({ role: "militar", continueTo });
      const res = await readError(t.client().post("/api/auth/sign-up", body));
      expect(res.status).toBe(422);
      expect(res.body.error.issues?.map((i) => i.message)).toContain("Endereço de retorno inválido");
      expect(await rowsOf.user(String(body.email).toLowerCase())).toEqual([]);
    }
  });

  it("signs an empresa in and continues to the checkout of its plan", async () => {
    const browser = t.client();
    const { email } = await t.signUp({ role: "empresa", plan: "plus", companyName: "Gama Serviços" }, browser);
    const id = await t.userIdOf(email);
    const res = await t.confirm(email, browser);
    expect(res.status).toBe(302);
    const to = locationOf(res);
    expect(to.pathname).toBe("/auth/confirmado");
    expect(to.searchParams.get("next")).toBe("/empresa/checkout?plan=plus");

    const me = await read(browser.api.me.$get());
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id,
      email,
      profile: { role: "empresa" },
      company: { userId: id, name: "Gama Serviços", plan: "plus", jobLimit: 10, paymentStatus: "pending" },
      militaryProfile: null,
    });
  });

  it("continues a default empresa to the parceiro checkout", async () => {
    const { email } = await t.signUp({ role: "empresa" });
    const res = await t.confirm(email);
    expect(locationOf(res).searchParams.get("next")).toBe("/empresa/checkout?plan=parceiro");
  });

  it("refuses a tampered link without confirming or signing in", async () => {
    const browser = t.client();
    const { email } = await t.signUp({ role: "militar" }, browser);
    const link = new URL(await t.lastLink(email));
    const token = link.searchParams.get("token") as string;
    link.searchParams.set("token", `${token.slice(0, -4)}AAAA`);
    const res = await browser.get(link.toString());
    expect(res.status).toBe(302);
    expect(locationOf(res).searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(sessionCookieIn(res.setCookies)).toBeUndefined();
    expect(await rowsOf.user(email)).toEqual([expect.objectContaining({ emailVerified: false })]);
    expect((await browser.get("/api/me")).status).toBe(401);
  });
});

describe.concurrent("sign-in and sign-out", () => {
  it("answers the me payload and a working session cookie", async () => {
    const user = await t.createUser({ role: "militar", fullName: "Beatriz Costa" });
    const browser = t.client();
    const res = await t.signIn(user.email, user.password, browser);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.userId,
      email: user.email,
      profile: { role: "militar", fullName: "Beatriz Costa" },
      militaryProfile: { plan: "FREE" },
      company: null,
    });
    expect(sessionCookieIn(res.setCookies)).toMatch(/HttpOnly/i);
    const me = await read(browser.api.me.$get());
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.userId });
    // One session from the confirmation link, one from this sign-in.
    expect(await rowsOf.sessions(user.userId)).toHaveLength(2);
  });

  it("accepts the e-mail in another case", async () => {
    const user = await t.createUser({ role: "empresa" });
    const res = await t.signIn(user.email.toUpperCase(), user.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ company: { userId: user.userId } });
  });

  it("answers 401 INVALID_CREDENTIALS to a wrong password or an unknown e-mail, with no session", async () => {
    const user = await t.createUser({ role: "militar" });
    const before = (await rowsOf.sessions(user.userId)).length;
    for (const [email, password] of [
      [user.email, "senha-errada"],
      [uniqueEmail("ninguem"), user.password],
    ] as const) {
      const res = await t.signIn(email, password);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: "INVALID_CREDENTIALS", message: ERROR_MESSAGES.INVALID_CREDENTIALS } });
      expect(sessionCookieIn(res.setCookies)).toBeUndefined();
    }
    expect(await rowsOf.sessions(user.userId)).toHaveLength(before);
  });

  it("ends the session on sign-out: the old cookie gets 401", async () => {
    const user = await t.createUser({ role: "militar" });
    const copy = user.client.clone();
    expect((await copy.get("/api/me")).status).toBe(200);

    const res = await user.client.post("/api/auth/sign-out");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(user.client.jar.has(SESSION_COOKIE)).toBe(false);
    expect(await rowsOf.sessions(user.userId)).toEqual([]);

    const me = await readError(copy.get("/api/me"));
    expect(me.status).toBe(401);
    expect(me.body.error.code).toBe("UNAUTHENTICATED");
  });

  it("answers 401 to sign-out without a session", async () => {
    const res = await readError(t.client().post("/api/auth/sign-out"));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHENTICATED");
  });
});

describe.concurrent("password reset", () => {
  it("answers the same to known and unknown e-mails, mailing only the known one", async () => {
    const user = await t.createUser({ role: "militar" });
    const unknown = uniqueEmail("desconhecido");
    const known = await t.client().post("/api/auth/forgot-password", { email: user.email });
    const other = await t.client().post("/api/auth/forgot-password", { email: unknown });
    expect(known.status).toBe(200);
    expect(other.status).toBe(known.status);
    expect(other.body).toEqual(known.body);
    expect(known.body).toEqual({ message: authMessages.resetRequested });
    expect((await t.readOutbox(user.email)).map((m) => m.subject)).toEqual([VERIFY_SUBJECT, RESET_SUBJECT]);
    expect(await t.readOutbox(unknown)).toEqual([]);
  });

  it("follows the link to the reset page, changes the password and ends every session", async () => {
    const user = await t.createUser({ role: "empresa" });
    const elsewhere = t.client();
    expect((await t.signIn(user.email, user.password, elsewhere)).status).toBe(200);
    expect(await rowsOf.sessions(user.userId)).toHaveLength(2);

    expect((await t.client().post("/api/auth/forgot-password", { email: user.email.toUpperCase() })).status).toBe(200);
    const link = new URL(await t.lastLink(user.email));
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[^/]+$/);
    const token = link.pathname.split("/").at(-1) as string;

    const page = await t.client().get(link.toString());
    expect(page.status).toBe(302);
    const to = locationOf(page);
    expect(to.pathname).toBe("/auth/redefinir-senha");
    expect(to.searchParams.get("token")).toBe(token);

    const newPassword = "nova-senha-456";
    const res = await t
      .client()
      .post("/api/auth/reset-password", { token, password: newPassword, confirmPassword: newPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: authMessages.resetDone });

    expect(await rowsOf.sessions(user.userId)).toEqual([]);
    expect((await user.client.get("/api/me")).status).toBe(401);
    expect((await elsewhere.get("/api/me")).status).toBe(401);

    const old = await readError(t.signIn(user.email, user.password));
    expect(old.status).toBe(401);
    expect(old.body.error.code).toBe("INVALID_CREDENTIALS");
    const fresh = await t.signIn(user.email, newPassword);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ id: user.userId });

    // A link works once.
    const reuse = await readError(
      t
        .client()
        .post("/api/auth/reset-password", { token, password: "terceira-senha", confirmPassword: "terceira-senha" }),
    );
    expect(reuse.status).toBe(400);
    expect(reuse.body.error.code).toBe("INVALID_TOKEN");
    expect((await t.signIn(user.email, newPassword)).status).toBe(200);
  });

  it("answers 400 INVALID_TOKEN to a bad token and leaves the password alone", async () => {
    const user = await t.createUser({ role: "militar" });
    const res = await t.client().post("/api/auth/reset-password", {
      token: "token-inventado",
      password: "invasor123",
      confirmPassword: "invasor123",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "INVALID_TOKEN", message: ERROR_MESSAGES.INVALID_TOKEN } });
    expect((await t.signIn(user.email, "invasor123")).status).toBe(401);
    expect((await t.signIn(user.email, user.password)).status).toBe(200);
  });

  it("sends a bad link to the reset page with an error", async () => {
    const res = await t.client().get("/api/auth/reset-password/token-inventado?callbackURL=%2Fauth%2Fredefinir-senha");
    expect(res.status).toBe(302);
    const to = locationOf(res);
    expect(to.pathname).toBe("/auth/redefinir-senha");
    expect(to.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(to.searchParams.get("token")).toBeNull();
  });
});
