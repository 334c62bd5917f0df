import {
  alertMessages,
  createAlertSchema,
  followCompanySchema,
  MAX_ALERTS_PER_MILITAR,
  updateAlertSchema,
} from "@pm/shared/alerts";
import { Hono } from "hono";
import { requireCompletedProfile } from "../../auth/guards";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param } from "../../http/validate";
import {
  countUserAlerts,
  deleteUserAlert,
  findCompanyFollow,
  findFollowableCompany,
  findUserAlert,
  insertAlert,
  listUserAlerts,
  updateUserAlert,
} from "./alerts.queries";

const notFound = () => new ApiError("NOT_FOUND", alertMessages.notFound);
const alertId = param(idParam, notFound);
const tooMany = () => new ApiError("CONFLICT", alertMessages.tooMany);

/**
 * The militar's alerts (`/app/alertas`), mounted inside /api/military: every query is scoped by
 * the caller's id, so another's alert answers 404 like a missing one.
 */
export const alertsMilitaryRoutes = new Hono<AppEnv>()
  .use(requireCompletedProfile)
  .get("/", async (c) => c.json({ alerts: await listUserAlerts(c.var.deps.database.db, c.var.user.id) }))
  .post("/", json(createAlertSchema), async (c) => {
    const { db } = c.var.deps.database;
    if ((await countUserAlerts(db, c.var.user.id)) >= MAX_ALERTS_PER_MILITAR) throw tooMany();
    const id = await insertAlert(db, { userId: c.var.user.id }, c.req.valid("json"));
    return c.json(await findUserAlert(db, c.var.user.id, id), 201);
  })
  // 'Seguir empresa': an 'Imediato' alert on the company's jobs; following twice keeps the one alert.
  .post("/follow", json(followCompanySchema), async (c) => {
    const { db } = c.var.deps.database;
    const company = await findFollowableCompany(db, c.req.valid("json").slug);
    if (!company) throw new ApiError("NOT_FOUND", alertMessages.companyInvalid);
    const existing = await findCompanyFollow(db, c.var.user.id, company.id);
    if (existing) return c.json(existing, 200);
    if ((await countUserAlerts(db, c.var.user.id)) >= MAX_ALERTS_PER_MILITAR) throw tooMany();
    const id = await insertAlert(
      db,
      { userId: c.var.user.id },
      { name: `Vagas de ${company.name}`.slice(0, 80), frequency: "imediato", search: {}, companyId: company.id },
    );
    return c.json(await findUserAlert(db, c.var.user.id, id), 201);
  })
  .patch("/:id", alertId, json(updateAlertSchema), async (c) => {
    const { db } = c.var.deps.database;
    const { id } = c.req.valid("param");
    if (!(await updateUserAlert(db, c.var.user.id, id, c.req.valid("json")))) throw notFound();
    return c.json(await findUserAlert(db, c.var.user.id, id));
  })
  .delete("/:id", alertId, async (c) => {
    if (!(await deleteUserAlert(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id))) throw notFound();
    return c.body(null, 204);
  });
