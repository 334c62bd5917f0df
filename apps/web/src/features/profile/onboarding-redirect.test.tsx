// Where a new militar goes once onboarding is saved: the page the guard stopped him at, else the
// job he chose on a public page before signing up (kept by his account, so it survives another
// tab or another day), else his dashboard.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { form, militarMe, screen, sentWrites, stubFetch } from "@/test/render";
import { OnboardingPage } from "./onboarding-page";

const WANTED = "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const OTHER = "9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a";

/** Everything the wizard requires, already answered: the test is about where he goes after it. */
const answered = {
  plan: "FREE",
  completedAt: null,
  city: "Resende",
  state: "RJ",
  militaryBranch: "exercito",
  specialties: [],
  wantedJobId: null,
};

function Landed() {
  const location = useLocation();
  return <p>landed {location.pathname + location.search}</p>;
}

/**
 * The onboarding page, reached the way the guard sends him there (`from`: where he was going;
 * none when he opened it directly), with the account's wanted job as the save answers it.
 */
function open(from: string | null, wantedJobId: string | null) {
  const me = militarMe(answered);
  const fetchMock = stubFetch((url, method) => {
    if (url.endsWith("/api/military/onboarding")) {
      return { body: { ...answered, completedAt: "2026-11-28T12:00:00.000Z", wantedJobId } };
    }
    if (url.endsWith("/api/skills/translate")) return { body: { occupations: [], rank: null } };
    if (url.endsWith("/api/military/occupations")) return { body: { choices: [] } };
    return method === "GET" ? { body: { me } } : { status: 404, body: {} };
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(["me"], me);
  const [pathname, search = ""] = (from ?? "").split("?");
  const router = createMemoryRouter(
    [
      { path: "/app/onboarding", element: <OnboardingPage /> },
      { path: "*", element: <Landed /> },
    ],
    {
      initialEntries: [
        {
          pathname: "/app/onboarding",
          state: from ? { from: { pathname, search: search ? `?${search}` : "" } } : null,
        },
      ],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

async function finishWizard() {
  for (const step of ["Experiência Militar", "Objetivos Profissionais", "Finalização"]) {
    form.click("Próximo");
    await screen.findByRole("heading", { level: 2, name: step });
  }
  form.click("Concluir");
}

const jobOnBoard = (id: string) => `landed /app/vagas?vaga=${id}&origem=pagina_publica`;

describe("after onboarding", () => {
  it("goes to the job his account kept when he opened onboarding in another tab", async () => {
    const fetchMock = open(null, WANTED);
    await finishWizard();
    expect(await screen.findByText(jobOnBoard(WANTED))).toBeTruthy();
    expect(sentWrites(fetchMock).map((r) => `${r.method} ${r.url}`)).toContain("PUT /api/military/onboarding");
  });

  it("goes to the job his account kept when he signed in another day and the guard stopped him at the dashboard", async () => {
    open("/app", WANTED);
    await finishWizard();
    expect(await screen.findByText(jobOnBoard(WANTED))).toBeTruthy();
  });

  it("keeps the job this tab was taking him to over the one his account kept", async () => {
    open(`/app/vagas?vaga=${OTHER}&origem=pagina_publica`, WANTED);
    await finishWizard();
    expect(await screen.findByText(jobOnBoard(OTHER))).toBeTruthy();
  });

  it("goes to the dashboard when he chose no job", async () => {
    open("/app", null);
    await finishWizard();
    expect(await screen.findByText("landed /app")).toBeTruthy();
  });

  it("ignores a page outside his area as where he was going", async () => {
    open("/empresa/vagas", WANTED);
    await finishWizard();
    expect(await screen.findByText(jobOnBoard(WANTED))).toBeTruthy();
  });
});
