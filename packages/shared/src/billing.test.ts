import { describe, expect, it } from "vitest";
import {
  billingPlanName,
  billingPlanPriceCents,
  COMPANY_PLAN_COMPARISON,
  COMPANY_PLANS,
  canActivateJob,
  companyComparisonRow,
  companyPlanName,
  companyPlanOrDefault,
  creditMessages,
  creditUse,
  DEFAULT_COMPANY_PLAN,
  DEFAULT_JOB_LIMIT,
  DEFAULT_MILITARY_PLAN,
  formatPlanAmount,
  isBillingPlanId,
  isCompanyPlanId,
  isLiveSubscription,
  jobLimitLabel,
  MILITARY_PLANS,
  planPrice,
  usageLevel,
} from "./billing";

// The catalogue as the product sells it (SPEC "Plans"): a changed price, cap or feature line
// shows on every page and in every checkout, so it must be a deliberate change here too.
describe("the plans as sold", () => {
  it("company plans: price, period, cap and whether checkout sells them", () => {
    const facts = Object.values(COMPANY_PLANS).map((p) => [
      p.id,
      p.name,
      p.priceCents,
      p.period,
      p.jobLimit,
      p.selfService,
    ]);
    expect(facts).toEqual([
      ["parceiro", "Parceiro", 1990, "one_time", 5, true],
      ["plus", "Plus", 2990, "month", 10, true],
      ["pro", "Pro", 4990, "month", 25, true],
      ["enterprise", "Enterprise", null, "custom", null, false],
    ]);
    expect(
      Object.values(COMPANY_PLANS)
        .filter((p) => p.highlighted)
        .map((p) => p.id),
    ).toEqual(["pro"]);
  });

  it("military plans: FREE caps applications at 2 and discounts at 5 %, PREMIUM lifts both for R$ 9,90 a month", () => {
    const facts = Object.values(MILITARY_PLANS).map((p) => [
      p.id,
      p.name,
      p.priceCents,
      p.period,
      p.activeApplicationLimit,
      p.discountCapPercent,
    ]);
    expect(facts).toEqual([
      ["FREE", "FREE", 0, "month", 2, 5],
      ["PREMIUM", "PREMIUM", 990, "month", null, null],
    ]);
  });

  // The copy of every plan, recorded in __snapshots__/: a changed line fails here until the
  // snapshot is updated on purpose (vitest -u) and the change shows in review.
  it("descriptions and feature lists, company plans then military plans", () => {
    const copy = (plans: Record<string, { description: string; features: string[] }>) =>
      Object.fromEntries(Object.entries(plans).map(([id, p]) => [id, [p.description, ...p.features]]));
    expect({ company: copy(COMPANY_PLANS), military: copy(MILITARY_PLANS) }).toMatchSnapshot();
  });

  it("defaults: Parceiro for a company, FREE for a militar, a cap of 5 before the plan is known", () => {
    expect([DEFAULT_COMPANY_PLAN, DEFAULT_MILITARY_PLAN, DEFAULT_JOB_LIMIT]).toEqual(["parceiro", "FREE", 5]);
  });
});

describe("plan ids and names", () => {
  it("knows the company plan ids and nothing else", () => {
    expect(["parceiro", "plus", "pro", "enterprise"].map(isCompanyPlanId)).toEqual([true, true, true, true]);
    expect(["PREMIUM", "Plus", "", "básico", 1, null, undefined].map(isCompanyPlanId)).toEqual(Array(7).fill(false));
  });

  it("a billing plan is a company plan or PREMIUM", () => {
    expect(["PREMIUM", "plus", "enterprise"].map(isBillingPlanId)).toEqual([true, true, true]);
    expect(["FREE", "premium", null, 3].map(isBillingPlanId)).toEqual([false, false, false, false]);
  });

  it("names a plan as payments show it, 'Básico' when there is none", () => {
    expect(["PREMIUM", "plus", "parceiro", "enterprise", null, undefined, "FREE"].map(billingPlanName)).toEqual([
      "PREMIUM",
      "Plus",
      "Parceiro",
      "Enterprise",
      "Básico",
      "Básico",
      "Básico",
    ]);
    expect(companyPlanName("pro")).toBe("Pro");
    expect(companyPlanName("PREMIUM")).toBe("Básico");
  });

  it("charges the list price, 0 for a plan sold through sales", () => {
    expect((["PREMIUM", "parceiro", "plus", "pro", "enterprise"] as const).map(billingPlanPriceCents)).toEqual([
      990, 1990, 2990, 4990, 0,
    ]);
  });

  it("keeps the company plan a sign-up asked for, else Parceiro", () => {
    expect(["pro", "enterprise", "PREMIUM", "", null, undefined, "PRO"].map(companyPlanOrDefault)).toEqual([
      "pro",
      "enterprise",
      "parceiro",
      "parceiro",
      "parceiro",
      "parceiro",
      "parceiro",
    ]);
  });
});

describe("the cap on active jobs", () => {
  it("lets a job go live only while the active ones are strictly below the cap", () => {
    expect([0, 4, 5, 6].map((active) => canActivateJob(active, 5))).toEqual([true, true, false, false]);
    expect(canActivateJob(0, 0)).toBe(false);
  });

  it("has no cap on Enterprise", () => {
    expect(canActivateJob(10_000, null)).toBe(true);
  });

  it("names the cap", () => {
    expect([jobLimitLabel(25), jobLimitLabel(1), jobLimitLabel(null)]).toEqual([
      "25 vagas ativas",
      "1 vagas ativas",
      "Vagas ilimitadas",
    ]);
  });
});

