// Benefits end to end through the API: the partner's offers, a militar's redemption within the
// plan's percentages and the offer's limits, validation at the till, the history, ratings and
// cashback. Another company's offer or code, and another militar's redemption, read as missing.
import type { OfferFormValues } from "@pm/shared/benefits.company";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { completedMilitar, offer, paidCompany, redemption, teamMember } from "../../../test/factories";
import { createTestApp, read, readError, type TestApp, type TestUser } from "../../../test/harness";
import {
  benefitOffers,
  benefitPartnerRatings,
  benefitRedemptions,
  cashbackWithdrawals,
} from "../../db/schema/benefits";
import { companies } from "../../db/schema/companies";
import { notifications } from "../../db/schema/jobs";
import { sendNotificationEmails } from "../notifications/notifications.worker";
import { announceAvailableCashback } from "./benefits.military.queries";
import { qrToken } from "./redemption-codes";

const DAY = 86_400_000;

let t: TestApp;
let partner: TestUser;
let partnerId: string;
let rival: TestUser;
let rivalId: string;

beforeAll(async () => {
  t = await createTestApp();
  const p = await paidCompany(t, { name: "Clínica Forte" });
  partner = p.user;
  partnerId = p.company.id;
  const r = await paidCompany(t, { name: "Ótica Rival" });
  rival = r.user;
  rivalId = r.company.id;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const form = {
  title: "20% em consultas",
  category: "Saúde e Bem-estar",
  discountPercent: "20",
  cashbackPercent: "10",
  description: "Consultas e exames com desconto.",
  terms: "Apresente o código na recepção.",
  online: false,
  cities: [{ city: "Resende", state: "RJ" }],
  mode: "coupon",
  codePrefix: "saude",
  startsOn: "2026-01-01",
  endsOn: "2099-12-31",
  monthlyLimit: "2",
  totalQuantity: "",
} satisfies OfferFormValues;

const redeem = (militar: TestUser, id: string) =>
  militar.client.api.military.benefits.offers[":id"].redeem.$post({ param: { id } });
const lookup = (company: TestUser, code: string) =>
  company.client.api.company.benefits.validate.lookup.$post({ json: { code } });
const confirm = (company: TestUser, code: string, purchaseAmount?: string) =>
  company.client.api.company.benefits.validate.confirm.$post({ json: { code, purchaseAmount } });

describe("the partner's offers", () => {
  it("creates, lists with status and counts, edits, pauses and deletes an offer", async () => {
    const created = await read(partner.client.api.company.benefits.$post({ json: form }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "20% em consultas",
      discountPercent: 20,
      cashbackPercent: 10,
      codePrefix: "SAUDE",
      monthlyLimit: 2,
      totalQuantity: null,
      paused: false,
      status: "ativa",
      redemptionsCount: 0,
      usesCount: 0,
    });
    const id = created.body.id;

    const edited = await read(
      partner.client.api.company.benefits[":id"].$put({
        param: { id },
        json: { ...form, title: "25% em exames", discountPercent: 25 },
      }),
    );
    expect(edited.body).toMatchObject({ title: "25% em exames", discountPercent: 25, status: "ativa" });

    const paused = await read(
      partner.client.api.company.benefits[":id"].pause.$post({ param: { id }, json: { paused: true } }),
    );
    expect(paused.body).toMatchObject({ paused: true, status: "pausada" });

    const list = await read(partner.client.api.company.benefits.$get());
    expect(list.body.offers.find((o) => o.id === id)).toMatchObject({ title: "25% em exames", status: "pausada" });

    expect((await partner.client.api.company.benefits[":id"].$delete({ param: { id } })).status).toBe(204);
    expect((await partner.client.api.company.benefits[":id"].$get({ param: { id } })).status).toBe(404);
  });

  it("shows an offer past its last day as expired and one not yet started as scheduled", async () => {
    const old = await offer(t, partnerId, { startsOn: "2020-01-01", endsOn: "2020-12-31" });
    const future = await offer(t, partnerId, { startsOn: "2099-01-01", endsOn: "2099-12-31" });
    const list = await read(partner.client.api.company.benefits.$get());
    expect(list.body.offers.find((o) => o.id === old.id)?.status).toBe("expirada");
    expect(list.body.offers.find((o) => o.id === future.id)?.status).toBe("agendada");
  });

  it("refuses to delete an offer someone redeemed, so the militar's history keeps it", async () => {
    const o = await offer(t, partnerId);
    const militar = await completedMilitar(t);
    expect((await redeem(militar, o.id)).status).toBe(201);
    const refused = await readError(partner.client.api.company.benefits[":id"].$delete({ param: { id: o.id } }));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "Este benefício já tem resgates e não pode ser excluído. Pause-o para tirá-lo do catálogo.",
    );
    const list = await read(partner.client.api.company.benefits.$get());
    expect(list.body.offers.find((x) => x.id === o.id)).toMatchObject({ redemptionsCount: 1, usesCount: 0 });
  });

  it("answers another company's offer as missing, and leaves it untouched", async () => {
    const theirs = await offer(t, rivalId, { title: "Oferta da rival" });
    const param = { id: theirs.id };
    for (const call of [
      partner.client.api.company.benefits[":id"].$get({ param }),
      partner.client.api.company.benefits[":id"].$put({ param, json: { ...form, title: "Tomada" } }),
      partner.client.api.company.benefits[":id"].pause.$post({ param, json: { paused: true } }),
      partner.client.api.company.benefits[":id"].$delete({ param }),
    ]) {
      const res = await readError(call);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Benefício não encontrado");
    }
    const after = await read(rival.client.api.company.benefits[":id"].$get({ param }));
    expect(after.body).toMatchObject({ title: "Oferta da rival", paused: false });
  });

  it("answers every bad value of the form with 422 and its pt-BR message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "Informe o título do benefício"],
      [{ title: "x".repeat(121) }, "O título deve ter no máximo 120 caracteres"],
      [{ title: "a\u0000b" }, "O texto contém caracteres inválidos."],
      [{ category: "Outros" }, "Selecione a categoria"],
      [{ discountPercent: 0 }, "O desconto deve ser um número inteiro de 1 a 100%"],
      [{ discountPercent: 101 }, "O desconto deve ser um número inteiro de 1 a 100%"],
      [{ discountPercent: "12,5" }, "O desconto deve ser um número inteiro de 1 a 100%"],
      [{ cashbackPercent: 31 }, "O cashback deve ser um número inteiro de 0 a 30%"],
      [{ cashbackPercent: -1 }, "O cashback deve ser um número inteiro de 0 a 30%"],
      [{ description: " " }, "Informe a descrição do benefício"],
      [{ description: "x".repeat(2001) }, "A descrição deve ter no máximo 2.000 caracteres"],
      [{ terms: "" }, "Informe as regras de uso"],
      [{ terms: "x".repeat(2001) }, "As regras de uso devem ter no máximo 2.000 caracteres"],
      [{ online: "sim" }, "Informe se o benefício vale online"],
      [{ cities: [{ city: "", state: "RJ" }] }, "Informe a cidade"],
      [{ cities: [{ city: "Resende", state: "XX" }] }, "Selecione a UF"],
      [
        { cities: Array.from({ length: 51 }, (_, i) => ({ city: `Cidade ${i}`, state: "SP" })) },
        "Informe no máximo 50 cidades",
      ],
      [
        {
          cities: [
            { city: "Niterói", state: "RJ" },
            { city: "niteroi", state: "RJ" },
          ],
        },
        "Cada cidade deve aparecer uma vez",
      ],
      [{ cities: [], online: false }, "Informe ao menos uma cidade ou marque 'Online — todo o Brasil'"],
      [{ mode: "pix" }, "Selecione como o benefício é usado: cupom ou QR Code"],
      [{ codePrefix: "A!" }, "O prefixo do cupom deve ter de 3 a 10 letras ou números, sem acentos"],
      [{ codePrefix: "SAÚDE" }, "O prefixo do cupom deve ter de 3 a 10 letras ou números, sem acentos"],
      [{ codePrefix: "" }, "O prefixo do cupom deve ter de 3 a 10 letras ou números, sem acentos"],
      [{ startsOn: "01/01/2026" }, "Informe a data de início"],
      [{ endsOn: "2026-02-30" }, "Informe a data de término"],
      [{ endsOn: "2025-12-31" }, "A data de término deve ser igual ou posterior à data de início"],
      [{ monthlyLimit: 0 }, "O limite por militar deve ser um número inteiro de 1 a 100 por mês"],
      [{ monthlyLimit: 101 }, "O limite por militar deve ser um número inteiro de 1 a 100 por mês"],
      [{ totalQuantity: 0 }, "A quantidade total deve ser um número inteiro de 1 a 1.000.000"],
      [{ totalQuantity: 1_000_001 }, "A quantidade total deve ser um número inteiro de 1 a 1.000.000"],
      [{ companyId: rivalId }, "Campo não permitido: companyId"],
      [{ paused: true }, "Campo não permitido: paused"],
    ];
    const before = (await read(partner.client.api.company.benefits.$get())).body.offers.length;
    for (const [change, message] of cases) {
      const res = await readError(partner.client.request("POST", "/api/company/benefits", { ...form, ...change }));
      expect(res.status, message).toBe(422);
      expect(
        res.body.error.issues?.map((i) => i.message),
        message,
      ).toContain(message);
    }
    // Nothing half-written: not one of them was stored.
    expect((await read(partner.client.api.company.benefits.$get())).body.offers).toHaveLength(before);
  });

  it("keeps a militar and an unpaid company out of the partner's routes", async () => {
    const militar = await completedMilitar(t);
    expect((await militar.client.api.company.benefits.$get()).status).toBe(403);
    const unpaid = await t.createUser({ role: "empresa" });
    const refused = await readError(unpaid.client.api.company.benefits.$post({ json: form }));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("PAYMENT_REQUIRED");
    expect((await t.client().api.company.benefits.$get()).status).toBe(401);
  });
});

