import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PAGES } from "@pm/shared/pages";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// A page's address is written once, in the page table (packages/shared/src/pages.ts): links,
// redirects and route paths build it with href() or read PAGES. API endpoints, assets, external
// addresses and in-page anchors are not pages and stay as they are.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The first segment of every page but the home page: "/app", "/empresa", "/vagas"… */
const PAGE_PREFIXES = [
  ...new Set(
    Object.values(PAGES)
      .map((p) => p.split("/")[1])
      .filter(Boolean),
  ),
];
const PAGE_PATH = new RegExp(`^/(${PAGE_PREFIXES.join("|")})([/?#]|$)`);
/** A cheap look before parsing: a quote, backtick or template's "}" right before a page's first segment. */
const MAYBE_PAGE_LITERAL = new RegExp(`["'\`}]/(${PAGE_PREFIXES.join("|")})([/?#"'\`$]|$)`, "m");

/** The string and template literals of a source file that start with a page's path. */
function literalPagePaths(fileName: string, text: string): { line: number; text: string }[] {
  if (!MAYBE_PAGE_LITERAL.test(text)) return [];
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      PAGE_PATH.test(node.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ line: line + 1, text: node.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The web's source files, tests and their helpers left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(SRC, "test") ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("page paths in the web's source", () => {
  it("knows the pages' first segments", () => {
    expect(PAGE_PREFIXES).toEqual(
      expect.arrayContaining(["app", "empresa", "operacao", "vagas", "auth", "precos", "parceiros", "ajuda"]),
    );
  });

  it("finds a page path written as a literal, and nothing else", () => {
    const sample = [
      "// A comment may name /app/vagas.",
      'const a = <Link to="/app/vagas">Vagas</Link>;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample file's source text.
      "const b = `/empresa/vagas/${id}/editar`;",
      "navigate('/auth?type=empresa');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample file's source text.
      "const c = `${origin}/empresa/beneficios/validar?codigo=${code}`;",
      'const d = "/operacao";',
      'const ok = ["/api/jobs", "/assets/logo.svg", "#secao", "/appx", "/", "https://x.com/app"];',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample file's source text.
      'const e = `${href("militarySettings")}#secao-talentos`;',
    ].join("\n");
    expect(literalPagePaths("sample.tsx", sample)).toEqual([
      { line: 2, text: '"/app/vagas"' },
      { line: 3, text: "`/empresa/vagas/${" },
      { line: 4, text: "'/auth?type=empresa'" },
      { line: 5, text: "}/empresa/beneficios/validar?codigo=${" },
      { line: 6, text: '"/operacao"' },
    ]);
  });

  it("has none: every page path comes from the page table", { timeout: 60_000 }, () => {
    const files = sourceFiles(SRC);
    expect(files).toContain(path.join(SRC, "app", "routes.tsx"));
    const found = files.flatMap((file) =>
      literalPagePaths(file, readFileSync(file, "utf8")).map(
        ({ line, text }) => `${path.relative(SRC, file)}:${line} ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
