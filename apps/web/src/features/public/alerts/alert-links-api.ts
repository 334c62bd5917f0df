import { api, unwrap } from "@/lib/api-client";

// The links of a job alert's e-mails, for whoever subscribed without an account: each page posts
// its link's token (a GET of the page changes nothing, whatever opens it: a mail scanner, a
// preview). The public pages have no query cache: these are plain calls.

export const confirmAlert = (token: string) => unwrap(api.alerts.confirm.$post({ json: { token } }));

/**
 * The same route takes the token in its address for mail clients' one-click unsubscribe (RFC 8058);
 * the page posts it as JSON, where no log of addresses along the way keeps it.
 */
export const unsubscribeAlert = (token: string) =>
  unwrap(
    api.alerts.unsubscribe.$post(
      { query: {} },
      { headers: { "Content-Type": "application/json" }, init: { body: JSON.stringify({ token }) } },
    ),
  );

export const resumeAlert = (token: string) => unwrap(api.alerts.resume.$post({ json: { token } }));

export const manageAlerts = (token: string) => unwrap(api.alerts.manage.$get({ query: { token } }));
export type ManagedAlerts = Awaited<ReturnType<typeof manageAlerts>>;
export type ManagedAlert = ManagedAlerts["alerts"][number];

export const eraseAlerts = (token: string) => unwrap(api.alerts.manage.delete.$post({ json: { token } }));