describe("the catalogue", () => {
  it("lists live offers of paying partners with both plans' values; FREE gets 5 %", async () => {
    const company = await paidCompany(t, { name: "Auto Peças Sentinela" });
    const live = await offer(t, company.company.id, { title: "Revisão com desconto", category: "Automotivo" });
    const paused = await offer(t, company.company.id, { title: "Pausada", category: "Automotivo", paused: true });
    const unpaid = await t.createUser({ role: "empresa", companyName: "Ainda não pagou" });
    const [unpaidCompany] = await t.db.select().from(companies).where(eq(companies.userId, unpaid.userId));
    const hidden = await offer(t, unpaidCompany?.id ?? "", {
      title: "De empresa sem pagamento",
      category: "Automotivo",
    });

    const militar = await completedMilitar(t);
    const res = await read(militar.client.api.military.benefits.$get({ query: { category: "Automotivo" } }));
    expect(res.status).toBe(200);
    expect(res.body.plan).toBe("FREE");
    expect(res.body.myCity).toBe("Resende/RJ");
    // An empty page still says whose catalogue it is.
    const none = await read(militar.client.api.military.benefits.$get({ query: { q: "oferta que ninguém faz" } }));
    expect(none.body).toMatchObject({ plan: "FREE", myCity: "Resende/RJ", offers: [] });
    const ids = res.body.offers.map((o) => o.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(paused.id);
    expect(ids).not.toContain(hidden.id);
    expect(res.body.offers.find((o) => o.id === live.id)).toMatchObject({
      partner: { name: "Auto Peças Sentinela" },
      discountPercent: 20,
      myDiscountPercent: 5,
      cashbackPercent: 10,
      myCashbackPercent: 5,
      mode: "coupon",
      monthlyLimitReached: false,
    });

    const premium = await completedMilitar(t, { plan: "PREMIUM" });
    const full = await read(premium.client.api.military.benefits.$get({ query: { category: "Automotivo" } }));
    expect(full.body.offers.find((o) => o.id === live.id)).toMatchObject({
      myDiscountPercent: 20,
      myCashbackPercent: 10,
    });
  });

  it("filters by city (online offers always shown), category and text without accents", async () => {
    const company = await paidCompany(t, { name: "Escola Avante" });
    const inNiteroi = await offer(t, company.company.id, {
      title: "Curso de inglês",
      category: "Educação",
      cities: [{ city: "Niterói", state: "RJ" }],
    });
    const online = await offer(t, company.company.id, {
      title: "Curso online de programação",
      category: "Educação",
      online: true,
      cities: [],
    });
    const militar = await completedMilitar(t);
    const list = async (query: Record<string, string>) =>
      (
        await read(militar.client.api.military.benefits.$get({ query: { category: "Educação", ...query } }))
      ).body.offers.map((o) => o.id);
    expect(await list({ city: "niteroi/rj" })).toEqual(expect.arrayContaining([inNiteroi.id, online.id]));
    expect(await list({ city: "Resende/RJ" })).toEqual(expect.arrayContaining([online.id]));
    expect(await list({ city: "Resende/RJ" })).not.toContain(inNiteroi.id);
    expect(await list({ q: "INGLES" })).toEqual([inNiteroi.id]);
    expect(await list({ q: "avante" })).toEqual(expect.arrayContaining([inNiteroi.id, online.id]));
    expect(await list({ q: "nada disso" })).toEqual([]);

    const bad = await readError(militar.client.request("GET", "/api/military/benefits?city=Niteroi"));
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe("Informe a cidade como Cidade/UF");
  });

  it("is closed to companies and visitors", async () => {
    expect((await partner.client.api.military.benefits.$get({ query: {} })).status).toBe(403);
    expect((await t.client().api.military.benefits.$get({ query: {} })).status).toBe(401);
  });
});

describe("redeeming and validating", () => {
  it("gives a coupon code PREFIX-XXXXXXXX with the plan's values, validated once at the partner's till", async () => {
    const o = await offer(t, partnerId, { discountPercent: 20, cashbackPercent: 10, codePrefix: "FORTE" });
    const militar = await completedMilitar(t, { fullName: "Marcos Vinícius Souza" });
    const redeemed = await read(redeem(militar, o.id));
    expect(redeemed.status).toBe(201);
    const code = redeemed.body.code ?? "";
    expect(code).toMatch(/^FORTE-[2346789ABCDEFGHJKMNPQRTUVWXYZ]{8}$/);
    expect(redeemed.body).toMatchObject({ status: "ativo", discountPercent: 5, cashbackPercent: 5, plan: "FREE" });

    const seen = await read(lookup(partner, code.toLowerCase()));
    expect(seen.body).toMatchObject({
      militarFirstName: "Marcos",
      plan: "FREE",
      discountPercent: 5,
      cashbackPercent: 5,
      offerTitle: "20% em consultas",
    });
    expect(JSON.stringify(seen.body)).not.toContain("Souza");

    const used = await read(confirm(partner, code, "150,90"));
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ purchaseCents: 15_090, cashbackCents: 755 });

    const [row] = await t.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.code, code));
    expect(row).toMatchObject({ purchaseCents: 15_090, cashbackCents: 755 });
    // The till is told when, in Brazil's time: the use is moved to 12/11/2026 14:32 (17:32 UTC).
    await t.db
      .update(benefitRedemptions)
      .set({ usedAt: new Date("2026-11-12T17:32:40Z") })
      .where(eq(benefitRedemptions.code, code));
    const usedAtMessage = "Este código já foi usado em 12/11/2026 às 14:32.";
    const again = await readError(confirm(partner, code, "10,00"));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(usedAtMessage);
    const looked = await readError(lookup(partner, code));
    expect([looked.status, looked.body.error.message]).toEqual([409, usedAtMessage]);
    const [after] = await t.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.code, code));
    expect(after).toMatchObject({ purchaseCents: 15_090, cashbackCents: 755 });

    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, militar.userId));
    expect(note).toMatchObject({ kind: "benefit_used", data: { offerTitle: "20% em consultas", cashbackCents: 755 } });

    const history = await read(militar.client.api.military.benefits.redemptions.$get({ query: {} }));
    expect(history.body.redemptions[0]).toMatchObject({
      code,
      status: "usado",
      partnerName: "Clínica Forte",
      cashbackCents: 755,
      cashbackStatus: "pendente",
    });
  });

  it("answers another company's code exactly like an unknown one", async () => {
    const o = await offer(t, partnerId);
    const militar = await completedMilitar(t);
    const code = (await read(redeem(militar, o.id))).body.code ?? "";
    for (const attempt of [code, "FORTE-ZZZZZZZZ", "qualquer coisa"]) {
      const res = await readError(lookup(rival, attempt));
      expect(res.status, attempt).toBe(404);
      expect(res.body.error.message).toBe("Código inválido");
      expect((await readError(confirm(rival, attempt))).status).toBe(404);
    }
    const [row] = await t.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.code, code));
    expect(row?.usedAt).toBeNull();
  });

  it("refuses an expired code", async () => {
    const o = await offer(t, partnerId);
    const militar = await completedMilitar(t);
    const code = (await read(redeem(militar, o.id))).body.code ?? "";
    await t.db
      .update(benefitRedemptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(benefitRedemptions.code, code));
    const res = await readError(confirm(partner, code));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Código expirado");
    const history = await read(militar.client.api.military.benefits.redemptions.$get({ query: {} }));
    expect(history.body.redemptions[0]?.status).toBe("expirado");
  });

  it("expires a redemption after 30 days, and never after the offer's last day", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2099-01-01T12:00:00Z") });
    const militar = await completedMilitar(t);
    const lasting = await offer(t, partnerId);
    const ending = await offer(t, partnerId, { endsOn: "2099-01-10" });
    const long = (await read(redeem(militar, lasting.id))).body;
    const short = (await read(redeem(militar, ending.id))).body;
    expect(new Date(long.expiresAt).toISOString()).toBe("2099-01-31T12:00:00.000Z");
    // The end of 10 January in Brazil's time.
    expect(new Date(short.expiresAt).toISOString()).toBe("2099-01-11T02:59:59.999Z");
  });

  it("gives a QR offer a signed token; its bare code or a forged token names nothing", async () => {
    const o = await offer(t, partnerId, { mode: "qr", codePrefix: null, title: "Exame com QR" });
    const militar = await completedMilitar(t);
    const redeemed = await read(redeem(militar, o.id));
    expect(redeemed.body.code).toBeNull();
    const token = redeemed.body.qrToken ?? "";
    const [row] = await t.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.id, redeemed.body.id));
    const bareCode = row?.code ?? "";
    expect(bareCode).toMatch(/^QR-/);
    expect(token).toBe(qrToken(bareCode, t.env.AUTH_SECRET));

    expect((await readError(lookup(partner, bareCode))).body.error.message).toBe("Código inválido");
    expect((await readError(lookup(partner, `${bareCode}.forjada`))).body.error.message).toBe("Código inválido");
    // The link the QR opens in the partner's session carries the token.
    const link = `http://localhost:3000/empresa/beneficios/validar?codigo=${encodeURIComponent(token)}`;
    expect((await read(lookup(partner, link))).body).toMatchObject({ offerTitle: "Exame com QR" });
    expect((await read(confirm(partner, token))).status).toBe(200);
    const history = await read(militar.client.api.military.benefits.redemptions.$get({ query: {} }));
    expect(history.body.redemptions[0]).toMatchObject({ status: "usado", qrToken: null });
  });

  it("holds each offer's monthly limit per militar and a total quantity", async () => {
    const o = await offer(t, partnerId, { monthlyLimit: 2 });
    const militar = await completedMilitar(t);
    expect((await redeem(militar, o.id)).status).toBe(201);
    expect((await redeem(militar, o.id)).status).toBe(201);
    const third = await readError(redeem(militar, o.id));
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe(
      "Você já resgatou este benefício 2 vezes este mês, o limite do parceiro. Volte no próximo mês.",
    );
    const catalogue = await read(militar.client.api.military.benefits.$get({ query: {} }));
    expect(catalogue.body.offers.find((x) => x.id === o.id)).toMatchObject({
      monthlyLimitReached: true,
      redeemedThisMonth: 2,
    });

    const scarce = await offer(t, partnerId, { totalQuantity: 1 });
    expect((await redeem(await completedMilitar(t), scarce.id)).status).toBe(201);
    const late = await readError(redeem(await completedMilitar(t), scarce.id));
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe("Este benefício esgotou.");
  });

  it("opens the monthly limit again the next month, counted in Brazil's time", async () => {
    // 1 March begins at 03:00 UTC in Brasília.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2099-03-01T02:30:00Z") });
    const militar = await completedMilitar(t);
    const o = await offer(t, partnerId, { monthlyLimit: 1 });
    expect((await redeem(militar, o.id)).status).toBe(201);
    vi.setSystemTime(new Date("2099-03-01T02:59:00Z"));
    expect((await redeem(militar, o.id)).status).toBe(409);
    vi.setSystemTime(new Date("2099-03-01T03:00:00Z"));
    expect((await redeem(militar, o.id)).status).toBe(201);
  });

  it("refuses a paused, expired, unknown or unpaid partner's offer", async () => {
    const militar = await completedMilitar(t);
    const paused = await offer(t, partnerId, { paused: true });
    const expired = await offer(t, partnerId, { endsOn: "2020-12-31" });
    for (const id of [paused.id, expired.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await readError(redeem(militar, id));
      expect(res.status, id).toBe(404);
      expect(res.body.error.message).toBe("Este benefício não está mais disponível.");
    }
    expect((await readError(redeem(militar, "nao-e-um-id"))).status).toBe(404);
  });

  it("limits the failed codes per user at the till, and all of a company's users together", async () => {
    const strict = await createTestApp({
      rateLimits: {
        benefitCodeFailuresPerUser: { limit: 3, windowSeconds: 900 },
        benefitCodeFailuresPerCompany: { limit: 5, windowSeconds: 900 },
      },
    });
    try {
      const shop = await paidCompany(strict);
      const o = await offer(strict, shop.company.id);
      const militar = await completedMilitar(strict);
      const real = async () =>
        (await redemption(strict, { offerId: o.id, companyId: shop.company.id, userId: militar.userId })).code;
      const first = await real();
      for (let i = 0; i < 3; i++) expect((await lookup(shop.user, `NADA-${i}`)).status).toBe(404);
      // He has used up his own tries: even a real code waits.
      const refused = await readError(lookup(shop.user, first));
      expect(refused.status).toBe(429);
      expect(refused.body.error.message).toBe("Muitas tentativas. Aguarde alguns instantes e tente novamente.");
      expect(refused.headers.get("retry-after")).toBeTruthy();

      // Another member at the same company's till (its Atendente de caixa) is not held up.
      const colleague = await teamMember(strict, shop.user, "caixa");
      const valid = await read(lookup(colleague, first));
      expect(valid.status).toBe(200);
      expect(valid.body).toMatchObject({ code: first, offerTitle: o.title });

      // The company's failures add up over its users: 3 + 2 reach its limit of 5.
      for (let i = 0; i < 2; i++) expect((await lookup(colleague, `OUTRO-${i}`)).status).toBe(404);
      const flood = await readError(lookup(colleague, await real()));
      expect(flood.status).toBe(429);
      expect(flood.body.error.message).toBe("Muitas tentativas. Aguarde alguns instantes e tente novamente.");
      const held = await readError(confirm(colleague, first, "50,00"));
      expect(held.status).toBe(429);
      expect(
        (await strict.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.code, first)))[0]?.usedAt,
      ).toBeNull();

      // Another company is not slowed down.
      expect((await lookup((await paidCompany(strict)).user, "NADA-5")).status).toBe(404);
    } finally {
      await strict.close();
    }
  });
});

