import type { CompanyPlanId } from "@pm/shared/billing";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyOf, job, teamMember } from "../../../test/factories";
import {
  createTestApp,
  read,
  readError,
  type TestApp,
  type TestClient,
  type TypedResponse,
} from "../../../test/harness";
import { itOnPostgres } from "../../../test/test-database";
import { companies } from "../../db/schema/companies";
import { jobs } from "../../db/schema/jobs";
import { payments, subscriptions } from "../../db/schema/payments";
import { renewSandboxSubscriptions } from "../../payments/sandbox";
import { sendRenewalNotices } from "./renewal-notices.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;

async function subscriptionOf(companyId: string) {
  const [row] = await t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .orderBy(desc(subscriptions.createdAt));
  return row;
}

/** Pays `path` (a sandbox checkout URL) the way the hosted page's Pagar button does. */
async function payAt(client: TestClient, url: string) {
  const res = await client.post(`${new URL(url).pathname}/pay`);
  expect(res.status).toBe(303);
  return res.headers.get("location");
}

/** A company that signed up for `plan` and paid it in the sandbox. */
async function paidAtCheckout(plan: "parceiro" | "plus" | "pro") {
  const empresa = await t.createUser({ role: "empresa", plan });
  const res = await read(empresa.client.api.billing.checkout.$post({ json: { plan } }));
  await payAt(empresa.client, res.body.url);
  const company = await companyOf(t, empresa.userId);
  expect(company.paymentStatus).toBe("completed");
  return { ...empresa, company };
}

/** Changes the company's plan, its answer read. */
const changePlan = (client: TestClient, plan: CompanyPlanId) =>
  read(client.api.billing["change-plan"].$post({ json: { plan } }));

type ChangePlanBody = Awaited<ReturnType<typeof changePlan>>["body"];

/** A change that goes through a checkout: the body read as that kind, which the test then checks it is. */
const checkoutChange = async (client: TestClient, plan: CompanyPlanId) =>
  (await changePlan(client, plan)) as TypedResponse<Extract<ChangePlanBody, { kind: "checkout" }>>;

/** Moves the live subscription's period so that `daysLeft` of 30 remain. */
async function setPeriod(companyId: string, daysLeft: number) {
  const now = Date.now();
  await t.db
    .update(subscriptions)
    .set({
      currentPeriodStart: new Date(now - (30 - daysLeft) * DAY),
      currentPeriodEnd: new Date(now + daysLeft * DAY),
    })
    .where(eq(subscriptions.companyId, companyId));
}

async function addActiveJobs(companyId: string, n: number) {
  await t.db.insert(jobs).values(
    Array.from({ length: n }, (_, i) => ({
      companyId,
      title: `Vaga ${i + 1}`,
      city: "São Paulo, SP",
      regime: "CLT" as const,
      description: "Descrição da vaga.",
    })),
  );
}

