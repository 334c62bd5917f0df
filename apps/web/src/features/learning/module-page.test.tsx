import { fireEvent } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage, screen, sentWrites, stubFetch, waitFor } from "@/test/render";
import { LearningModulePage } from "./module-page";

const module = (over: Record<string, unknown> = {}) => ({
  pathSlug: "primeiros-passos",
  pathTitle: "Primeiros passos na transição",
  slug: "curriculo",
  position: 2,
  title: "Seu currículo civil",
  minutes: 30,
  body: "## Tabela\n\nTexto do módulo.\n\n> [!DICA]\n> Guarde o certificado.",
  hash: "0123456789abcdef",
  read: true,
  passed: false,
  bestScore: null,
  lastScore: null,
  attempts: 0,
  questions: [
    { question: "Primeira pergunta?", options: ["A1", "B1", "C1"] },
    { question: "Segunda pergunta?", options: ["A2", "B2", "C2"] },
  ],
  ...over,
});
const path = {
  title: "Primeiros passos na transição",
  modules: [
    { slug: "saida", position: 1 },
    { slug: "curriculo", position: 2 },
    { slug: "entrevista", position: 3 },
  ],
};

function render(reply: (url: string, method: string) => { status?: number; body?: unknown }) {
  const fetchMock = stubFetch(reply);
  renderPage(<LearningModulePage />, {
    path: "/app/trilhas/:slug/:module",
    url: "/app/trilhas/primeiros-passos/curriculo",
  });
  return fetchMock;
}

describe("LearningModulePage", () => {
  it("renders the text with its callout, asks every answer, sends the sheet and shows each feedback", async () => {
    const graded = {
      score: 50,
      passed: false,
      passPercent: 70,
      results: [
        { correct: true, feedback: "Correto. O material explica por quê." },
        { correct: false, feedback: "Reveja a tabela." },
      ],
      bestScore: 50,
      read: true,
      certificateCode: null,
      completedNow: false,
    };
    const fetchMock = render((url, method) =>
      method === "POST" ? { body: graded } : url.includes("/modules/") ? { body: module() } : { body: path },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Seu currículo civil" })).toBeTruthy();
    expect(screen.getByRole("note", { name: "Dica" }).textContent).toContain("Guarde o certificado.");
    expect(screen.getByText("Módulo 2 de 3 · 30 min de leitura")).toBeTruthy();
    expect(screen.getByText(/pelo menos 70% das perguntas \(2 de 2\)/)).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "B1" }));
    fireEvent.click(screen.getByRole("button", { name: "Enviar respostas" }));
    expect(await screen.findByText("Responda a todas as perguntas.")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole("radio", { name: "C2" }));
    fireEvent.click(screen.getByRole("button", { name: "Enviar respostas" }));
    expect(await screen.findByText("Você acertou 50%. Revise o conteúdo e tente de novo.")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/military/learning/primeiros-passos/modules/curriculo/quiz",
        body: { hash: "0123456789abcdef", answers: [1, 2] },
      },
    ]);
    // Each verdict reads once: the right answer's feedback already says 'Correto.'.
    const feedback = (text: string) => screen.getByText(text).closest("p")?.textContent;
    expect(feedback("Correto. O material explica por quê.")).toBe("Correto. O material explica por quê.");
    expect(feedback("Reveja a tabela.")).toBe("Incorreto. Reveja a tabela.");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect((screen.getByRole("radio", { name: "B1" }) as HTMLInputElement).checked).toBe(false));
    expect(screen.getByRole("link", { name: /Próximo módulo/ }).getAttribute("href")).toBe(
      "/app/trilhas/primeiros-passos/entrevista",
    );
  });

  it("asks to mark the module read before its quiz", async () => {
    const fetchMock = render((url, method) =>
      method === "POST"
        ? { body: { read: true, passed: false, certificateCode: null, completedNow: false } }
        : url.includes("/modules/")
          ? { body: module({ read: false }) }
          : { body: path },
    );
    expect(await screen.findByText(/Clique em 'Marcar como lida' para responder ao teste/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Enviar respostas" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Marcar como lida" }));
    await waitFor(() =>
      expect(sentWrites(fetchMock).map((w) => w.url)).toEqual([
        "/api/military/learning/primeiros-passos/modules/curriculo/read",
      ]),
    );
  });

  it("offers PREMIUM when the plan does not open the module", async () => {
    render((url) =>
      url.includes("/modules/")
        ? { status: 403, body: { error: { code: "PLAN_REQUIRED", message: "Esta trilha faz parte do PREMIUM." } } }
        : { body: path },
    );
    expect(await screen.findByRole("heading", { name: "Disponível no PREMIUM" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver planos" }).getAttribute("href")).toBe("/app/pagamentos");
  });
});