/** Moves a use `days` into the past, as if that time had gone by (sessions would not last 30 days of a moved clock). */
async function daysPass(id: string, days: number) {
  const shift = sql`interval '1 day' * ${days}`;
  await t.db
    .update(benefitRedemptions)
    .set({
      redeemedAt: sql`${benefitRedemptions.redeemedAt} - ${shift}`,
      usedAt: sql`${benefitRedemptions.usedAt} - ${shift}`,
      cashbackAvailableAt: sql`${benefitRedemptions.cashbackAvailableAt} - ${shift}`,
    })
    .where(eq(benefitRedemptions.id, id));
}

describe("history, ratings and cashback", () => {
  async function usedRedemption(militar: TestUser, purchase = "200,00") {
    const o = await offer(t, partnerId, { cashbackPercent: 10 });
    const code = (await read(redeem(militar, o.id))).body.code ?? "";
    await read(confirm(partner, code, purchase));
    const [row] = await t.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.code, code));
    if (!row) throw new Error("no redemption");
    return row;
  }

  it("rates a used redemption's partner, 1 to 5; not before its use; not another militar's", async () => {
    const militar = await completedMilitar(t);
    const o = await offer(t, partnerId);
    const unused = (await read(redeem(militar, o.id))).body;
    const rate = (who: TestUser, id: string, rating: number) =>
      who.client.api.military.benefits.redemptions[":id"].rating.$post({ param: { id }, json: { rating } });
    expect((await readError(rate(militar, unused.id, 5))).body.error.message).toBe(
      "Você pode avaliar o parceiro depois de usar o benefício.",
    );
    const used = await usedRedemption(militar);
    expect((await readError(rate(await completedMilitar(t), used.id, 1))).status).toBe(404);
    expect((await readError(rate(militar, used.id, 6))).status).toBe(422);
    expect((await readError(rate(militar, used.id, 0))).status).toBe(422);
    expect((await rate(militar, used.id, 4)).status).toBe(204);
    const mine = await t.db
      .select()
      .from(benefitPartnerRatings)
      .where(eq(benefitPartnerRatings.userId, militar.userId));
    expect(mine).toEqual([expect.objectContaining({ companyId: partnerId, rating: 4 })]);
  });

  it("keeps one rating per militar and partner, which he may change; the average counts him once", async () => {
    const shop = await paidCompany(t, { name: "Padaria Quartel" });
    const o = await offer(t, shop.company.id, { category: "Alimentação", cashbackPercent: 0, monthlyLimit: 5 });
    const rate = (who: TestUser, id: string, rating: number) =>
      who.client.api.military.benefits.redemptions[":id"].rating.$post({ param: { id }, json: { rating } });
    const useOnce = async (militar: TestUser) => {
      const code = (await read(redeem(militar, o.id))).body.code ?? "";
      expect((await read(confirm(shop.user, code))).status).toBe(200);
      const [row] = await t.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.code, code));
      return row?.id ?? "";
    };
    const regular = await completedMilitar(t, { plan: "PREMIUM" });
    const first = await useOnce(regular);
    const second = await useOnce(regular);
    expect((await rate(regular, first, 1)).status).toBe(204);
    // A change of mind, from either use: the same rating, changed in place.
    expect((await rate(regular, second, 5)).status).toBe(204);
    expect((await rate(regular, first, 4)).status).toBe(204);
    const rows = await t.db
      .select()
      .from(benefitPartnerRatings)
      .where(eq(benefitPartnerRatings.companyId, shop.company.id));
    expect(rows).toEqual([expect.objectContaining({ userId: regular.userId, rating: 4 })]);

    const other = await completedMilitar(t);
    expect((await rate(other, await useOnce(other), 2)).status).toBe(204);
    const catalogue = await read(other.client.api.military.benefits.$get({ query: { category: "Alimentação" } }));
    // (4 + 2) / 2: the regular's two uses count once.
    expect(catalogue.body.offers.find((x) => x.id === o.id)).toMatchObject({ rating: 3, ratingsCount: 2 });

    const history = await read(regular.client.api.military.benefits.redemptions.$get({ query: {} }));
    const atShop = history.body.redemptions.filter((r) => r.partnerName === "Padaria Quartel");
    expect(atShop.map((r) => r.rating)).toEqual([4, 4]);
  });

  it("holds cashback as pending 30 days, then makes it available for a Pix withdrawal of R$ 20,00 or more", async () => {
    const militar = await completedMilitar(t, { plan: "PREMIUM" });
    const used = await usedRedemption(militar, "300,00"); // 10 % of R$ 300,00
    expect(used.cashbackCents).toBe(3000);
    const summary = () => read(militar.client.api.military.benefits.cashback.$get());
    expect((await summary()).body).toMatchObject({ pendingCents: 3000, availableCents: 0 });

    const withdraw = (amount: string) =>
      militar.client.api.military.benefits.cashback.withdrawals.$post({
        json: { pixKeyType: "email", pixKey: "sgt.silva@exemplo.com.br", amount },
      });
    expect((await readError(withdraw("20,00"))).body.error.message).toBe(
      "Saldo disponível insuficiente para este saque. Disponível: R$\u00a00,00.",
    );

    expect((used.cashbackAvailableAt?.getTime() ?? 0) - (used.usedAt?.getTime() ?? 0)).toBe(30 * DAY);
    await daysPass(used.id, 30);
    expect((await summary()).body).toMatchObject({ pendingCents: 0, availableCents: 3000 });
    expect((await readError(withdraw("19,99"))).body.error.message).toBe("O valor mínimo para saque é R$ 20,00");
    expect((await withdraw("25,00")).status).toBe(201);
    expect((await summary()).body).toMatchObject({ availableCents: 500, withdrawnCents: 2500 });
    expect((await readError(withdraw("20,00"))).status).toBe(409);
    const rows = await t.db.select().from(cashbackWithdrawals).where(eq(cashbackWithdrawals.userId, militar.userId));
    expect(rows).toEqual([
      expect.objectContaining({ amountCents: 2500, status: "solicitado", pixKey: "sgt.silva@exemplo.com.br" }),
    ]);
  });

  it("lets the partner contest cashback within 30 days, and it is never credited", async () => {
    const militar = await completedMilitar(t, { plan: "PREMIUM" });
    const used = await usedRedemption(militar, "100,00");
    const contest = (company: TestUser, reason = "Compra cancelada no mesmo dia.") =>
      company.client.api.company.benefits.uses[":id"].contest.$post({ param: { id: used.id }, json: { reason } });
    expect((await readError(contest(rival))).status).toBe(404);
    expect((await readError(contest(partner, " "))).status).toBe(422);
    expect((await contest(partner)).status).toBe(204);
    expect((await readError(contest(partner))).body.error.message).toBe("Este cashback já foi contestado.");
    await daysPass(used.id, 31);
    const summary = await read(militar.client.api.military.benefits.cashback.$get());
    expect(summary.body).toMatchObject({ pendingCents: 0, availableCents: 0 });
    const uses = await read(partner.client.api.company.benefits.uses.$get({ query: {} }));
    expect(uses.body.uses.find((u) => u.id === used.id)).toMatchObject({
      cashbackStatus: "contestado",
      cashbackContestReason: "Compra cancelada no mesmo dia.",
    });
  });

  it("answers that a use without a purchase amount has no cashback to contest", async () => {
    const militar = await completedMilitar(t, { plan: "PREMIUM" });
    const o = await offer(t, partnerId, { cashbackPercent: 10 });
    const code = (await read(redeem(militar, o.id))).body.code ?? "";
    expect((await confirm(partner, code)).status).toBe(200);
    const [used] = await t.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.code, code));
    const res = await readError(
      partner.client.api.company.benefits.uses[":id"].contest.$post({
        param: { id: used?.id ?? "" },
        json: { reason: "Compra cancelada." },
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Este uso não gerou cashback.");
    const [after] = await t.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.code, code));
    expect(after?.cashbackContestedAt).toBeNull();
  });

  it("closes the contest window after 30 days", async () => {
    const militar = await completedMilitar(t, { plan: "PREMIUM" });
    const used = await usedRedemption(militar);
    await daysPass(used.id, 30);
    const res = await readError(
      partner.client.api.company.benefits.uses[":id"].contest.$post({
        param: { id: used.id },
        json: { reason: "Tarde" },
      }),
    );
    expect(res.body.error.message).toBe("O prazo de 30 dias para contestar este cashback terminou.");
  });

  it("shows the partner the cashback it owes per month, contested cashback left out", async () => {
    const shop = await paidCompany(t, { name: "Mercado Caserna" });
    const o = await offer(t, shop.company.id, { cashbackPercent: 5, codePrefix: "CASERNA" });
    for (const purchase of ["100,00", "50,00"]) {
      const militar = await completedMilitar(t, { plan: "PREMIUM" });
      const code = (await read(redeem(militar, o.id))).body.code ?? "";
      await read(confirm(shop.user, code, purchase));
    }
    const list = await read(shop.user.client.api.company.benefits.$get());
    expect(list.body.cashbackByMonth).toEqual([
      { month: expect.stringMatching(/^\d{4}-\d{2}$/), uses: 2, purchaseCents: 15_000, cashbackCents: 750 },
    ]);
    expect(list.body.offers[0]).toMatchObject({ redemptionsCount: 2, usesCount: 2 });
  });

  it("keeps another militar's redemption out of reach", async () => {
    const owner = await completedMilitar(t);
    const o = await offer(t, partnerId);
    const mine = (await read(redeem(owner, o.id))).body;
    const other = await completedMilitar(t);
    const res = await readError(other.client.api.military.benefits.redemptions[":id"].$get({ param: { id: mine.id } }));
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Resgate não encontrado");
    expect((await read(other.client.api.military.benefits.redemptions.$get({ query: {} }))).body.redemptions).toEqual(
      [],
    );
  });

  it("keeps the partner's counts when the militar deletes the account, without the militar's identity", async () => {
    const militar = await completedMilitar(t, { fullName: "Rafael Andrade" });
    const used = await usedRedemption(militar);
    await militar.client.api.military.benefits.redemptions[":id"].rating.$post({
      param: { id: used.id },
      json: { rating: 5 },
    });
    const [rating] = await t.db
      .select({ id: benefitPartnerRatings.id })
      .from(benefitPartnerRatings)
      .where(eq(benefitPartnerRatings.userId, militar.userId));
    expect((await militar.client.api.account.$delete({ json: { password: militar.password } })).status).toBe(200);
    const [row] = await t.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.id, used.id));
    expect(row).toMatchObject({ userId: null, cashbackCents: used.cashbackCents });
    // His rating still counts in the partner's average, without its author.
    const [kept] = await t.db
      .select()
      .from(benefitPartnerRatings)
      .where(eq(benefitPartnerRatings.id, rating?.id ?? ""));
    expect(kept).toMatchObject({ userId: null, rating: 5 });
    const uses = await read(partner.client.api.company.benefits.uses.$get({ query: {} }));
    expect(uses.body.uses.find((u) => u.id === used.id)?.militarFirstName).toBe("Militar");
  });
});

