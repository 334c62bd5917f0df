// The primitives that every signed-in area's first page draws (avatar, skeleton, the sidebar, the
// company's menu links) join their own classes and a caller's with this instead of `cn`:
// tailwind-merge, which `cn` runs, is most of 8 KB (brotli) that these pages would otherwise load
// before they show. A caller's className is appended; each of the primitive's own classes that a
// caller's class restates (the same property, under the same variants) is dropped, as
// tailwind-merge drops it, so that the caller's wins whatever order the stylesheet has.
// own-classes.test.ts checks, for every className the source passes to these primitives, that the
// result is tailwind-merge's.

/** What a utility sets, for the utilities these primitives draw and their callers restate. */
const GROUPS: [RegExp, string][] = [
  [/^size-/, "size"],
  [/^w-/, "w"],
  [/^h-/, "h"],
  [/^min-w-/, "min-w"],
  [/^max-w-/, "max-w"],
  [/^rounded(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|\[.+\]))?$/, "rounded"],
  [/^text-(?:xs|sm|base|lg|xl|[2-9]xl)(?:\/.+)?$/, "font-size"],
  [/^text-(?:left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(?:ellipsis|clip)$/, "text-overflow"],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-/, "text-color"],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, "font-weight"],
  [/^bg-(?:[a-z]+-\d+|[a-z-]+)(?:\/\d+)?$/, "bg-color"],
  [/^(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|hidden|table)$/, "display"],
  [/^(?:static|fixed|absolute|relative|sticky)$/, "position"],
  [/^flex-(?:row|row-reverse|col|col-reverse)$/, "flex-direction"],
  [/^gap-\S+$/, "gap"],
  [/^p-/, "p"],
  [/^px-/, "px"],
  [/^py-/, "py"],
  [/^justify-(?:start|end|center|between|around|evenly|stretch|normal)$/, "justify-content"],
  [/^items-/, "align-items"],
  [/^overflow-(?:auto|hidden|clip|visible|scroll)$/, "overflow"],
  [/^shrink(?:-0)?$/, "shrink"],
  [/^ring(?:-\d+)?$/, "ring-w"],
  [/^ring-/, "ring-color"],
];

/** What a restated group also overrides: `size-*` sets the width and the height, `p-*` the sides. */
const ALSO: Record<string, string[]> = { size: ["w", "h"], p: ["px", "py"] };

/** Splits `md:hover:bg-muted` into its variants and its utility, outside brackets. */
function parts(cls: string): { variants: string; utility: string; important: boolean } {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) start = i + 1;
  }
  let utility = cls.slice(start);
  const important = utility.startsWith("!") || utility.endsWith("!");
  if (important) utility = utility.replace(/^!|!$/g, "");
  return { variants: cls.slice(0, start), utility, important };
}

/** The keys of what a class sets, under its variants: a class no group knows is its own key. */
function keysOf(cls: string): string[] {
  const { variants, utility, important } = parts(cls);
  const prefix = `${variants}${important ? "!" : ""}`;
  const group = GROUPS.find(([test]) => test.test(utility))?.[1];
  if (!group) return [`${prefix}=${utility}`];
  return [group, ...(ALSO[group] ?? [])].map((g) => `${prefix}${g}`);
}

/**
 * A primitive's own classes, less those the caller's className restates, then the caller's.
 * Meant for the primitives' own classes, which never restate one another.
 */
export function ownClasses(own: string, className?: string | false | null): string {
  const caller = className ? className.split(/\s+/).filter(Boolean) : [];
  if (caller.length === 0) return own;
  const restated = new Set(caller.flatMap(keysOf));
  const kept = own.split(/\s+/).filter((c) => c && !restated.has(keysOf(c)[0] ?? c));
  return [...kept, ...caller].join(" ");
}
