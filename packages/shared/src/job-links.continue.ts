// Where a visitor who chose to apply from a public page continues after signing up or in. Apart
// from the jobs' public addresses (job-links.ts, which re-exports it) on purpose: /auth and the
// militar's dashboard read only this.

/**
 * Where a visitor continues after signing up or in, from a public page: the job he chose to apply
 * to ('Candidatar-se'), on the board and saying where it was found, or the alerts page following
 * the company he chose to follow ('Seguir empresa', by its page's slug). Nothing else is accepted
 * as a destination, so a crafted link cannot send anyone elsewhere.
 */
export const CONTINUE_PATH =
  /^(?:\/app\/vagas\?vaga=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}&origem=(?:pagina_publica|link_direto|alerta)|\/app\/alertas\?seguir=(?=[a-z0-9-]{1,90}$)[a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The alerts page following the company whose page is /empresas/{slug}. */
export const followContinuePath = (slug: string) => `/app/alertas?seguir=${slug}`;

/** Where a visitor came to the public page from, as his application will say: the page, or an alert's e-mail. */
export type PublicPageOrigin = "pagina_publica" | "alerta";

export const applyContinuePath = (jobId: string, origin: PublicPageOrigin = "pagina_publica") =>
  `/app/vagas?vaga=${jobId}&origem=${origin}`;

/** The job a destination accepted by CONTINUE_PATH names; null for anything else. */
export function jobIdOfContinuePath(path: string | undefined): string | null {
  if (!path || !CONTINUE_PATH.test(path)) return null;
  return new URLSearchParams(path.slice(path.indexOf("?"))).get("vaga");
}
