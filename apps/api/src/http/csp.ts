import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export const CSP_HEADER = "content-security-policy";

/**
 * The policy of every HTML page. Scripts run only from our own files, plus the inline scripts of
 * the built pages, each allowed by its hash (never 'unsafe-inline').
 *
 * Styles allow 'unsafe-inline' because no narrower source works: Radix dialogs (through
 * react-remove-scroll) and sonner insert `<style>` elements at run time, with content computed
 * then (scrollbar widths), so no hash is known in advance; nonces would need each page built per
 * request instead of compressed once. A hash or nonce in the list would also switch
 * 'unsafe-inline' off, so there is none. What injected CSS could leak has nowhere to go:
 * images, fonts and connections are limited to this origin.
 *
 * form-action is 'self' alone: the only forms that post natively are the sandbox's checkout
 * buttons, which post here and are redirected to our own return URLs; Stripe Checkout is reached
 * by setting the location, which form-action does not govern.
 */
export function contentSecurityPolicy(options: { scriptHashes?: readonly string[] } = {}): string {
  const directives: Array<[string, readonly string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...new Set(options.scriptHashes ?? [])]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // blob: for the local preview of an avatar or logo before its upload finishes.
    ["img-src", ["'self'", "blob:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
/** Types the browser runs, and so checks against script-src; other types are inert data blocks. */
const EXECUTABLE_TYPE =
  /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma|j|live)script(?:1\.[0-5])?)$/;

/** The CSP source ('sha256-…') of each inline script of an HTML document that a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = attributes.match(TYPE_ATTRIBUTE);
    const essence = (type ? (type[1] ?? type[2] ?? type[3] ?? "") : "").trim().toLowerCase();
    if (!EXECUTABLE_TYPE.test(essence)) continue;
    // The HTML parser turns CR LF into LF before the browser hashes the text.
    const text = body.replace(/\r\n?/g, "\n");
    hashes.push(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return hashes;
}

const DEFAULT_POLICY = contentSecurityPolicy();

/**
 * Gives every HTML answer the policy, unless its route set one itself (the built pages add the
 * hashes of their inline scripts; private files keep their stricter one). Pages rendered per
 * request get no script hashes: an inline script there would be an injection.
 */
export const htmlContentSecurityPolicy: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get("content-type")?.toLowerCase() ?? "";
  if (!type.startsWith("text/html") || c.res.headers.has(CSP_HEADER)) return;
  c.res.headers.set(CSP_HEADER, DEFAULT_POLICY);
};