describe("plan summary", () => {
  it("shows plan, usage, active-since and the subscription's period", async () => {
    const { client, company } = await paidAtCheckout("plus");
    await addActiveJobs(company.id, 3);
    const res = await read(client.api.billing.summary.$get());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      plan: "plus",
      jobLimit: 10,
      activeJobs: 3,
      paymentStatus: "completed",
      creditCents: 0,
    });
    expect(res.body.activeSince).toBe(company.createdAt.toISOString());
    expect(res.body.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    const end = new Date(res.body.subscription?.currentPeriodEnd as string).getTime();
    expect(end - new Date(res.body.subscription?.currentPeriodStart as string).getTime()).toBeGreaterThanOrEqual(
      28 * DAY,
    );
  });

  it("counts only the active jobs against the cap: a paused one is not in use", async () => {
    const { client, company } = await paidAtCheckout("plus");
    await addActiveJobs(company.id, 2);
    await job(t, company.id, { title: "Vaga pausada", city: "Recife, PE", active: false });
    expect((await read(client.api.billing.summary.$get())).body).toMatchObject({ activeJobs: 2, jobLimit: 10 });
  });

  it("is refused to an unpaid company, a militar and a visitor", async () => {
    const unpaid = await t.createUser({ role: "empresa", plan: "plus" });
    const res = await readError(unpaid.client.api.billing.summary.$get());
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("PAYMENT_REQUIRED");
    expect((await readError(changePlan(unpaid.client, "pro"))).body.error.code).toBe("PAYMENT_REQUIRED");
    const militar = await t.createUser({ role: "militar" });
    expect((await read(militar.client.api.billing.summary.$get())).status).toBe(403);
    expect((await t.client().get("/api/billing/summary")).status).toBe(401);
  });

  it("keeps every plan route from a visitor (401), a militar (403) and an unpaid company (403)", async () => {
    const unpaid = await t.createUser({ role: "empresa", plan: "plus" });
    const militar = await t.createUser({ role: "militar" });
    const visitor = t.client();
    const routes = [
      ["GET", "/api/billing/change-preview?plan=pro", undefined],
      ["POST", "/api/billing/change-plan", { plan: "pro" }],
      ["POST", "/api/billing/cancel", undefined],
      ["POST", "/api/billing/resume", undefined],
    ] as const;
    for (const [method, path, body] of routes) {
      const send = (client: typeof visitor) => (method === "GET" ? client.get(path) : client.post(path, body ?? {}));
      expect((await send(visitor)).status, `${method} ${path} as a visitor`).toBe(401);
      expect((await send(militar.client)).status, `${method} ${path} as a militar`).toBe(403);
      const refused = await send(unpaid.client);
      expect(refused.status, `${method} ${path} unpaid`).toBe(403);
      expect(refused.body, `${method} ${path} unpaid`).toMatchObject({ error: { code: "PAYMENT_REQUIRED" } });
    }
  });
});

