import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { CandidatesPage } from "@/features/applications/candidates-page";
import type { Me } from "@/lib/session";
import { fireEvent, renderPage, screen, stubFetch, within } from "@/test/render";
import { CompanyLayout } from "./company-layout";

const me = (companyRole: string) =>
  ({
    id: "u1",
    email: "carla@logisticaforte.com.br",
    profile: { role: "empresa", fullName: "Carla Mendes" },
    company: { name: "Logística Forte", plan: "plus", paymentStatus: "completed", suspendedAt: null, logoUrl: null },
    companyRole,
    militaryProfile: null,
  }) as unknown as Me;

const HOUR_AGO = new Date(Date.now() - 60 * 60 * 1000).toISOString();

const NOTIFICATIONS = {
  notifications: [
    {
      id: "n1",
      kind: "team_mention",
      data: {
        applicationId: "a9",
        authorName: "Bruno Lima",
        candidateName: "Maria Souza",
        jobTitle: "Motorista de Frota",
        excerpt: "@Carla Mendes pode ver?",
      },
      readAt: null,
      createdAt: HOUR_AGO,
    },
    {
      id: "n2",
      kind: "new_application",
      data: { applicationId: "a8", candidateName: "João da Silva", jobTitle: "Motorista de Frota" },
      readAt: HOUR_AGO,
      createdAt: HOUR_AGO,
    },
  ],
  unread: 1,
};

const DETAILS = {
  id: "a9",
  status: "pendente",
  appliedAt: "2026-10-02T12:00:00.000Z",
  updatedAt: "2026-10-02T12:00:00.000Z",
  job: { id: "j9", title: "Motorista de Frota", city: "Campinas, SP", regime: "CLT", active: true },
  resume: null,
  candidate: {
    id: "m9",
    name: "Maria Souza",
    email: "maria@exemplo.com.br",
    phone: null,
    city: null,
    state: null,
    birthDate: null,
    militaryBranch: null,
    rank: null,
    serviceStatus: null,
    om: null,
    incorporationYear: null,
    yearsOfService: null,
    specialties: [],
    desiredArea: null,
    experienceLevel: null,
    goals: null,
    availability: null,
    biography: null,
    avatarUrl: null,
  },
};

function api() {
  return stubFetch((url, method) => {
    const path = new URL(url, "http://localhost").pathname;
    if (method === "POST") return { body: { updated: 1 } };
    if (path === "/api/notifications") return { body: NOTIFICATIONS };
    if (path.endsWith("/unread")) return { body: { total: 0 } };
    if (path === "/api/company/jobs") return { body: { jobs: [] } };
    if (path === "/api/company/applications") {
      return { body: { applications: [], nextCursor: null, counts: {}, total: 0 } };
    }
    if (path === "/api/company/applications/a9") return { body: DETAILS };
    if (path.endsWith("/a9/notes")) {
      return {
        body: {
          notes: [
            {
              id: "nt1",
              author: { id: "u2", name: "Bruno Lima" },
              body: "@Carla Mendes pode ver?",
              mentions: [{ id: "u1", name: "Carla Mendes" }],
              createdAt: HOUR_AGO,
              updatedAt: HOUR_AGO,
              editable: false,
            },
          ],
          members: [{ id: "u2", name: "Bruno Lima" }],
        },
      };
    }
    if (path.endsWith("/a9/rating")) return { body: { average: null, count: 0, mine: null, ratings: [] } };
    if (path.endsWith("/a9/timeline")) {
      return { body: { entries: [{ kind: "applied", at: HOUR_AGO, actor: "Maria Souza", detail: "se candidatou" }] } };
    }
    return { status: 404, body: {} };
  });
}

function open(role: string, url = "/empresa") {
  return renderPage(
    <Routes>
      <Route element={<CompanyLayout />}>
        <Route index element={<p>Início</p>} />
        <Route path="candidatos" element={<CandidatesPage />} />
      </Route>
    </Routes>,
    { path: "/empresa/*", url, me: me(role) },
  );
}

describe("the company's header", () => {
  it("has the bell for a recrutador, whose mention leads to the candidate's sheet with the team's notes", async () => {
    api();
    const { router } = open("recrutador");
    fireEvent.click(await screen.findByRole("button", { name: "1 notificação não lida" }));
    // The bell's popover and the sheet's team parts load on demand.
    const links = within(await screen.findByTestId("notifications-list", {}, { timeout: 3000 })).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      [
        "Nova: Bruno Lima mencionou você em uma nota sobre Maria Souza (Motorista de Frota).há cerca de 1 hora",
        "/empresa/candidatos?candidatura=a9",
      ],
      [
        "Nova candidatura de João da Silva para Motorista de Frota.há cerca de 1 hora",
        "/empresa/candidatos?candidatura=a8",
      ],
    ]);

    fireEvent.click(links[0] as HTMLElement);
    const sheet = await screen.findByRole("dialog", { name: "Maria Souza" });
    expect(router.state.location.pathname + router.state.location.search).toBe("/empresa/candidatos?candidatura=a9");
    expect(await within(sheet).findByRole("heading", { name: "Notas da equipe" }, { timeout: 3000 })).toBeTruthy();
    expect(await within(sheet).findByText("@Carla Mendes")).toBeTruthy();
    expect(within(sheet).getByRole("heading", { name: "Avaliação" })).toBeTruthy();
    expect(await within(sheet).findByText("se candidatou")).toBeTruthy();
  });

  it("has no bell for an atendente de caixa", async () => {
    api();
    open("caixa");
    expect(await screen.findByText("Início")).toBeTruthy();
    expect(screen.getByText("Logística Forte")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /notifica/i })).toBeNull();
  });
});
