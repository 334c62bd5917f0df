import { APPLICATION_STATUSES } from "@pm/shared/applications";
import {
  bulkStatusSchema,
  candidatesMessages,
  candidatesQuerySchema,
  rejectUnmetSchema,
} from "@pm/shared/applications.company";
import { decodeCursor, decodeTextCursor } from "@pm/shared/cursor";
import { jobMessages } from "@pm/shared/jobs";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param, query } from "../../http/validate";
import { candidateFit } from "../transition/transition.public";
import {
  findCompanyApplication,
  listCompanyApplications,
  rejectUnmetApplications,
  setApplicationStatus,
  setApplicationsStatus,
} from "./applications.queries";

const statusSchema = z.strictObject({
  status: z.enum(APPLICATION_STATUSES, { error: "Status de candidatura inválido" }),
});

const notFound = () => new ApiError("NOT_FOUND", "Candidatura não encontrada");
/** A malformed id names no application: the same 404 as a missing one, never a database error. */
const applicationId = param(idParam, notFound);

/** /api/company/applications: the applications to the caller's company's jobs. */
export const applicationsCompanyRoutes = new Hono<AppEnv>()
  .get("/", query(candidatesQuerySchema), async (c) => {
    const { q, job, status, sort, cursor: text, mine, requirements } = c.req.valid("query");
    // Each order has its own cursor: the other's is refused like a tampered one.
    const decoded = text ? (sort === "recentes" ? decodeCursor(text) : decodeTextCursor(text)) : null;
    // The rating order's key is a number: a name's key handed to it is refused too.
    const cursor =
      decoded && sort === "avaliacao" && "key" in decoded && !/^\d{1,2}(\.\d{1,2})?$/.test(decoded.key)
        ? null
        : decoded;
    if (text && !cursor) throw new ApiError("VALIDATION_FAILED", candidatesMessages.cursorInvalid);
    const page = await listCompanyApplications(c.var.deps.database.db, c.var.company.id, {
      q,
      jobId: job,
      status,
      sort,
      cursor,
      ...(mine ? { responsibleId: c.var.user.id } : {}),
      ...(requirements ? { requirements } : {}),
    });
    return c.json(page);
  })
  .post("/status", json(bulkStatusSchema), async (c) => {
    const { ids, status } = c.req.valid("json");
    const done = await setApplicationsStatus(c.var.deps.database.db, c.var.company.id, c.var.user.id, ids, status);
    if (!done) throw new ApiError("NOT_FOUND", candidatesMessages.bulkNotFound);
    return c.json(done);
  })
  .post("/reject-unmet", json(rejectUnmetSchema), async (c) => {
    const { job } = c.req.valid("json");
    const done = await rejectUnmetApplications(c.var.deps.database.db, c.var.company.id, c.var.user.id, job);
    if (!done) throw new ApiError("NOT_FOUND", jobMessages.notFound);
    return c.json({
      ...done,
      message:
        done.updated === 0 ? candidatesMessages.rejectUnmetNone : candidatesMessages.rejectUnmetDone(done.updated),
    });
  })
  .get("/:id", applicationId, async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.deps.database.db;
    const application = await findCompanyApplication(db, c.var.company.id, id);
    if (!application) throw notFound();
    // 'Aderência à vaga': his chosen occupation and the job's requirements he meets, with the reasons.
    const fit = await candidateFit(db, c.var.company.id, application.candidate.id, application.job.id);
    return c.json({ ...application, fit });
  })
  .patch("/:id", applicationId, json(statusSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { status } = c.req.valid("json");
    const updated = await setApplicationStatus(c.var.deps.database.db, c.var.company.id, c.var.user.id, id, status);
    if (!updated) throw notFound();
    return c.json(updated);
  });
