// API keys: "pm_live_" and 32 random bytes in base64url. A key has 256 bits of entropy, so a plain
// SHA-256 is enough to store it (no slow hash needed to resist guessing).
import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX } from "@pm/shared/integrations";

export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** What the screen shows of a key: its prefix and four more characters. */
export const displayPrefixOf = (key: string) => key.slice(0, API_KEY_PREFIX.length + 4);