describe("how close a count is to its cap", () => {
  it("is near from 80 % of the cap and full from 100 %; a cap of 0 is full", () => {
    const cases: [number, number][] = [
      [0, 10],
      [7, 10],
      [8, 10],
      [9, 10],
      [10, 10],
      [11, 10],
      [3, 5],
      [4, 5],
      [0, 0],
    ];
    expect(cases.map(([used, limit]) => usageLevel(used, limit))).toEqual([
      "normal",
      "normal",
      "near",
      "near",
      "full",
      "full",
      "normal",
      "near",
      "full",
    ]);
  });
});

describe("a subscription in force", () => {
  it("is one that is active or in a trial, never one overdue, incomplete or ended", () => {
    const statuses = ["active", "trialing", "past_due", "unpaid", "incomplete", "incomplete_expired", "canceled", ""];
    expect(statuses.filter(isLiveSubscription)).toEqual(["active", "trialing"]);
  });
});

describe("account credit", () => {
  it("pays the next charges only of a monthly plan that renews; otherwise it is refunded", () => {
    expect(creditUse("plus", true)).toBe("next_charges");
    expect(creditUse("pro", true)).toBe("next_charges");
    expect(creditUse("plus", false)).toBe("refundable");
    expect(creditUse("parceiro", true)).toBe("refundable");
    expect(creditUse("enterprise", true)).toBe("refundable");
  });

  it("explains why nothing will use it, and how else to use it, per plan", () => {
    expect(creditMessages.noChargesAhead("plus")).toBe(
      "Sua assinatura não será renovada, então não há próximas cobranças para abater esse valor.",
    );
    expect(creditMessages.noChargesAhead("parceiro")).toBe(
      "O plano Parceiro não tem cobranças mensais para abater esse valor.",
    );
    expect(creditMessages.laterUse("pro")).toBe(
      "Se você retomar a assinatura, o crédito volta a ser abatido das próximas cobranças.",
    );
    expect(creditMessages.laterUse("parceiro")).toBe(
      "Se você voltar a assinar o Plus ou o Pro, o crédito é abatido das cobranças.",
    );
  });
});

describe("prices on the public pages", () => {
  it("drops ',00' from whole reais only", () => {
    expect([formatPlanAmount(0), formatPlanAmount(1990), formatPlanAmount(2000), formatPlanAmount(5)]).toEqual([
      "R$\u00a00",
      "R$\u00a019,90",
      "R$\u00a020",
      "R$\u00a00,05",
    ]);
  });

  it("writes each kind of price with its period", () => {
    expect(planPrice({ priceCents: 2990, period: "month" })).toEqual({
      amount: "R$\u00a029,90",
      period: "/mês",
      label: "R$\u00a029,90/mês",
    });
    expect(planPrice({ priceCents: 1990, period: "one_time" })).toEqual({
      amount: "R$\u00a019,90",
      period: "pagamento único",
      label: "R$\u00a019,90 (pagamento único)",
    });
    const salesOnly = { amount: "Sob consulta", period: "", label: "Sob consulta" };
    expect(planPrice({ priceCents: null, period: "month" })).toEqual(salesOnly);
    expect(planPrice({ priceCents: 9990, period: "custom" })).toEqual(salesOnly);
  });

  it("compares the company plans row by row, as the table shows them", () => {
    expect(COMPANY_PLAN_COMPARISON.map((r) => [r.key, r.label, r.values])).toEqual([
      ["activeJobs", "Vagas ativas", { parceiro: "5", plus: "10", pro: "25", enterprise: "Ilimitadas" }],
      ["teamSeats", "Membros da equipe", { parceiro: "2", plus: "5", pro: "15", enterprise: "Sob contrato" }],
      [
        "profileAccess",
        "Acesso aos perfis",
        { parceiro: "Completo", plus: "Completo", pro: "Completo", enterprise: "Completo" },
      ],
      [
        "talentBank",
        "Banco de talentos",
        { parceiro: "Básico", plus: "Básico", pro: "Avançado", enterprise: "Avançado" },
      ],
      [
        "partnerListing",
        "Listagem no diretório de parceiros",
        { parceiro: true, plus: true, pro: true, enterprise: true },
      ],
      [
        "support",
        "Suporte",
        {
          parceiro: "E-mail (2 dias úteis)",
          plus: "Chat (8 horas úteis)",
          pro: "Prioritário (4 horas úteis)",
          enterprise: "Dedicado (1 hora útil)",
        },
      ],
      ["reports", "Relatórios", { parceiro: false, plus: "Básicos", pro: "Avançados", enterprise: "Personalizados" }],
      ["accountManager", "Gerente de conta dedicado", { parceiro: false, plus: false, pro: false, enterprise: true }],
      ["sla", "SLA garantido", { parceiro: false, plus: false, pro: false, enterprise: true }],
      ["apiIntegration", "Integração via API", { parceiro: false, plus: false, pro: false, enterprise: true }],
      [
        "discounts",
        "Configuração de descontos para militares",
        { parceiro: true, plus: true, pro: true, enterprise: true },
      ],
      [
        "price",
        "Preço",
        {
          parceiro: "R$\u00a019,90 (pagamento único)",
          plus: "R$\u00a029,90/mês",
          pro: "R$\u00a049,90/mês",
          enterprise: "Sob consulta",
        },
      ],
    ]);
  });

  it("finds a comparison row by key and refuses an unknown one", () => {
    expect(companyComparisonRow("sla").label).toBe("SLA garantido");
    expect(() => companyComparisonRow("nope" as never)).toThrow("Unknown comparison row: nope");
  });
});
