import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ownClasses } from "./own-classes";
import { cn } from "./utils";

// The primitives that join classes with ownClasses must render what `cn` (tailwind-merge) would:
// each primitive's own classes, alone and with every className the source passes to any of them.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const files = (fs.readdirSync(src, { recursive: true, encoding: "utf8" }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => fs.readFileSync(path.join(src, f), "utf8"));

/** The first argument of each ownClasses call, a primitive's own classes: a literal or a constant's. */
const own = files.flatMap((text) => [
  ...[...text.matchAll(/ownClasses\(\s*(?:\/\/[^\n]*\n\s*)*"([^"]+)"/g)].map((m) => m[1] ?? ""),
  ...[...text.matchAll(/ownClasses\(\s*([A-Za-z]\w*)\s*,/g)].map(
    (m) => new RegExp(`const ${m[1]} =\\s*"([^"]+)"`).exec(text)?.[1] ?? `${m[1]} not found`,
  ),
]);

/** Every className literal the source passes to those primitives. */
const PRIMITIVE = /<(?:Avatar|AvatarImage|AvatarFallback|Skeleton|Sidebar[A-Za-z]*)\b([^>]|=>)*?className="([^"]*)"/g;
const callers = [
  ...new Set(
    files.flatMap((text) => [
      ...[...text.matchAll(PRIMITIVE)].map((m) => m[2] ?? ""),
      // The company's menu links, and the rows of the lists' skeletons.
      ...[...text.matchAll(/\b(?:linkClassName|row)(?:=|: )"([^"]*)"/g)].map((m) => m[1] ?? ""),
    ]),
  ),
];

describe("a primitive's own classes and a caller's", () => {
  it("finds the primitives and their callers", () => {
    expect(own.length).toBeGreaterThan(15);
    expect(own.filter((classes) => classes.endsWith("not found"))).toEqual([]);
    expect(callers.length).toBeGreaterThan(40);
    expect(callers).toContain("h-4 w-32 bg-sidebar-accent");
    expect(callers).toContain("flex w-full");
  });

  it("join as tailwind-merge joins them", () => {
    const different: string[] = [];
    for (const classes of own) {
      for (const className of [undefined, ...callers]) {
        const expected = cn(classes, className);
        if (ownClasses(classes, className) !== expected) different.push(`${classes} + ${className} → ${expected}`);
      }
    }
    expect(different).toEqual([]);
  });

  it("let a caller restate a size, a corner, a colour or the display", () => {
    expect(ownClasses("animate-pulse rounded-md bg-muted", "h-4 rounded-xl bg-sidebar-accent")).toBe(
      "animate-pulse h-4 rounded-xl bg-sidebar-accent",
    );
    expect(ownClasses("flex size-8 text-xs text-primary-foreground", "size-9 text-base")).toBe(
      "flex text-primary-foreground size-9 text-base",
    );
    expect(ownClasses("inline-flex px-3 w-auto", "flex w-full")).toBe("px-3 flex w-full");
  });
});
