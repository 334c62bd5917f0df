// The community's Markdown: paragraphs, line breaks, bullet and numbered lists, and links. Hand
// written rather than react-markdown (already a dependency, for the trilhas): that one would also
// render headings, emphasis, code and images, turn single newlines into spaces, and drop a refused
// link's text; members write plain text with a list or a link, and anything else must read as typed.
// Everything becomes React text nodes, so markup in a post (<script>) shows literally.
import { LinkifyIt } from "linkify-it";
import { Fragment, type ReactNode, useMemo } from "react";
import { cx } from "@/lib/utils";

export type Inline = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

export type Block =
  | { kind: "paragraph"; lines: string[] }
  | { kind: "list"; ordered: boolean; start: number; items: string[][] };

const BULLET = /^ {0,3}[-*][ \t]+(\S.*)$/;
// Up to nine digits, as CommonMark: a longer number is a figure in a sentence, not a list.
const NUMBERED = /^ {0,3}(\d{1,9})\.[ \t]+(\S.*)$/;

/** Schemes a link may point to; `javascript:`, `data:` and relative addresses stay text. */
const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

// Bounds on how far a link's brackets are looked for, so a text full of '[' stays linear enough.
const MAX_LABEL = 500;
const MAX_URL = 2000;

// Bare addresses become links only when written with http:// or https://: a "site.com.br" or an
// e-mail stays text, as in the rest of the app (components/linked-text.tsx).
const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false })
  .add("ftp:", null)
  .add("mailto:", null)
  .add("//", null);

/** The address a link may point to, normalised by the URL parser; null for any other scheme. */
export function safeLinkHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A list item's line: its kind, its number (1 for bullets) and its text; null for any other line. */
function listItemOf(line: string): { ordered: boolean; start: number; text: string } | null {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, start: 1, text: (bullet[1] ?? "").trim() };
  const numbered = NUMBERED.exec(line);
  if (numbered) return { ordered: true, start: Number(numbered[1]), text: (numbered[2] ?? "").trim() };
  return null;
}

/**
 * The blocks of a post: paragraphs split by blank lines (a single newline is a line break), and
 * runs of `- `/`* ` or `1. ` lines as lists. A list survives blank lines between its items (people
 * space them out); an indented line right after an item continues that item.
 */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  // The block the next line may continue.
  let current: Block | null = null;
  let afterBlank = false;
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line === "") {
      afterBlank = true;
      if (current?.kind === "paragraph") current = null;
      continue;
    }
    const item = listItemOf(raw.trimEnd());
    if (item) {
      if (current?.kind === "list" && current.ordered === item.ordered) current.items.push([item.text]);
      else {
        current = { kind: "list", ordered: item.ordered, start: item.start, items: [[item.text]] };
        blocks.push(current);
      }
    } else if (current?.kind === "list" && !afterBlank && /^\s/.test(raw)) {
      current.items.at(-1)?.push(line);
    } else if (current?.kind === "paragraph") {
      current.lines.push(line);
    } else {
      current = { kind: "paragraph", lines: [line] };
      blocks.push(current);
    }
    afterBlank = false;
  }
  return blocks;
}

/** `[label](url)` starting at `start`: brackets may nest in the label, parentheses in the address. */
function readLink(text: string, start: number): { label: string; url: string; end: number } | null {
  let depth = 0;
  let close = -1;
  for (let i = start; i < text.length && i - start <= MAX_LABEL; i++) {
    const c = text[i];
    if (c === "[") depth++;
    else if (c === "]" && --depth === 0) {
      close = i;
      break;
    }
  }
  if (close < 0 || text[close + 1] !== "(") return null;
  let parens = 1;
  let end = -1;
  for (let i = close + 2; i < text.length && i - close <= MAX_URL; i++) {
    const c = text[i] ?? "";
    // An address has no spaces: "[a](b c)" is text, which keeps a sentence in parentheses intact.
    if (/\s/.test(c)) return null;
    if (c === "(") parens++;
    else if (c === ")" && --parens === 0) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const label = text.slice(start + 1, close);
  const url = text.slice(close + 2, end);
  return label.trim() && url ? { label, url, end: end + 1 } : null;
}

/** Text with its bare http(s) addresses as links. */
function withBareLinks(text: string): Inline[] {
  if (!text) return [];
  const parts: Inline[] = [];
  let at = 0;
  for (const match of linkify.test(text) ? (linkify.match(text) ?? []) : []) {
    // The matcher knows http(s) only; the parser still has the last word on the address.
    const href = safeLinkHref(match.url);
    if (!href) continue;
    if (match.index > at) parts.push({ kind: "text", text: text.slice(at, match.index) });
    parts.push({ kind: "link", text: match.raw, href });
    at = match.lastIndex;
  }
  if (at < text.length) parts.push({ kind: "text", text: text.slice(at) });
  return parts;
}

/**
 * One line's text and links: `[label](url)` to an http(s) or mailto address, and bare http(s)
 * addresses. A link to anything else (javascript:, a relative path) stays as typed, brackets and
 * all, and its address is not made a link either.
 */
export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let plainFrom = 0;
  let i = text.indexOf("[");
  while (i >= 0) {
    const link = readLink(text, i);
    if (!link) {
      i = text.indexOf("[", i + 1);
      continue;
    }
    parts.push(...withBareLinks(text.slice(plainFrom, i)));
    const href = safeLinkHref(link.url);
    parts.push(href ? { kind: "link", text: link.label, href } : { kind: "text", text: text.slice(i, link.end) });
    plainFrom = link.end;
    i = text.indexOf("[", link.end);
  }
  parts.push(...withBareLinks(text.slice(plainFrom)));
  return parts;
}

/** A member's link: a new tab with no access to this one, no ranking passed, marked as user content. */
function PostLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="nofollow noopener noreferrer ugc"
      className="text-primary underline underline-offset-4 wrap-anywhere hover:no-underline"
    >
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

function Line({ text }: { text: string }) {
  return parseInline(text).map((part, i) =>
    part.kind === "link" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one static line.
      <PostLink key={i} href={part.href}>
        {part.text}
      </PostLink>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one static line.
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}

/** Lines of one paragraph or list item, a line break between each. */
function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one static text.
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      <Line text={line} />
    </Fragment>
  ));
}

/** A question's or an answer's text, as its author wrote it, with lists and safe links. */
export function CommunityMarkdown({ text, className }: { text: string; className?: string }) {
  const blocks = useMemo(() => parseBlocks(text), [text]);
  return (
    <div className={cx("grid min-w-0 gap-3 leading-7 wrap-anywhere", className)}>
      {blocks.map((block, i) => {
        if (block.kind === "paragraph") {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one static text.
            <p key={i}>
              <Lines lines={block.lines} />
            </p>
          );
        }
        const items = block.items.map((lines, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items of one static list.
          <li key={j}>
            <Lines lines={lines} />
          </li>
        ));
        return block.ordered ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one static text.
          <ol key={i} start={block.start === 1 ? undefined : block.start} className="grid list-decimal gap-1 pl-6">
            {items}
          </ol>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one static text.
          <ul key={i} className="grid list-disc gap-1 pl-6">
            {items}
          </ul>
        );
      })}
    </div>
  );
}
