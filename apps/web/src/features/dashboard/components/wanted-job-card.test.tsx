import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { apiError, fireEvent, renderPage, screen, sentWrites, stubFetch, waitFor } from "@/test/render";
import { WantedJobCard } from "./wanted-job-card";

const JOB = {
  id: "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b",
  title: "Supervisor de Almoxarifado",
  city: "Resende, RJ",
  company: { name: "Depósito Central" },
};

function open(reply: (url: string, method: string) => { status?: number; body?: unknown }) {
  const fetchMock = stubFetch(reply);
  renderPage(<WantedJobCard />, { path: "/app" });
  return fetchMock;
}

afterEach(() => vi.restoreAllMocks());

describe("WantedJobCard", () => {
  it("offers the job he chose before signing up, with the way to apply on the board", async () => {
    open(() => ({ body: { job: JOB } }));
    const card = await screen.findByRole("region", { name: "A vaga que você escolheu continua aberta" });
    expect(card.textContent).toContain("Supervisor de Almoxarifado");
    expect(card.textContent).toContain("Depósito Central · Resende, RJ");
    const apply = screen.getByRole("link", { name: "Ver vaga e candidatar-se" });
    expect(apply.getAttribute("href")).toBe(`/app/vagas?vaga=${JOB.id}&origem=pagina_publica`);
    fireEvent.click(apply);
    expect(await screen.findByText(`landed /app/vagas?vaga=${JOB.id}&origem=pagina_publica`)).toBeTruthy();
  });

  it("shows nothing when there is no job to offer", async () => {
    const fetchMock = open(() => ({ body: { job: null } }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("link", { name: "Ver vaga e candidatar-se" })).toBeNull();
  });

  it("'Agora não' forgets the job on the server and hides the card", async () => {
    let kept = true;
    const fetchMock = open((_url, method) => {
      if (method !== "DELETE") return { body: { job: kept ? JOB : null } };
      kept = false;
      return { status: 204 };
    });
    fireEvent.click(await screen.findByRole("button", { name: "Agora não" }));
    await waitFor(() => expect(screen.queryByRole("region")).toBeNull());
    // Read again after the change, the server no longer offers it either.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([{ method: "DELETE", url: "/api/military/wanted-job", body: undefined }]);
  });

  it("keeps the card and says so when the server refuses the dismissal", async () => {
    const error = vi.spyOn(toast, "error");
    open((_url, method) =>
      method === "DELETE" ? apiError(500, "INTERNAL", "Erro interno. Tente novamente.") : { body: { job: JOB } },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Agora não" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Erro interno. Tente novamente."));
    expect(screen.getByRole("region", { name: "A vaga que você escolheu continua aberta" })).toBeTruthy();
  });
});