describe("changing plan", () => {
  it("to the current plan does nothing", async () => {
    const { client, company } = await paidAtCheckout("plus");
    const preview = await read(client.api.billing["change-preview"].$get({ query: { plan: "plus" } }));
    expect(preview.body).toMatchObject({ kind: "unchanged", amountDueCents: 0 });
    const res = await changePlan(client, "plus");
    expect(res.body).toEqual({ kind: "unchanged" });
    expect(await t.db.select().from(payments).where(eq(payments.companyId, company.id))).toHaveLength(1);
  });

  it("Plus → Pro halfway through the month is immediate and charges half the difference", async () => {
    const { client, company } = await paidAtCheckout("plus");
    await setPeriod(company.id, 15);
    const preview = await read(client.api.billing["change-preview"].$get({ query: { plan: "pro" } }));
    expect(preview.body).toMatchObject({ kind: "immediate", amountDueCents: 1000, creditCents: 0, jobLimit: 25 });

    const res = await changePlan(client, "pro");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: "changed", plan: "pro", amountDueCents: 1000 });
    expect(await companyOf(t, company.userId)).toMatchObject({ plan: "pro", jobLimit: 25, paymentStatus: "completed" });
    const sub = await subscriptionOf(company.id);
    expect(sub).toMatchObject({ plan: "pro", amountCents: 4990, status: "active" });

    const history = (await read(client.api.billing.payments.$get())).body.payments;
    expect(history[0]).toMatchObject({
      plan: "pro",
      amountCents: 1000,
      status: "paid",
      description: "Ajuste pro-rata — Pro",
    });
    expect(history[1]).toMatchObject({ plan: "plus", amountCents: 2990, description: "Assinatura Plus" });
    // The next renewal charges the new price.
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, sub?.id ?? ""));
    await renewSandboxSubscriptions(t.db);
    const renewed = (await read(client.api.billing.payments.$get())).body.payments[0];
    expect(renewed).toMatchObject({ plan: "pro", amountCents: 4990, description: "Renovação mensal — Pro" });
  });

  it("Pro → Plus leaves credit that pays the next renewal first", async () => {
    const { client, company } = await paidAtCheckout("pro");
    await setPeriod(company.id, 15);
    const res = await changePlan(client, "plus");
    expect(res.body).toMatchObject({ kind: "changed", plan: "plus", amountDueCents: 0, creditCents: 1000 });
    expect(await companyOf(t, company.userId)).toMatchObject({ plan: "plus", jobLimit: 10, creditCents: 1000 });
    const history = (await read(client.api.billing.payments.$get())).body.payments;
    expect(history[0]).toMatchObject({ status: "credited", amountCents: 1000 });

    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.companyId, company.id));
    await renewSandboxSubscriptions(t.db);
    const renewed = (await read(client.api.billing.payments.$get())).body.payments[0];
    expect(renewed).toMatchObject({ status: "paid", amountCents: 1990, plan: "plus" });
    expect((await companyOf(t, company.userId)).creditCents).toBe(0);
  });

  it("a downgrade below the active jobs keeps them active and says so", async () => {
    const { client, company } = await paidAtCheckout("pro");
    await addActiveJobs(company.id, 12);
    const preview = await read(client.api.billing["change-preview"].$get({ query: { plan: "plus" } }));
    expect(preview.body).toMatchObject({ activeJobs: 12, jobLimit: 10, overCap: true });
    await changePlan(client, "plus");
    const active = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.companyId, company.id), eq(jobs.active, true)));
    expect(active).toHaveLength(12);
    const summary = await read(client.api.billing.summary.$get());
    expect(summary.body).toMatchObject({ plan: "plus", jobLimit: 10, activeJobs: 12 });
  });

  it("Enterprise or an unknown plan is refused and changes nothing", async () => {
    const { client, company } = await paidAtCheckout("plus");
    for (const plan of ["enterprise", "gold"]) {
      const res = await readError(client.post("/api/billing/change-plan", { plan }));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Plano não encontrado");
      expect((await client.get(`/api/billing/change-preview?plan=${plan}`)).status).toBe(404);
    }
    expect(await companyOf(t, company.userId)).toMatchObject({ plan: "plus" });
    expect((await client.post("/api/billing/change-plan", { plan: "pro", companyId: company.id })).status).toBe(422);
  });

  it("Parceiro → Plus goes through checkout and returns to the plans screen", async () => {
    const { client, company } = await paidAtCheckout("parceiro");
    const joined = (await companyOf(t, company.userId)).partnerJoinedAt;
    const res = await checkoutChange(client, "plus");
    expect(res.body.kind).toBe("checkout");
    expect(await companyOf(t, company.userId)).toMatchObject({ plan: "parceiro" });
    const back = await payAt(client, res.body.url);
    expect(back).toBe(`http://localhost:3000/empresa/planos?success=true&plan=plus&session_id=${res.body.sessionId}`);
    const after = await companyOf(t, company.userId);
    expect(after).toMatchObject({ plan: "plus", jobLimit: 10, paymentStatus: "completed" });
    expect(after.partnerJoinedAt).toEqual(joined);
  });

  it("Plus → Parceiro for the first time is paid once, sets partner_joined_at and ends the subscription", async () => {
    const { client, company } = await paidAtCheckout("plus");
    expect(company.partnerJoinedAt).toBeNull();
    const res = await checkoutChange(client, "parceiro");
    expect(res.body.kind).toBe("checkout");
    const canceled = await client.post(`${new URL(res.body.url).pathname}/cancel`);
    expect(canceled.headers.get("location")).toBe("http://localhost:3000/empresa/planos?canceled=true");
    expect(await companyOf(t, company.userId)).toMatchObject({ plan: "plus" });

    const retry = await checkoutChange(client, "parceiro");
    await payAt(client, retry.body.url);
    const after = await companyOf(t, company.userId);
    expect(after).toMatchObject({ plan: "parceiro", jobLimit: 5, paymentStatus: "completed" });
    expect(after.partnerJoinedAt).not.toBeNull();
    expect((await subscriptionOf(company.id))?.status).toBe("canceled");
    // The ended subscription's unused time became credit.
    expect(after.creditCents).toBeGreaterThan(2900);
  });

  it("Plus → Pro → Parceiro: the Pro's unused time is credit the plans screen calls refundable", async () => {
    const { client, company } = await paidAtCheckout("plus");
    await setPeriod(company.id, 15);
    const up = await changePlan(client, "pro");
    expect(up.body).toMatchObject({ kind: "changed", plan: "pro", amountDueCents: 1000 });

    // Before paying, the buyer is told what the Pro's remaining half leaves, and what it is for.
    const preview = await read(client.api.billing["change-preview"].$get({ query: { plan: "parceiro" } }));
    expect(preview.body).toMatchObject({
      kind: "checkout",
      amountDueCents: 1990,
      creditCents: 2495,
      creditUse: "refundable",
    });
    const res = await checkoutChange(client, "parceiro");
    expect(res.body.kind).toBe("checkout");
    await payAt(client, res.body.url);

    const summary = await read(client.api.billing.summary.$get());
    expect(summary.body).toMatchObject({
      plan: "parceiro",
      jobLimit: 5,
      subscription: null,
      creditCents: 2495,
      creditUse: "refundable",
      companyName: company.name,
    });
    const after = await companyOf(t, company.userId);
    expect(after).toMatchObject({ plan: "parceiro", paymentStatus: "completed", creditCents: 2495 });
    expect(after.partnerJoinedAt).not.toBeNull();
    expect((await subscriptionOf(company.id))?.status).toBe("canceled");
    const rows = await t.db.select().from(payments).where(eq(payments.companyId, company.id));
    expect(rows.map((r) => [r.description, r.status, r.amountCents]).sort()).toEqual(
      [
        ["Assinatura Plus", "paid", 2990],
        ["Ajuste pro-rata — Pro", "paid", 1000],
        ["Plano Parceiro (pagamento único)", "paid", 1990],
        ["Crédito pro-rata — Pro", "credited", 2495],
      ].sort(),
    );
  });

  it("credit pays the next charges only while the subscription renews", async () => {
    const { client, company } = await paidAtCheckout("pro");
    await setPeriod(company.id, 15);
    await changePlan(client, "plus");
    const summary = async () => (await read(client.api.billing.summary.$get())).body;
    expect(await summary()).toMatchObject({ creditCents: 1000, creditUse: "next_charges" });
    await read(client.api.billing.cancel.$post());
    expect(await summary()).toMatchObject({ creditCents: 1000, creditUse: "refundable" });
    await read(client.api.billing.resume.$post());
    expect(await summary()).toMatchObject({ creditCents: 1000, creditUse: "next_charges" });
    expect((await companyOf(t, company.userId)).creditCents).toBe(1000);
  });

  it("back to Parceiro after having paid it is immediate", async () => {
    const { client, company } = await paidAtCheckout("parceiro");
    const up = await checkoutChange(client, "pro");
    await payAt(client, up.body.url);
    expect((await companyOf(t, company.userId)).plan).toBe("pro");
    const res = await changePlan(client, "parceiro");
    expect(res.body).toMatchObject({ kind: "changed", plan: "parceiro" });
    expect(await companyOf(t, company.userId)).toMatchObject({
      plan: "parceiro",
      jobLimit: 5,
      paymentStatus: "completed",
    });
    expect((await subscriptionOf(company.id))?.status).toBe("canceled");
  });

  itOnPostgres("two changes at once leave one consistent plan", async () => {
    const { client, company } = await paidAtCheckout("plus");
    await setPeriod(company.id, 15);
    const answers = await Promise.all([readError(changePlan(client, "pro")), readError(changePlan(client, "pro"))]);
    // The second finds the change made or under way: never a second charge.
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([200]));
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.error.message).toBe("Já existe uma alteração de plano em andamento. Aguarde alguns instantes.");
    }
    const after = await companyOf(t, company.userId);
    const sub = await subscriptionOf(company.id);
    expect(after.plan).toBe("pro");
    expect(sub?.plan).toBe("pro");
    const charges = await t.db.select().from(payments).where(eq(payments.companyId, company.id));
    expect(charges.filter((p) => p.description === "Ajuste pro-rata — Pro")).toHaveLength(1);
    // A change after the first has finished is simply 'unchanged'.
    expect((await changePlan(client, "pro")).body).toEqual({ kind: "unchanged" });
  });
});

