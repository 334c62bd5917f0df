// The learning paths' content: the schema refuses a broken path or module with a message naming
// the file, and the shipped content meets the catalogue's promises.
import { LEARNING_CATEGORIES } from "@pm/shared/learning";
import { describe, expect, it } from "vitest";
import { pathIndex } from "../../../test/learning-content";
import { ContentError, learningContent, MIN_MODULE_WORDS, parsePath, wordCount } from "./content";

const INDEX = pathIndex({
  slug: "exemplo",
  version: 1,
  title: "Trilha de exemplo",
  summary: "Uma trilha curta para conferir o formato do conteúdo das trilhas.",
  intro: "Introdução da trilha.",
});

const BODY = `## Seção\n\n${"Texto de exemplo para o módulo da trilha. ".repeat(60)}`;

const quiz = (correctFlags: boolean[][]) =>
  correctFlags
    .map(
      (flags, i) =>
        `  - question: Pergunta ${i + 1}?\n    options:\n${flags
          .map(
            (c, j) =>
              `      - text: Opção ${j + 1}\n        feedback: Porque sim.${c ? "\n        correct: true" : ""}`,
          )
          .join("\n")}`,
    )
    .join("\n");

const GOOD_QUIZ = [
  [true, false, false],
  [false, true, false],
  [false, false, true],
];

const module = (slug: string, quizText = quiz(GOOD_QUIZ), body = BODY) =>
  `---\nslug: ${slug}\ntitle: Módulo ${slug}\nminutes: 10\nquiz:\n${quizText}\n---\n\n${body}\n`;

const parse = (files: Record<string, string>) => () => parsePath("exemplo", { "index.md": INDEX, ...files }, 1);

describe("the content schema", () => {
  it("reads a path and its modules in file-name order, each with its hash", () => {
    const path = parsePath("exemplo", { "index.md": INDEX, "02-b.md": module("b"), "01-a.md": module("a") }, 1);
    expect(path).toMatchObject({ slug: "exemplo", version: 1, plan: "FREE", intro: "Introdução da trilha." });
    expect(path.modules.map((m) => [m.slug, m.position])).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
    expect(path.modules[0]?.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(path.modules[0]?.hash).not.toBe(path.modules[1]?.hash);
    expect(path.modules[0]?.quiz[1]?.options[1]).toEqual({ text: "Opção 2", feedback: "Porque sim.", correct: true });
  });

  it("refuses a question without its right answer, or with two", () => {
    const none = quiz([[false, false, false], ...GOOD_QUIZ.slice(1)]);
    expect(parse({ "01-a.md": module("a", none) })).toThrow(/quiz\.0: a question needs exactly one option/);
    const two = quiz([[true, true, false], ...GOOD_QUIZ.slice(1)]);
    expect(parse({ "01-a.md": module("a", two) })).toThrow(ContentError);
  });

  it("refuses a duplicated module slug, a short text, a short quiz and markup the renderer drops", () => {
    expect(parse({ "01-a.md": module("a"), "02-a.md": module("a") })).toThrow(/module slug "a" is used twice/);
    expect(parse({ "01-a.md": module("a", undefined, "Curto demais.") })).toThrow(
      new RegExp(`01-a.md: 2 words; a module has at least ${MIN_MODULE_WORDS}`),
    );
    expect(parse({ "01-a.md": module("a", quiz(GOOD_QUIZ.slice(0, 2))) })).toThrow(/quiz/);
    expect(parse({ "01-a.md": module("a", undefined, `${BODY}\n\n<script>alert(1)</script>`) })).toThrow(/raw HTML/);
    expect(parse({ "01-a.md": module("a", undefined, `${BODY}\n\n[site](https://golpe.example)`) })).toThrow(/a link/);
    expect(parse({ "01-a.md": module("a", undefined, `${BODY}\n\n[site]: https://golpe.example`) })).toThrow(
      /a link definition/,
    );
    expect(parse({ "01-a.md": module("a", undefined, `${BODY}\n\nVeja www.golpe.example`) })).toThrow(/a web address/);
    expect(parse({ "01-a.md": module("a", undefined, `${BODY}\n\n![foto][ref]`) })).toThrow(/an image/);
    expect(parse({ "a.md": module("a") })).toThrow(/two-digit number/);
  });

  it("refuses a path whose front matter is broken or off the lists", () => {
    expect(() => parsePath("exemplo", { "01-a.md": module("a") }, 1)).toThrow(/index.md: missing/);
    expect(() => parsePath("outra", { "index.md": INDEX, "01-a.md": module("a") }, 1)).toThrow(/not the folder's name/);
    const swaps: [string, string][] = [
      ["plan: FREE", "plan: GOLD"],
      ["category: carreira", "category: culinaria"],
      ['families: ["4110"]', 'families: ["41"]'],
      ["hours: 2", "hours: 0"],
      ["version: 1", "version: um"],
      ["title: Trilha de exemplo", "title: [aberto"],
    ];
    for (const [from, to] of swaps) {
      const index = INDEX.replace(from, to);
      expect(() => parsePath("exemplo", { "index.md": index, "01-a.md": module("a") }, 1), to).toThrow(ContentError);
    }
  });

  it("counts words, not spaces or punctuation", () => {
    expect(wordCount("## Título\n\n- um, dois; três — quatro.\n> [!DICA]\n> d'água e guarda-chuva")).toBe(9);
  });
});

describe("the shipped content", () => {
  const paths = learningContent();

  it("has at least 8 paths of 4 or more modules, each module long enough with 3 or more questions", () => {
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const p of paths) {
      expect(p.modules.length, p.slug).toBeGreaterThanOrEqual(4);
      for (const m of p.modules) {
        expect(wordCount(m.body), `${p.slug}/${m.slug}`).toBeGreaterThanOrEqual(MIN_MODULE_WORDS);
        expect(m.quiz.length, `${p.slug}/${m.slug}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("confirms each right answer in its own feedback and leaves the verdict of a wrong one to the page", () => {
    // The page writes 'Incorreto.' before a wrong answer's feedback and nothing before a right
    // one's, so each verdict reads once.
    for (const p of paths) {
      for (const m of p.modules) {
        for (const q of m.quiz) {
          for (const o of q.options) {
            const where = `${p.slug}/${m.slug}: ${o.feedback}`;
            if (o.correct) expect(o.feedback, where).toMatch(/^(Correto|Isso|Exato)\. /);
            else expect(o.feedback, where).not.toMatch(/^(Correto|Incorreto|Errado|Certo|Isso|Exato|Não)[.!,]/);
          }
        }
      }
    }
  });

  it("offers one basic path on FREE and covers the promised subjects", () => {
    expect(paths.filter((p) => p.plan === "FREE").map((p) => p.slug)).toEqual(["primeiros-passos-na-transicao"]);
    expect(new Set(paths.map((p) => p.category))).toEqual(new Set(LEARNING_CATEGORIES));
    const titles = paths.map((p) => p.title).join(" | ");
    for (const subject of ["Logística", "vigilante", "Liderança", "escritório", "MEI", "Segurança do trabalho", "TI"]) {
      expect(titles, subject).toContain(subject);
    }
  });
});
