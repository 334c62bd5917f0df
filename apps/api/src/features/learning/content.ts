// The learning paths' content (content/*/, written as Markdown with YAML front matter; the README
// there is the format), read and checked against one schema: by the build, which refuses broken
// content, and at boot, before the sync writes it into the database.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LEARNING_CATEGORIES, LEARNING_DIFFICULTIES, LEARNING_PATH_PLANS } from "@pm/shared/learning";
import { DESIRED_AREAS } from "@pm/shared/profile.military-options";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Words of a module's text, at least. */
export const MIN_MODULE_WORDS = 300;
export const MIN_QUIZ_QUESTIONS = 3;

const text = (max: number) => z.string().trim().min(1).max(max);

const optionSchema = z.strictObject({
  text: text(300),
  feedback: text(500),
  correct: z.literal(true).optional(),
});

const questionSchema = z
  .strictObject({ question: text(300), options: z.array(optionSchema).min(3).max(4) })
  .refine((q) => q.options.filter((o) => o.correct).length === 1, {
    message: "a question needs exactly one option with correct: true",
  });

const moduleFrontSchema = z.strictObject({
  slug: z.string().regex(SLUG),
  title: text(80),
  minutes: z.number().int().min(5).max(90),
  quiz: z.array(questionSchema).min(MIN_QUIZ_QUESTIONS),
});

const pathFrontSchema = z.strictObject({
  slug: z.string().regex(SLUG),
  version: z.number().int().min(1),
  title: text(80),
  summary: z.string().trim().min(40).max(220),
  category: z.enum(LEARNING_CATEGORIES),
  difficulty: z.enum(LEARNING_DIFFICULTIES),
  plan: z.enum(LEARNING_PATH_PLANS),
  hours: z.number().int().min(1).max(40),
  families: z.array(z.string().regex(/^\d{4}$/)).min(1),
  desiredAreas: z.array(z.enum(DESIRED_AREAS)).min(1),
});

export type QuizQuestion = z.output<typeof questionSchema>;

export interface ContentModule extends z.output<typeof moduleFrontSchema> {
  position: number;
  body: string;
  /** The hash of the module's file: progress on a module holds while its hash does. */
  hash: string;
}

export interface ContentPath extends z.output<typeof pathFrontSchema> {
  position: number;
  intro: string;
  modules: ContentModule[];
}

/** A file that breaks the format, with where and why. */
export class ContentError extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = "ContentError";
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** The front matter, checked by `schema`, and the Markdown after it. */
function readFile<T extends z.ZodType>(file: string, raw: string, schema: T): { front: z.output<T>; body: string } {
  const match = raw.match(FRONT_MATTER);
  if (!match) throw new ContentError(file, "no front matter between --- lines");
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new ContentError(file, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentError(file, `${issue?.path.join(".") || "front matter"}: ${issue?.message}`);
  }
  return { front: parsed.data, body: (match[2] ?? "").trim() };
}

export const wordCount = (markdown: string) => markdown.match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu)?.length ?? 0;

/**
 * Markdown the renderer would drop: raw HTML, images and links (inline, by reference or a bare
 * address). The content never holds them: it names a site in its words ("gov.br/mei").
 */
const FORBIDDEN_MARKDOWN: [RegExp, string][] = [
  [/<\/?[a-z][^>]*>/i, "raw HTML"],
  [/!\[[^\]]*\]/, "an image"],
  [/\[[^\]]+\]\([^)]*\)/, "a link"],
  [/^\s{0,3}\[[^\]]+\]:\s*\S/m, "a link definition"],
  [/\bhttps?:\/\/|\bwww\./i, "a web address"],
];

function checkMarkdown(file: string, body: string) {
  for (const [pattern, what] of FORBIDDEN_MARKDOWN) {
    if (pattern.test(body)) throw new ContentError(file, `the text holds ${what}`);
  }
}

/** One path from its folder's files (name → text): `index.md` and the modules in name order. */
export function parsePath(folder: string, files: Record<string, string>, position: number): ContentPath {
  const index = files["index.md"];
  if (index === undefined) throw new ContentError(`${folder}/index.md`, "missing");
  const { front, body: intro } = readFile(`${folder}/index.md`, index, pathFrontSchema);
  if (front.slug !== folder)
    throw new ContentError(`${folder}/index.md`, `slug "${front.slug}" is not the folder's name`);
  checkMarkdown(`${folder}/index.md`, intro);
  const names = Object.keys(files)
    .filter((name) => name !== "index.md" && name.endsWith(".md"))
    .sort();
  const modules = names.map((name, i) => {
    const file = `${folder}/${name}`;
    const raw = files[name] ?? "";
    const { front: m, body } = readFile(file, raw, moduleFrontSchema);
    if (!name.match(/^\d{2}-/)) throw new ContentError(file, "a module's file name starts with its two-digit number");
    checkMarkdown(file, body);
    const words = wordCount(body);
    if (words < MIN_MODULE_WORDS)
      throw new ContentError(file, `${words} words; a module has at least ${MIN_MODULE_WORDS}`);
    const hash = createHash("sha256").update(raw.replace(/\r\n/g, "\n")).digest("hex").slice(0, 16);
    return { ...m, position: i + 1, body, hash };
  });
  if (modules.length < 1) throw new ContentError(folder, "a path has modules");
  const seen = new Set<string>();
  for (const m of modules) {
    if (seen.has(m.slug)) throw new ContentError(folder, `module slug "${m.slug}" is used twice`);
    seen.add(m.slug);
  }
  return { ...front, position, intro, modules };
}

/** Every path of a content folder: each subfolder is one, in name order. */
export function readContent(root: string): ContentPath[] {
  const folders = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const paths = folders.map((folder, i) => {
    const dir = path.join(root, folder);
    const files = Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".md"))
        .map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")]),
    );
    return parsePath(folder, files, i + 1);
  });
  if (paths.length === 0) throw new ContentError(root, "no learning path");
  return paths;
}

/** The shipped content: next to this file, or next to the built main.js (the build copies it there). */
export const contentFolder = () => path.join(path.dirname(fileURLToPath(import.meta.url)), "content");

let loaded: ContentPath[] | null = null;

/** The shipped paths, read and checked once per process. */
export function learningContent(): ContentPath[] {
  loaded ??= readContent(contentFolder());
  return loaded;
}
