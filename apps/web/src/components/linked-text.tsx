import { LinkifyIt } from "linkify-it";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

// Only addresses written with http:// or https:// become links: a bare "site.com.br" or an e-mail
// stays text, and other schemes (ftp:, mailto:, protocol-relative //) are never followed.
const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false })
  .add("ftp:", null)
  .add("mailto:", null)
  .add("//", null);

/** The address as a link may point to it: http(s) only, normalised by the URL parser; else null. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A link to another site, written by a user: it opens in a new tab with no access to this one and
 * passes no ranking to the address.
 */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className={cn("text-primary underline underline-offset-4 wrap-anywhere hover:no-underline", className)}
    >
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

/**
 * Text typed by a user, with its web addresses as links. Everything is rendered as React text
 * nodes, so markup in the text shows as typed and never becomes HTML.
 */
export function LinkedText({ text }: { text: string }) {
  const matches = linkify.test(text) ? (linkify.match(text) ?? []) : [];
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of matches) {
    const href = safeHref(match.url);
    if (!href) continue;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      <ExternalLink key={match.index} href={href}>
        {match.raw}
      </ExternalLink>,
    );
    at = match.lastIndex;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/** Paragraphs are separated by blank lines; single line breaks stay inside a paragraph. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Long free text (a job's description, a company's or a militar's presentation): paragraphs and
 * line breaks as typed, links made safe, and long words or addresses wrapped at any point rather
 * than widening the page.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn("grid gap-3 wrap-anywhere", className)}>
      {paragraphsOf(text).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one static text.
        <p key={i} className="whitespace-pre-line">
          <LinkedText text={p} />
        </p>
      ))}
    </div>
  );
}

/** Text collapsed to a single paragraph, for a preview clamped to a few lines. */
export function singleParagraph(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
