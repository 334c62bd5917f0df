import type { ResumeDocument, SharedResumeLookup } from "@pm/shared/resumes";
import { beforeAll, describe, expect, it } from "vitest";
import { render } from "@/entry-server";
import { htmlText, publicDataAnswering } from "@/test/public-data";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

const DOCUMENT: ResumeDocument = {
  fullName: "Carlos Pereira",
  city: "Rio de Janeiro",
  state: "RJ",
  phone: "21987654321",
  email: "carlos@exemplo.com.br",
  link: "",
  objective: { area: "seguranca", occupationCode: "517330", occupationTitle: "Supervisor de segurança patrimonial" },
  summary: "Oficial temporário da Marinha por oito anos, à frente da segurança de uma base naval.",
  experiences: [
    {
      kind: "militar",
      title: "Supervisor de segurança patrimonial",
      organization: "Marinha do Brasil",
      city: "Rio de Janeiro/RJ",
      start: { month: "03", year: "2016" },
      current: false,
      end: { month: "", year: "2024" },
      bullets: [
        "Coordenação de rondas e do controle de acesso de uma base com circulação diária de centenas de pessoas",
      ],
    },
  ],
  education: [
    {
      level: "bacharelado",
      institution: "Universidade Federal Fluminense",
      course: "Administração",
      year: "2015",
      inProgress: false,
    },
  ],
  courses: [],
  languages: [{ language: "Inglês", level: "avancado" }],
  cnh: ["B"],
  reservist: "sim",
  availability: "imediata",
  certificates: [{ title: "Gestão de riscos", hours: 8, issuedOn: "2026-10-02", code: "PM-ABCDEFGH" }],
};

/** The server's data source, answering the page's lookup with `answer` (or failing with it). */
const source = (answer: (token: string) => SharedResumeLookup | Error) => publicDataAnswering("sharedResume", answer);

beforeAll(async () => {
  await import("./shared-resume-page");
});

describe("/curriculo/:token on the server", () => {
  it("a live link: 200, the CV with its contact and certificate, and a PDF, never indexed", async () => {
    const page = await render(
      `/curriculo/${TOKEN}`,
      source((token) => ({ status: "found", token, document: DOCUMENT, expiresAt: "2026-12-29T12:00:00.000Z" })),
    );
    expect(page.status).toBe(200);
    expect(page.head).toEqual({
      title: "Currículo de Carlos Pereira | Próxima Missão",
      description: "Currículo de Carlos Pereira: Supervisor de segurança patrimonial.",
      path: `/curriculo/${TOKEN}`,
      noindex: true,
    });
    const text = htmlText(page.html);
    expect(text).toContain("Link válido até 29 de dezembro de 2026.");
    expect(text).toContain("Rio de Janeiro/RJ · (21) 98765-4321 · carlos@exemplo.com.br");
    expect(text).toContain("Supervisor de segurança patrimonial — área de Segurança");
    expect(text).toContain("Marinha do Brasil, Rio de Janeiro/RJ | 03/2016 – 2024");
    expect(text).toContain("Bacharelado em Administração");
    expect(text).toContain("Gestão de riscos — Próxima Missão, 8 h, 10/2026");
    expect(text).toContain("CNH: categoria B");
    expect(page.html).toContain(`href="/api/resumes/shared/${TOKEN}/pdf"`);
    expect(page.html).toContain('href="/certificados/PM-ABCDEFGH"');
  });

  it("a revoked or expired link: 404, 'Currículo indisponível', nothing of the CV, never indexed", async () => {
    const page = await render(
      `/curriculo/${TOKEN}`,
      source((token) => ({ status: "missing", token })),
    );
    expect(page.status).toBe(404);
    expect(page.head).toMatchObject({ title: "Currículo indisponível | Próxima Missão", noindex: true });
    const text = htmlText(page.html);
    expect(text).toContain("Este link de currículo expirou ou foi desativado por quem o compartilhou.");
    expect(text).not.toContain("Carlos");
  });

  it("a lookup that fails: 503, a page that says to try again", async () => {
    const page = await render(
      `/curriculo/${TOKEN}`,
      source(() => new Error("database down")),
    );
    expect(page.status).toBe(503);
    expect(htmlText(page.html)).toContain("Não foi possível abrir o currículo agora");
  });
});
