import { APPLICATION_STATUSES } from "@pm/shared/applications";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param, query } from "../../http/validate";
import { findCompanyApplication, listCompanyApplications, setApplicationStatus } from "./applications.queries";

const listQuerySchema = z.strictObject({ q: z.string().trim().max(120).optional() });
const statusSchema = z.strictObject({
  status: z.enum(APPLICATION_STATUSES, { error: "Status de candidatura inválido" }),
});

const notFound = () => new ApiError("NOT_FOUND", "Candidatura não encontrada");
/** A malformed id names no application: the same 404 as a missing one, never a database error. */
const applicationId = param(idParam, notFound);

/** /api/company/applications: the applications to the caller's company's jobs. */
export const applicationsCompanyRoutes = new Hono<AppEnv>()
  .get("/", query(listQuerySchema), async (c) => {
    const { q } = c.req.valid("query");
    const applications = await listCompanyApplications(c.var.deps.database.db, c.var.company.id, q || undefined);
    return c.json({ applications, total: applications.length });
  })
  .get("/:id", applicationId, async (c) => {
    const { id } = c.req.valid("param");
    const application = await findCompanyApplication(c.var.deps.database.db, c.var.company.id, id);
    if (!application) throw notFound();
    return c.json(application);
  })
  .patch("/:id", applicationId, json(statusSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { status } = c.req.valid("json");
    const updated = await setApplicationStatus(c.var.deps.database.db, c.var.company.id, c.var.user.id, id, status);
    if (!updated) throw notFound();
    return c.json(updated);
  });