describe("paging", () => {
  it("pages the catalogue, the militar's history and the partner's uses by cursor, each item once", async () => {
    const stamp = Date.now().toString(36);
    const shop = await paidCompany(t, { name: `Rede Paginada ${stamp}` });
    const militar = await completedMilitar(t);
    const offers = [];
    for (let i = 0; i < 25; i++) offers.push(await offer(t, shop.company.id, { title: `Oferta ${i}` }));
    // 21 used redemptions of the militar, one per offer: a page of 20 and one more.
    for (const o of offers.slice(0, 21)) {
      await redemption(t, {
        offerId: o.id,
        companyId: shop.company.id,
        userId: militar.userId,
        usedAt: new Date(),
        purchaseCents: 10_000,
        cashbackCents: 500,
      });
    }

    const walk = async <T extends { id: string }>(
      fetchPage: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>,
    ) => {
      const sizes: number[] = [];
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await fetchPage(cursor);
        sizes.push(page.items.length);
        ids.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor && sizes.length < 5);
      expect(new Set(ids).size).toBe(ids.length);
      return sizes;
    };

    const catalogue = await walk(async (cursor) => {
      const res = await read(
        militar.client.api.military.benefits.$get({ query: { q: `Paginada ${stamp}`, ...(cursor ? { cursor } : {}) } }),
      );
      return { items: res.body.offers, nextCursor: res.body.nextCursor };
    });
    expect(catalogue).toEqual([24, 1]);

    const history = await walk(async (cursor) => {
      const res = await read(
        militar.client.api.military.benefits.redemptions.$get({ query: cursor ? { cursor } : {} }),
      );
      return { items: res.body.redemptions, nextCursor: res.body.nextCursor };
    });
    expect(history).toEqual([20, 1]);

    const uses = await walk(async (cursor) => {
      const res = await read(shop.user.client.api.company.benefits.uses.$get({ query: cursor ? { cursor } : {} }));
      return { items: res.body.uses, nextCursor: res.body.nextCursor };
    });
    expect(uses).toEqual([20, 1]);
  });
});