describe("cancelling the subscription", () => {
  it("keeps access until the end of the paid period, can be undone, and ends at renewal time", async () => {
    const { client, company } = await paidAtCheckout("plus");
    const res = await read(client.api.billing.cancel.$post());
    expect(res.status).toBe(200);
    expect(res.body.cancelAtPeriodEnd).toBe(true);
    expect((await companyOf(t, company.userId)).paymentStatus).toBe("completed");

    const resumed = await read(client.api.billing.resume.$post());
    expect(resumed.body.cancelAtPeriodEnd).toBe(false);
    await read(client.api.billing.cancel.$post());

    await renewSandboxSubscriptions(t.db, new Date(Date.now() + 10 * DAY));
    expect((await companyOf(t, company.userId)).paymentStatus).toBe("completed");
    await renewSandboxSubscriptions(t.db, new Date(Date.now() + 40 * DAY));
    expect((await companyOf(t, company.userId)).paymentStatus).toBe("canceled");
    expect((await subscriptionOf(company.id))?.status).toBe("canceled");
    expect((await readError(client.api.company.$get())).body.error.code).toBe("PAYMENT_REQUIRED");
  });

  it("a subscription not cancelled renews each period, catching up on missed ones", async () => {
    const { client, company } = await paidAtCheckout("plus");
    await renewSandboxSubscriptions(t.db, new Date(Date.now() + 65 * DAY));
    const rows = await t.db.select().from(payments).where(eq(payments.companyId, company.id));
    expect(rows.filter((r) => r.description === "Renovação mensal — Plus")).toHaveLength(2);
    const sub = await subscriptionOf(company.id);
    expect(sub?.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now() + 65 * DAY);
    expect((await read(client.api.billing.summary.$get())).body.paymentStatus).toBe("completed");
  });

  it("a Parceiro company has no subscription to cancel", async () => {
    const { client } = await paidAtCheckout("parceiro");
    const res = await readError(client.api.billing.cancel.$post());
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Nenhuma assinatura ativa");
  });
});

