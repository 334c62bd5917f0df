import { fireEvent } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage, screen, stubFetch, waitFor } from "@/test/render";
import { LearningPathsPage } from "./learning-paths-page";

const card = (slug: string, over: Record<string, unknown> = {}) => ({
  slug,
  title: `Trilha ${slug}`,
  summary: "Resumo da trilha para o card.",
  category: "logistica",
  difficulty: "intermediario",
  plan: "PREMIUM",
  hours: 8,
  modules: 5,
  minutes: 150,
  enrolled: 12,
  status: "not_started",
  percent: 0,
  locked: false,
  ...over,
});

const catalogue = {
  paths: [
    card("primeiros-passos", {
      title: "Primeiros passos na transição",
      category: "carreira",
      difficulty: "iniciante",
      plan: "FREE",
      status: "in_progress",
      percent: 40,
      enrolled: 1,
    }),
    card("logistica", { title: "Logística e armazenagem", locked: true }),
    card("seguranca", { title: "Segurança privada", category: "seguranca", status: "completed", percent: 100 }),
  ],
  recommended: ["logistica"],
};

const render = (url = "/app/trilhas") => {
  stubFetch(() => ({ body: catalogue }));
  return renderPage(<LearningPathsPage />, { path: "/app/trilhas", url });
};

describe("LearningPathsPage", () => {
  it("shows each path's card with its status, progress and action, locked PREMIUM paths to /app/pagamentos", async () => {
    render();
    expect(await screen.findByRole("heading", { name: "Recomendadas para você" })).toBeTruthy();
    expect(screen.getByText("Em progresso (40%)")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Progresso em Primeiros passos na transição" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continuar: Primeiros passos na transição" }).getAttribute("href")).toBe(
      "/app/trilhas/primeiros-passos",
    );
    expect(screen.getByRole("link", { name: "Revisar: Segurança privada" })).toBeTruthy();
    expect(screen.getByText("Concluído", { selector: "p" })).toBeTruthy();
    // Recommended and listed: two locked cards for the same path.
    const locked = screen.getAllByRole("link", { name: "Disponível no PREMIUM: Logística e armazenagem. Ver planos" });
    expect(locked.map((a) => a.getAttribute("href"))).toEqual(["/app/pagamentos", "/app/pagamentos"]);
    expect(screen.getAllByText("12 militares inscritos").length).toBeGreaterThan(0);
    expect(screen.getByText("1 militar inscrito")).toBeTruthy();
  });

  it("invites the first militar to a path nobody has started, instead of '0 militares inscritos'", async () => {
    stubFetch(() => ({
      body: { paths: [card("ti", { title: "Suporte de TI", category: "tecnologia", enrolled: 0 })], recommended: [] },
    }));
    renderPage(<LearningPathsPage />, { path: "/app/trilhas" });
    const path = await screen.findByRole("article", { name: "Suporte de TI" });
    expect(path.textContent).toContain("Seja o primeiro a começar");
    expect(path.textContent).not.toMatch(/\d+ militares inscritos/);
  });

  it("filters by text, accents ignored", async () => {
    render("/app/trilhas?q=logistica");
    expect(await screen.findByRole("heading", { name: "1 de 3 trilhas" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Logística e armazenagem" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Recomendadas para você" })).toBeNull();
  });

  it.each([
    ["categoria=seguranca", "Segurança privada"],
    ["nivel=iniciante", "Primeiros passos na transição"],
    ["status=in_progress", "Primeiros passos na transição"],
    ["status=not_started", "Logística e armazenagem"],
    ["status=completed", "Segurança privada"],
  ])("filters by %s alone", async (query, title) => {
    render(`/app/trilhas?${query}`);
    expect(await screen.findByRole("heading", { name: "1 de 3 trilhas" })).toBeTruthy();
    expect(screen.getAllByRole("article").map((a) => a.querySelector("h3")?.textContent)).toEqual([title]);
  });

  it("filters from its select boxes", async () => {
    render();
    await screen.findByRole("heading", { name: "Todas as trilhas" });
    fireEvent.change(screen.getByLabelText("Categoria"), { target: { value: "carreira" } });
    expect(await screen.findByRole("heading", { name: "1 de 3 trilhas" })).toBeTruthy();
    expect(screen.getAllByRole("article").map((a) => a.querySelector("h3")?.textContent)).toEqual([
      "Primeiros passos na transição",
    ]);
  });

  it("shows 'Nenhuma trilha encontrada' and clears the filters", async () => {
    render("/app/trilhas?nivel=avancado");
    expect((await screen.findAllByText("Nenhuma trilha encontrada")).length).toBeGreaterThan(0);
    // Said to a screen reader too, as the filter changes.
    expect(screen.getAllByRole("status").map((el) => el.textContent)).toContain("Nenhuma trilha encontrada");
    screen.getByRole("button", { name: "Limpar filtros" }).click();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Todas as trilhas" })).toBeTruthy());
    expect(screen.getAllByRole("article").length).toBe(4);
  });
});