describe("the militar's dashboard", () => {
  it("counts the live offers valid in the militar's city (online ones too) and lists redemptions and uses", async () => {
    const shop = await paidCompany(t, { name: "Padaria Quartel" });
    const militar = await completedMilitar(t, { profile: { city: "Resende", state: "RJ" } });
    const dashboard = () => read(militar.client.api.military.dashboard.$get());
    const before = (await dashboard()).body.counts.benefitsAvailable;

    const here = await offer(t, shop.company.id, { title: "Pão com desconto", codePrefix: "PAO" });
    await offer(t, shop.company.id, { title: "Online", online: true, cities: [] });
    await offer(t, shop.company.id, { title: "Em Niterói", cities: [{ city: "Niterói", state: "RJ" }] });
    await offer(t, shop.company.id, { title: "Pausada", paused: true });
    expect((await dashboard()).body.counts.benefitsAvailable).toBe(before + 2);

    const code = (await read(redeem(militar, here.id))).body.code ?? "";
    await read(confirm(shop.user, code));
    const activities = (await dashboard()).body.recentActivities;
    expect(activities.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: "benefit_used", offerTitle: "Pão com desconto", partnerName: "Padaria Quartel" }),
      expect.objectContaining({ kind: "benefit_redeemed", offerTitle: "Pão com desconto" }),
    ]);
  });
});

