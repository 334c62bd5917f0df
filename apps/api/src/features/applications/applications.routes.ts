import { APPLICATION_STATUSES } from "@pm/shared/jobs";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { parseJson, parseQuery } from "../../http/validate";
import { findCompanyApplication, listCompanyApplications, setApplicationStatus } from "./applications.queries";

const listQuerySchema = z.strictObject({ q: z.string().trim().max(120).optional() });
const statusSchema = z.strictObject({
  status: z.enum(APPLICATION_STATUSES, { error: "Status de candidatura inválido" }),
});

const notFound = () => new ApiError("NOT_FOUND", "Candidatura não encontrada");
/** A malformed id names no application: the same 404 as a missing one, never a database error. */
const applicationId = (id: string) => {
  if (!z.guid().safeParse(id).success) throw notFound();
  return id;
};

/** /api/company/applications: the applications to the caller's company's jobs. */
export const applicationsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { q } = parseQuery(c, listQuerySchema);
    const applications = await listCompanyApplications(c.var.deps.database.db, c.var.company.id, q || undefined);
    return c.json({ applications, total: applications.length });
  })
  .get("/:id", async (c) => {
    const id = applicationId(c.req.param("id"));
    const application = await findCompanyApplication(c.var.deps.database.db, c.var.company.id, id);
    if (!application) throw notFound();
    return c.json(application);
  })
  .patch("/:id", async (c) => {
    const id = applicationId(c.req.param("id"));
    const { status } = await parseJson(c, statusSchema);
    const updated = await setApplicationStatus(c.var.deps.database.db, c.var.company.id, id, status);
    if (!updated) throw notFound();
    return c.json(updated);
  });
