import { companySlugParam, type PublicCompanyLookup, publicCompanyMessages } from "@pm/shared/companies.public";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { lagTolerantDb } from "../../http/read-db";
import { param } from "../../http/validate";
import { findPublicCompany } from "./companies.public.queries";

/**
 * The company a public address names: what the API answers and what /empresas/{slug} renders,
 * read where a second of lag is allowed (http/read-db.ts).
 */
export function publicCompany(c: Context<AppEnv>, slug: string): Promise<PublicCompanyLookup> {
  const parsed = companySlugParam.safeParse({ slug });
  if (!parsed.success) return Promise.resolve({ status: "missing" });
  return findPublicCompany(lagTolerantDb(c), parsed.data.slug, new Date());
}

const notFound = () => new ApiError("NOT_FOUND", publicCompanyMessages.notFound);

/**
 * /api/public/companies/:slug: a visible company's page, for visitors too; 404 for an address
 * that names none, or a company whose plan is not paid or that is suspended.
 */
export const companiesPublicRoutes = new Hono<AppEnv>().get("/:slug", param(companySlugParam, notFound), async (c) => {
  const lookup = await findPublicCompany(lagTolerantDb(c), c.req.valid("param").slug, new Date());
  if (lookup.status === "missing") throw notFound();
  return c.json(lookup.company);
});
