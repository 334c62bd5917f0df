import { addDays, brazilToday } from "@pm/shared/jobs";
import { fireEvent, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { apiError, renderPage, screen, sentWrites, stubFetch, waitFor } from "@/test/render";
import { JobDetailsPage } from "./job-details-page";
import { JobsPage } from "./jobs-page";

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const job = (id: string, title: string, fields: Record<string, unknown> = {}) => ({
  id,
  title,
  city: "Resende, RJ",
  regime: "CLT",
  modality: null,
  salary: null,
  salaryMin: null,
  salaryMax: null,
  openings: 1,
  pcd: null,
  area: "operacoes",
  description: "Manutenção da frota.",
  requirements: [],
  benefits: [],
  active: true,
  expired: false,
  closesOn: null,
  expiresAt: inDays(40),
  createdAt: "2026-11-01T12:00:00.000Z",
  updatedAt: "2026-11-01T12:00:00.000Z",
  applicationsCount: 0,
  viewsCount: 0,
  ...fields,
});

const JOBS = [
  job("j-expired", "Soldador", { expired: true, expiresAt: inDays(-2) }),
  job("j-soon", "Mecânico", { expiresAt: inDays(3) }),
  job("j-open", "Eletricista", { openings: 3, pcd: "exclusiva" }),
  job("j-closing", "Pintor", { closesOn: addDays(brazilToday(), 2), expiresAt: inDays(2) }),
  job("j-paused", "Almoxarife", { active: false, expiresAt: inDays(-10) }),
];

const list = { jobs: JOBS, activeCount: 3, total: 5, jobLimit: 10 };

const card = async (title: string) => {
  const heading = await screen.findByRole("heading", { name: title });
  const article = heading.closest("article");
  if (!article) throw new Error(`no card for ${title}`);
  return within(article);
};

const RENEW = /^Confirmar que a vaga continua aberta/;

describe("the company's jobs list", () => {
  it("says which job expired or expires soon, and offers the renewal only there", async () => {
    stubFetch({ body: list });
    renderPage(<JobsPage />, { path: "/empresa/vagas" });

    const expired = await card("Soldador");
    expect(expired.getByText("Expirada")).toBeTruthy();
    expect(expired.getByTestId("job-expiry").textContent).toMatch(/^Expirou em \d{2}\/\d{2}\/\d{4}$/);
    expect(expired.getByRole("button", { name: "Confirmar que a vaga continua aberta: Soldador" })).toBeTruthy();

    const soon = await card("Mecânico");
    expect(soon.getByText("Ativa")).toBeTruthy();
    expect(soon.getByTestId("job-expiry").textContent).toBe("Expira em 3 dias");
    expect(soon.getByRole("button", { name: RENEW })).toBeTruthy();

    const open = await card("Eletricista");
    expect(open.getByTestId("job-expiry").textContent).toMatch(/^Aberta até \d{2}\/\d{2}\/\d{4}$/);
    // The openings and the PcD stance the candidates see, on the company's own card too.
    expect(open.getByText("3 vagas")).toBeTruthy();
    expect(open.getByTestId("job-pcd").textContent).toBe("Exclusiva para PcD");
    expect(soon.queryByText(/^\d+ vagas?$/)).toBeNull();
    expect(soon.queryByTestId("job-pcd")).toBeNull();
    expect(open.queryByRole("button", { name: RENEW })).toBeNull();

    // A closing date the company set is changed on the form, not renewed.
    const closing = await card("Pintor");
    expect(closing.getByTestId("job-expiry").textContent).toMatch(/^Inscrições até \d{2}\/\d{2}\/\d{4}$/);
    expect(closing.queryByRole("button", { name: RENEW })).toBeNull();

    const paused = await card("Almoxarife");
    expect(paused.getByText("Pausada")).toBeTruthy();
    expect(paused.queryByTestId("job-expiry")).toBeNull();
    expect(paused.queryByRole("button", { name: RENEW })).toBeNull();
  });

  it("renews with the job's POST and says until when it stays open", async () => {
    const success = vi.spyOn(toast, "success");
    const renewedUntil = inDays(60);
    const fetchMock = stubFetch((_url, method) =>
      method === "POST" ? { body: job("j-expired", "Soldador", { expiresAt: renewedUntil }) } : { body: list },
    );
    renderPage(<JobsPage />, { path: "/empresa/vagas" });
    const expired = await card("Soldador");
    fireEvent.click(expired.getByRole("button", { name: RENEW }));
    await waitFor(() => expect(sentWrites(fetchMock)).toHaveLength(1));
    expect(sentWrites(fetchMock)[0]).toMatchObject({ method: "POST" });
    expect(sentWrites(fetchMock)[0]?.url).toContain("/api/company/jobs/j-expired/renew");
    await waitFor(() => expect(success).toHaveBeenCalledOnce());
    expect(success.mock.calls[0]?.[0]).toMatch(/^Vaga renovada! Ela fica aberta até \d{2}\/\d{2}\/\d{4}\.$/);
  });

  it("shows the plan's refusal when the renewal would pass the cap", async () => {
    const error = vi.spyOn(toast, "error");
    const message =
      "Limite de vagas ativas atingido. Seu plano permite até 10 vagas ativas: pause outra vaga ou faça upgrade do plano para ativar esta.";
    stubFetch((_url, method) => (method === "POST" ? apiError(409, "CONFLICT", message) : { body: list }));
    renderPage(<JobsPage />, { path: "/empresa/vagas" });
    fireEvent.click((await card("Soldador")).getByRole("button", { name: RENEW }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
  });
});

describe("the company's job page", () => {
  it("explains an expired job and offers the renewal, without the share buttons", async () => {
    stubFetch({ body: JOBS[0] });
    renderPage(<JobDetailsPage />, { path: "/empresa/vagas/:id", url: "/empresa/vagas/j-expired" });
    const notice = within(await screen.findByTestId("job-expiry-notice"));
    expect(notice.getByText("Esta vaga expirou e saiu do ar")).toBeTruthy();
    expect(notice.getByText(/Se ela continua aberta, confirme para publicá-la de novo até/)).toBeTruthy();
    expect(notice.getByRole("button", { name: RENEW })).toBeTruthy();
    expect(screen.getByText("Expirada")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Compartilhar|Copiar link/ })).toBeNull();
  });

  it("has nothing to ask of a job open for weeks", async () => {
    stubFetch({ body: JOBS[2] });
    renderPage(<JobDetailsPage />, { path: "/empresa/vagas/:id", url: "/empresa/vagas/j-open" });
    expect(await screen.findByText(/^Aberta até/)).toBeTruthy();
    expect(screen.queryByTestId("job-expiry-notice")).toBeNull();
    expect(screen.queryByRole("button", { name: RENEW })).toBeNull();
    expect(screen.getByRole("button", { name: /Copiar link/ })).toBeTruthy();
  });
});
