// The paths the web app draws a page for. The server serves the app shell with 200 for these
// and with 404 for any other path (the app then shows its not-found page), so a wrong link is
// honest about it to browsers, crawlers and monitors. They are the page table's patterns
// (pages.ts); a test keeps the table and the web's route tree in step.

import { PAGES, type PagePath } from "./pages";

/** `:name` stands for one path segment. */
export const APP_PATHS: readonly PagePath[] = Object.values(PAGES);

const segmentsOf = (path: string) => path.split("/").filter(Boolean);
const PATTERNS = APP_PATHS.map(segmentsOf);

/** Whether the web app has a page at `pathname` (a trailing slash is the same page). */
export function isAppPath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(":") ? Boolean(segments[i]) : part === segments[i])),
  );
}