describe("renewal e-mails", () => {
  it("e-mails the invoice a few days before each charge to each Administrador, once per period, and not to a cancelled subscription", async () => {
    const renewing = await paidAtCheckout("plus");
    const secondAdmin = await teamMember(t, renewing, "administrador", "Beatriz Lopes");
    const recruiter = await teamMember(t, renewing, "recrutador");
    const cancelling = await paidAtCheckout("pro");
    await read(cancelling.client.api.billing.cancel.$post());
    await setPeriod(renewing.company.id, 2);
    await setPeriod(cancelling.company.id, 2);
    await t.db.update(companies).set({ creditCents: 500 }).where(eq(companies.id, renewing.company.id));
    const send = () => sendRenewalNotices({ db: t.db, mailer: t.deps.mailer, baseUrl: t.env.BASE_URL });

    await send();
    const sub = await subscriptionOf(renewing.company.id);
    const date = sub?.currentPeriodEnd?.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
    const notices = (await t.readOutbox(renewing.email)).filter((m) => m.subject.includes("será renovada"));
    expect(notices.map((m) => m.subject)).toEqual([`Sua assinatura Plus será renovada em ${date}`]);
    expect(notices[0]?.text).toContain("R$\u00a024,90 (já descontado o seu crédito de R$\u00a05,00)");
    expect(notices[0]?.text).toContain("http://localhost:3000/empresa/planos");

    const toSecond = (await t.readOutbox(secondAdmin.email)).filter((m) => m.subject.includes("será renovada"));
    expect(toSecond.map((m) => m.text.startsWith("Olá, Beatriz Lopes"))).toEqual([true]);
    expect((await t.readOutbox(recruiter.email)).filter((m) => m.subject.includes("será renovada"))).toEqual([]);

    await send();
    expect((await t.readOutbox(renewing.email)).filter((m) => m.subject.includes("será renovada"))).toHaveLength(1);
    expect((await t.readOutbox(secondAdmin.email)).filter((m) => m.subject.includes("será renovada"))).toHaveLength(1);
    expect((await t.readOutbox(cancelling.email)).filter((m) => m.subject.includes("será renovada"))).toEqual([]);
  });

  it("sends nothing while the renewal is further away", async () => {
    const { email, company } = await paidAtCheckout("plus");
    await setPeriod(company.id, 10);
    await sendRenewalNotices({ db: t.db, mailer: t.deps.mailer, baseUrl: t.env.BASE_URL });
    expect((await t.readOutbox(email)).filter((m) => m.subject.includes("será renovada"))).toEqual([]);
  });
});
