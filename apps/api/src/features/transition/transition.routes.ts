// 'Plano de transição' (decision 039): /api/military/transition for the militar (occupation pages,
// his plan, the dashboard's next step), /api/transition for the reminder's one-click unsubscribe.
import { transitionMessages as m, reminderTokenSchema, transitionPlanSchema } from "@pm/shared/transition";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { json, param, query } from "../../http/validate";
import { setResumeObjective } from "../resumes/resumes.public";
import { cboOccupationByCode, chooseOccupation, searchCboOccupations } from "../skills/skills.public";
import { choosePlanOccupation, savePlan, stopReminders } from "./transition.queries";
import { occupationView, planNextStep, planView } from "./transition.service";
import { userOfReminderToken } from "./transition.tokens";

const occupationNotFound = () => new ApiError("NOT_FOUND", m.occupationNotFound);
const codeParam = z.object({ code: z.string().regex(/^\d{6}$/) });
const searchQuery = z.strictObject({ q: z.string().trim().max(80, "A busca deve ter no máximo 80 caracteres") });

/** A CBO occupation a company may hire for, or 404 'Ocupação não encontrada'. */
function occupationOf(code: string) {
  const occupation = cboOccupationByCode(code);
  if (!occupation) throw occupationNotFound();
  return occupation;
}

export const transitionMilitaryRoutes = new Hono<AppEnv>()
  // Any CBO occupation he searches for by name (or code), beside the translator's suggestions.
  .get("/occupations", query(searchQuery), (c) =>
    c.json({ occupations: searchCboOccupations(c.req.valid("query").q, 20) }),
  )
  .get("/occupations/:code", param(codeParam, occupationNotFound), async (c) => {
    const view = await occupationView(c.var.deps.database.db, c.var.user.id, c.req.valid("param").code);
    if (!view) throw occupationNotFound();
    return c.json(view);
  })
  // 'Escolher como objetivo': the plan's occupation, the CV's objective and a confirmed occupation,
  // which the board's recommendations and the talent bank read.
  .post("/occupations/:code/goal", param(codeParam, occupationNotFound), async (c) => {
    const db = c.var.deps.database.db;
    const userId = c.var.user.id;
    const occupation = occupationOf(c.req.valid("param").code);
    await choosePlanOccupation(db, userId, occupation.code);
    await chooseOccupation(db, userId, {
      code: occupation.code,
      family: occupation.family,
      title: occupation.title,
      status: "confirmed",
      specialty: null,
    });
    await setResumeObjective(db, userId, { code: occupation.code, title: occupation.title });
    return c.json({ code: occupation.code, title: occupation.title, message: m.goalChosen });
  })
  .get("/plan", async (c) => c.json(await planView(c.var.deps.database.db, c.var.user.id)))
  .put("/plan", json(transitionPlanSchema), async (c) => {
    const input = c.req.valid("json");
    if (input.occupationCode && !cboOccupationByCode(input.occupationCode)) {
      throw new ApiError("VALIDATION_FAILED", m.occupationInvalid, [
        { path: "occupationCode", message: m.occupationInvalid },
      ]);
    }
    const db = c.var.deps.database.db;
    await savePlan(db, c.var.user.id, input);
    return c.json({ ...(await planView(db, c.var.user.id)), message: m.planSaved });
  })
  // The dashboard's card: the next step, or null without a plan.
  .get("/next", async (c) => {
    const state = await planNextStep(c.var.deps.database.db, c.var.user.id);
    return c.json(state ? { next: state.next, done: state.done, total: state.total } : null);
  });

/**
 * The reminder's one-click unsubscribe (RFC 8058: a mail client POSTs to the List-Unsubscribe
 * address, the token in its query) and the page the e-mail's link opens (the token in a JSON body).
 */
export const transitionPublicRoutes = new Hono<AppEnv>().post(
  "/reminders/unsubscribe",
  query(reminderTokenSchema.partial()),
  async (c) => {
    let token = c.req.valid("query").token;
    if (!token && c.req.header("content-type")?.includes("application/json")) {
      const body = reminderTokenSchema.safeParse(await c.req.json().catch(() => null));
      token = body.success ? body.data.token : undefined;
    }
    const userId = token ? userOfReminderToken(c.var.deps.env.AUTH_SECRET, token) : null;
    if (!userId || !(await stopReminders(c.var.deps.database.db, userId))) {
      throw new ApiError("NOT_FOUND", m.invalidLink);
    }
    return c.json({ message: m.remindersOff });
  },
);
