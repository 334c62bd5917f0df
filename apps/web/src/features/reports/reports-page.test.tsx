import type { AdvancedReport } from "@pm/shared/reports";
import { describe, expect, it } from "vitest";
import type { Me } from "@/lib/session";
import { renderPage, screen, stubFetch, within } from "@/test/render";
import { ReportsPage } from "./reports-page";

const me = {
  id: "u1",
  email: "carla@logisticaforte.com.br",
  profile: { role: "empresa", fullName: "Carla Mendes" },
  company: { name: "Logística Forte", plan: "pro", paymentStatus: "completed", suspendedAt: null, logoUrl: null },
  companyRole: "administrador",
  militaryProfile: null,
} as unknown as Me;

const REPORT: AdvancedReport = {
  level: "avancado",
  from: "2026-10-31",
  to: "2026-11-29",
  totals: {
    views: 120,
    applications: 12,
    conversion: 10,
    byStatus: { pendente: 4, em_analise: 4, aprovado: 2, rejeitado: 2 },
  },
  jobs: [],
  funnel: { applied: 12, reviewed: 8, approved: 2, rejected: 2, withdrawn: 0 },
  medianHours: { firstReview: 20, approval: 96 },
  weekly: [],
  applicants: { branch: [], rank: [], state: [], desiredArea: [] },
  sources: [],
  interviews: {
    daysToInterview: 3.5,
    confirmedCount: 4,
    perJob: [{ jobId: "j1", jobTitle: "Coordenador de Logística", scheduled: 5, confirmed: 4, done: 2, noShow: 1 }],
  },
};

describe("ReportsPage: interviews (Pro)", () => {
  it("shows the median time to interview and each job's interviews", async () => {
    stubFetch(() => ({ body: REPORT }));
    renderPage(<ReportsPage />, { path: "/empresa/relatorios", me });
    const section = (await screen.findByRole("heading", { name: "Entrevistas" })).closest("section") as HTMLElement;
    expect(within(section).getByText("Tempo até a entrevista")).toBeTruthy();
    expect(within(section).getByText("3,5 dias")).toBeTruthy();
    const row = within(section).getByRole("row", { name: /Coordenador de Logística/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["5", "4", "2", "1"]);
  });

  it("says so when no interview was scheduled in the period", async () => {
    stubFetch(() => ({ body: { ...REPORT, interviews: { daysToInterview: null, confirmedCount: 0, perJob: [] } } }));
    renderPage(<ReportsPage />, { path: "/empresa/relatorios", me });
    expect(await screen.findByText("Nenhuma entrevista agendada no período.")).toBeTruthy();
    expect(screen.getByText("—")).toBeTruthy();
  });
});
