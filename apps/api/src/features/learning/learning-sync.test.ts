// The content's sync: idempotent, and a new version of a path keeps everyone's progress on the
// modules whose text did not change; what leaves the content is retired, not deleted.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { pathIndex } from "../../../test/learning-content";
import { learningModules, learningPaths } from "../../db/schema/learning";
import { type ContentPath, parsePath } from "./content";
import { syncLearningContent } from "./learning.queries";

let t: TestApp;
let militar: TestUser;

const index = (version: number) =>
  pathIndex({
    slug: "trilha-teste",
    version,
    title: "Trilha de teste",
    summary: "Uma trilha pequena para conferir a sincronização do conteúdo.",
    intro: "Introdução.",
  });
const text = (word: string) => `## Seção\n\n${`${word} `.repeat(320)}`;
const module = (slug: string, body: string) => `---
slug: ${slug}
title: Módulo ${slug}
minutes: 10
quiz:
  - question: Primeira?
    options:
      - { text: Sim, feedback: Certo., correct: true }
      - { text: Não, feedback: Errado. }
      - { text: Talvez, feedback: Errado. }
  - question: Segunda?
    options:
      - { text: Sim, feedback: Certo., correct: true }
      - { text: Não, feedback: Errado. }
      - { text: Talvez, feedback: Errado. }
  - question: Terceira?
    options:
      - { text: Sim, feedback: Certo., correct: true }
      - { text: Não, feedback: Errado. }
      - { text: Talvez, feedback: Errado. }
---

${body}
`;

const v1 = (): ContentPath =>
  parsePath(
    "trilha-teste",
    { "index.md": index(1), "01-a.md": module("a", text("alfa")), "02-b.md": module("b", text("bravo")) },
    1,
  );

type Body = Record<string, unknown>;
const get = async (path: string) => (await militar.client.request("GET", path)).body as Body;
const complete = async (slug: string) => {
  const url = `/api/military/learning/trilha-teste/modules/${slug}`;
  const { hash } = await get(url);
  await militar.client.request("POST", `${url}/read`);
  await militar.client.request("POST", `${url}/quiz`, { hash, answers: [0, 0, 0] });
};
const card = async () => ((await get("/api/military/learning")).paths as Body[]).find((p) => p.slug === "trilha-teste");

beforeAll(async () => {
  t = await createTestApp();
  militar = await completedMilitar(t);
});
afterAll(() => t.close());

describe("the content's sync", () => {
  it("writes the paths once: a second run with the same content changes no row", async () => {
    await syncLearningContent(t.db, [v1()]);
    const before = await t.db.select().from(learningModules);
    const [pathBefore] = await t.db.select().from(learningPaths);
    await new Promise((r) => setTimeout(r, 5));
    await syncLearningContent(t.db, [v1()]);
    expect(await t.db.select().from(learningModules)).toEqual(before);
    expect((await t.db.select().from(learningPaths))[0]).toEqual(pathBefore);
    expect(pathBefore).toMatchObject({ slug: "trilha-teste", version: 1, modulesCount: 2, minutes: 20, enrolled: 0 });
  });

  it("keeps progress on unchanged modules across a new version; a changed module starts again", async () => {
    await syncLearningContent(t.db, [v1()]);
    await complete("a");
    await complete("b");
    expect(await card()).toMatchObject({ status: "completed", percent: 100 });

    // Version 2: 'a' unchanged, 'b' rewritten, 'c' new.
    const v2 = parsePath(
      "trilha-teste",
      {
        "index.md": index(2),
        "01-a.md": module("a", text("alfa")),
        "02-b.md": module("b", text("beta")),
        "03-c.md": module("c", text("charlie")),
      },
      1,
    );
    await syncLearningContent(t.db, [v2]);
    const path = await get("/api/military/learning/trilha-teste");
    expect((path.modules as Body[]).map((m) => [m.slug, m.read, m.passed])).toEqual([
      ["a", true, true],
      ["b", false, false],
      ["c", false, false],
    ]);
    // Completed stays completed (his certificate was issued); the modules say what is new.
    expect(path).toMatchObject({ status: "completed", percent: 100, resumeModuleSlug: "b" });
    const [row] = await t.db.select().from(learningPaths).where(eq(learningPaths.slug, "trilha-teste"));
    expect(row).toMatchObject({ version: 2, modulesCount: 3 });
  });

  it("retires a module and a path that left the content, keeping them for the records", async () => {
    const v3 = parsePath("trilha-teste", { "index.md": index(3), "01-a.md": module("a", text("alfa")) }, 1);
    await syncLearningContent(t.db, [v3]);
    const modules = await t.db.select().from(learningModules).where(eq(learningModules.pathSlug, "trilha-teste"));
    expect(modules.filter((m) => m.retiredAt === null).map((m) => m.slug)).toEqual(["a"]);
    expect((await get("/api/military/learning/trilha-teste")).modules).toHaveLength(1);
    expect((await militar.client.request("GET", "/api/military/learning/trilha-teste/modules/b")).status).toBe(404);

    const other = parsePath(
      "outra-trilha",
      { "index.md": index(1).replace("slug: trilha-teste", "slug: outra-trilha"), "01-a.md": module("a", text("x")) },
      1,
    );
    await syncLearningContent(t.db, [other]);
    const [retired] = await t.db.select().from(learningPaths).where(eq(learningPaths.slug, "trilha-teste"));
    expect(retired?.retiredAt).not.toBeNull();
    expect(((await get("/api/military/learning")).paths as Body[]).map((p) => p.slug)).toEqual(["outra-trilha"]);
    expect((await militar.client.request("GET", "/api/military/learning/trilha-teste")).status).toBe(404);

    // Back in the content, it comes back with his progress.
    await syncLearningContent(t.db, [v3, other]);
    const back = await get("/api/military/learning/trilha-teste");
    expect((back.modules as Body[]).map((m) => [m.slug, m.read, m.passed])).toEqual([["a", true, true]]);
  });

  it("completes a path, with its certificate, when a new version retires the only module he lacked", async () => {
    const fresh = await completedMilitar(t, { fullName: "Cabo Novato" });
    const two = parsePath(
      "trilha-curta",
      {
        "index.md": index(1).replace("slug: trilha-teste", "slug: trilha-curta"),
        "01-a.md": module("a", text("alfa")),
        "02-b.md": module("b", text("bravo")),
      },
      1,
    );
    await syncLearningContent(t.db, [two]);
    const url = "/api/military/learning/trilha-curta/modules/a";
    const { hash } = (await fresh.client.request("GET", url)).body as Body;
    await fresh.client.request("POST", `${url}/read`);
    await fresh.client.request("POST", `${url}/quiz`, { hash, answers: [0, 0, 0] });
    const one = parsePath(
      "trilha-curta",
      {
        "index.md": index(2).replace("slug: trilha-teste", "slug: trilha-curta"),
        "01-a.md": module("a", text("alfa")),
      },
      1,
    );
    await syncLearningContent(t.db, [one]);
    const path = (await fresh.client.request("GET", "/api/military/learning/trilha-curta")).body as Body;
    expect(path).toMatchObject({ status: "completed", percent: 100, certificateCode: expect.any(String) });
  });
});