describe("the militar is told of a use", () => {
  it("by the bell and, when asked, by e-mail", async () => {
    const wants = await completedMilitar(t, { plan: "PREMIUM", fullName: "Bruno Tavares" });
    const quiet = await completedMilitar(t, { profile: { emailNotifications: false } });
    const o = await offer(t, partnerId, { title: "Exame de vista", cashbackPercent: 5, codePrefix: "VISTA" });
    for (const militar of [wants, quiet]) {
      const code = (await read(redeem(militar, o.id))).body.code ?? "";
      await read(confirm(partner, code, "151,00"));
    }
    await sendNotificationEmails({ db: t.db, mailer: t.deps.mailer, baseUrl: t.env.BASE_URL });
    const mails = (await t.readOutbox(wants.email)).filter((m) => m.subject === "Seu benefício foi usado");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      "Seu benefício Exame de vista foi usado. Cashback de R$ 7,55 pendente por 30 dias.",
    );
    expect(mails[0]?.text).toContain(`${t.env.BASE_URL}/app/beneficios/historico`);
    expect((await t.readOutbox(quiet.email)).filter((m) => m.subject === "Seu benefício foi usado")).toEqual([]);
    const bell = await read(quiet.client.api.notifications.$get());
    expect(JSON.stringify(bell.body)).toContain("Exame de vista");
  });
});

