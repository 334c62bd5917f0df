import { type PublicConfig, TOKEN_CONFIG } from "@pm/shared/public-config";

declare global {
  interface Window {
    __PM_CONFIG__?: PublicConfig;
  }
}

/**
 * Contacts and legal identity of this deployment. In the browser they come from the document the
 * server sent; while prerendering they are tokens the server fills in, so both render the same.
 */
export const publicConfig: PublicConfig =
  (typeof window !== "undefined" ? window.__PM_CONFIG__ : undefined) ?? TOKEN_CONFIG;

export function mailto(address: string, subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set("subject", subject);
  if (body) params.set("body", body);
  const query = params.toString().replace(/\+/g, "%20");
  return `mailto:${address}${query ? `?${query}` : ""}`;
}
