import { type PublicConfig, TOKEN_CONFIG } from "@pm/shared/public-config";

/** The config the server wrote into the document (index.html's #pm-config), if any. */
function fromDocument(): PublicConfig | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById("pm-config")?.textContent;
  try {
    return text ? (JSON.parse(text) as PublicConfig) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Contacts and legal identity of this deployment. In the browser they come from the document the
 * server sent; while prerendering they are tokens the server fills in, so both render the same.
 */
export const publicConfig: PublicConfig = fromDocument() ?? TOKEN_CONFIG;

export function mailto(address: string, subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set("subject", subject);
  if (body) params.set("body", body);
  const query = params.toString().replace(/\+/g, "%20");
  return `mailto:${address}${query ? `?${query}` : ""}`;
}