describe("cashback that becomes available", () => {
  it("is announced once to its militar (bell and e-mail); contested or pending cashback is not", async () => {
    const militar = await completedMilitar(t, { plan: "PREMIUM", fullName: "Helena Prado" });
    const o = await offer(t, partnerId, { title: "Check-up completo", cashbackPercent: 10, codePrefix: "CHECK" });
    const use = async (purchase: string) => {
      const code = (await read(redeem(militar, o.id))).body.code ?? "";
      await read(confirm(partner, code, purchase));
      const [row] = await t.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.code, code));
      return row?.id ?? "";
    };
    await t.db.update(benefitOffers).set({ monthlyLimit: 3 }).where(eq(benefitOffers.id, o.id));
    const due = await use("200,00");
    const contested = await use("100,00");
    const pending = await use("50,00");
    await read(
      partner.client.api.company.benefits.uses[":id"].contest.$post({
        param: { id: contested },
        json: { reason: "Estorno" },
      }),
    );
    await daysPass(due, 30);
    await daysPass(contested, 30);
    await daysPass(pending, 29);

    const announced = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, militar.userId))).filter(
        (n) => n.kind === "cashback_available",
      );
    expect(await announceAvailableCashback(t.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await announced()).map((n) => n.data)).toEqual([
      { redemptionId: due, offerTitle: "Check-up completo", cashbackCents: 2000 },
    ]);
    await announceAvailableCashback(t.db, new Date());
    expect(await announced()).toHaveLength(1);

    await sendNotificationEmails({ db: t.db, mailer: t.deps.mailer, baseUrl: t.env.BASE_URL });
    const mails = (await t.readOutbox(militar.email)).filter((m) => m.subject === "Seu cashback está disponível");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Seu cashback de R$ 20,00 (Check-up completo) está disponível para saque.");
  });
});

