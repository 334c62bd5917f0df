// The system Chromium used by the e2e suite and the Lighthouse bench: never a downloaded browser.
import fs from "node:fs";

/** Flags that keep headless Chromium quiet on a machine with no outside network. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** CHROMIUM_PATH, else the Debian/Ubuntu binary, else the given fallbacks (e.g. Playwright's cache). */
export function findChromium(fallbacks = []) {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", ...fallbacks];
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found. Install one with `apt-get install -y chromium` or point CHROMIUM_PATH at a Chromium binary.",
    );
  }
  return found;
}
