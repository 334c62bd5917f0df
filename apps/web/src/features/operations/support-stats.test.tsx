import { PAGES } from "@pm/shared/pages";
import { describe, expect, it } from "vitest";
import { renderPage, screen, stubFetch, within } from "@/test/render";
import { OperationsFiguresPage } from "./figures-page";

const FIGURES = {
  totals: {},
  signUps: [],
  payingCompanies: [],
  recurringRevenueCents: { total: 0, companies: 0, militares: 0 },
  backgroundJobs: [],
};

const plan = (overrides: Record<string, unknown>) => ({
  requests: 0,
  answered: 0,
  medianFirstResponseMinutes: null,
  withinTargetShare: null,
  ratingAverage: null,
  ratings: 0,
  ...overrides,
});

const STATS = {
  plans: [
    plan({ plan: "FREE", label: "Militar FREE", targetLabel: "2 dias úteis" }),
    plan({
      plan: "enterprise",
      label: "Enterprise",
      targetLabel: "1 hora útil",
      requests: 14,
      answered: 13,
      medianFirstResponseMinutes: 42,
      withinTargetShare: 0.857,
      ratingAverage: 4.55,
      ratings: 12,
    }),
    plan({
      plan: "pro",
      label: "Pro",
      targetLabel: "4 horas úteis",
      requests: 3,
      answered: 3,
      medianFirstResponseMinutes: 200,
      withinTargetShare: 1,
      ratingAverage: 5,
      ratings: 1,
    }),
  ],
  breaches: 2,
};

function open(stats: unknown = STATS) {
  stubFetch((url) =>
    url.startsWith("/api/operations/support/stats")
      ? { body: stats }
      : url.startsWith("/api/operations/figures/transition")
        ? { body: { plans: 0, buckets: [], occupations: [] } }
        : { body: FIGURES },
  );
  return renderPage(<OperationsFiguresPage />, { path: PAGES.operations });
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getByRole("rowheader", { name: new RegExp(`^${name}`) })
    .closest("tr") as HTMLElement;

describe("the console home's 'Suporte (30 dias)'", () => {
  it("shows per plan the median first response, the share within target, the satisfaction, and the breaches", async () => {
    open();
    const section = (await screen.findByRole("region", { name: "Suporte (30 dias)" })) as HTMLElement;
    const table = await within(section).findByRole("table", { name: "Suporte por plano nos últimos 30 dias" });

    const enterprise = rowOf(table, "Enterprise");
    for (const text of ["meta: 1 hora útil", "14", "13 respondidos", "42 min", "86%", "4,6 de 5", "12 avaliações"]) {
      expect(within(enterprise).getByText(text)).toBeTruthy();
    }
    const pro = rowOf(table, "Pro");
    for (const text of ["3 h 20 min", "100%", "5,0 de 5", "1 avaliação"]) {
      expect(within(pro).getByText(text)).toBeTruthy();
    }
    const free = rowOf(table, "Militar FREE");
    expect(within(free).getAllByText("—")).toHaveLength(2);
    expect(within(free).getByText("Sem avaliações")).toBeTruthy();

    const breaches = within(section).getByText("2 prazos estourados.");
    expect(breaches.className).toContain("text-destructive");
  });

  it("says when no deadline was missed", async () => {
    open({ ...STATS, breaches: 0 });
    const section = (await screen.findByRole("region", { name: "Suporte (30 dias)" })) as HTMLElement;
    expect(await within(section).findByText("Nenhum prazo estourado.")).toBeTruthy();
  });
});