describe("the militar's data export (LGPD)", () => {
  it("holds the militar's redemptions and withdrawals, and nobody else's", async () => {
    const militar = await completedMilitar(t, { plan: "PREMIUM" });
    const other = await completedMilitar(t);
    const o = await offer(t, partnerId, { title: "Vacina da gripe", cashbackPercent: 10, codePrefix: "VACINA" });
    const code = (await read(redeem(militar, o.id))).body.code ?? "";
    const otherCode = (await read(redeem(other, o.id))).body.code ?? "";
    await read(confirm(partner, code, "300,00"));
    await t.db
      .update(benefitRedemptions)
      .set({ cashbackAvailableAt: new Date(Date.now() - 1000) })
      .where(eq(benefitRedemptions.code, code));
    await militar.client.api.military.benefits.cashback.withdrawals.$post({
      json: { pixKeyType: "email", pixKey: "helena@exemplo.com.br", amount: "30,00" },
    });
    const [mine] = await t.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.code, code));
    await militar.client.api.military.benefits.redemptions[":id"].rating.$post({
      param: { id: mine?.id ?? "" },
      json: { rating: 4 },
    });
    const data = (await read(militar.client.api.account.export.$get())).body;
    expect(data.benefitRatings).toEqual([expect.objectContaining({ partnerName: "Clínica Forte", rating: 4 })]);
    expect(data.benefitRedemptions).toEqual([
      expect.objectContaining({ code, offerTitle: "Vacina da gripe", purchaseCents: 30_000, cashbackCents: 3000 }),
    ]);
    expect(data.cashbackWithdrawals).toEqual([
      expect.objectContaining({ pixKey: "helena@exemplo.com.br", amountCents: 3000, status: "solicitado" }),
    ]);
    expect(JSON.stringify(data)).not.toContain(otherCode);
  });
});
