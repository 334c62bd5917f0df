import { brazilDay } from "@pm/shared/brazil";
import {
  cancelInterviewSchema,
  chooseSlotSchema,
  interviewOutcomeSchema,
  interviewMessages as m,
  requestTimesSchema,
  rescheduleInterviewSchema,
  scheduleInterviewSchema,
} from "@pm/shared/interviews";
import type { InterviewEvent } from "@pm/shared/notifications";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param, query } from "../../http/validate";
import { announceInterview } from "./interviews.notify";
import {
  type ChangeResult,
  cancelInterview,
  chooseSlot,
  listApplicationInterviews,
  listCompanyInterviews,
  listMilitaryInterviews,
  recordOutcome,
  requestOtherTimes,
  rescheduleInterview,
  scheduleInterview,
} from "./interviews.queries";

const notFound = () => new ApiError("NOT_FOUND", m.notFound);
const interviewParam = param(idParam, notFound);
const applicationParam = param(idParam, () => new ApiError("NOT_FOUND", "Candidatura não encontrada"));

const companyActor = (c: Context<AppEnv>) => ({
  side: "empresa" as const,
  companyId: c.var.company.id,
  userId: c.var.user.id,
});
const militarActor = (c: Context<AppEnv>) => ({ side: "militar" as const, userId: c.var.user.id });

/** A refusal as the API answers it, each with its pt-BR message. */
function refusal(kind: Exclude<ChangeResult["kind"], "done">): ApiError {
  switch (kind) {
    case "not-found":
      return notFound();
    case "not-open":
      return new ApiError("CONFLICT", m.notOpen);
    case "not-proposed":
      return new ApiError("CONFLICT", m.notProposed);
    case "slot-not-offered":
      return new ApiError("VALIDATION_FAILED", m.slotNotOffered, [{ path: "slotId", message: m.slotNotOffered }]);
    case "slot-gone":
      return new ApiError("CONFLICT", m.slotGone);
    case "double-booked":
      return new ApiError("CONFLICT", m.doubleBooked);
  }
}

/**
 * Tells the other side, after the change committed. A failure to tell is logged, never turned
 * into an error for a change that is done.
 */
async function announce(
  c: Context<AppEnv>,
  id: string,
  event: InterviewEvent,
  by: "empresa" | "militar",
  previous: { startsAt: Date; endsAt: Date } | null = null,
) {
  const { deps } = c.var;
  try {
    await announceInterview(
      { db: deps.database.db, mailer: deps.mailer, baseUrl: deps.env.BASE_URL, logger: deps.logger },
      id,
      event,
      by,
      previous,
    );
  } catch (err) {
    deps.logger.error({ err, interviewId: id, event }, "interview announcement failed");
  }
}

/** Monday of the week holding `day` (YYYY-MM-DD), and the next Monday, as instants in Brasília. */
function weekOf(day: string): { from: Date; to: Date; monday: string } {
  const date = new Date(`${day}T12:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - back);
  const monday = date.toISOString().slice(0, 10);
  const next = new Date(date);
  next.setUTCDate(next.getUTCDate() + 7);
  // Brasília keeps UTC−3 all year (no daylight saving since 2019).
  return {
    from: new Date(`${monday}T03:00:00Z`),
    to: new Date(`${next.toISOString().slice(0, 10)}T03:00:00Z`),
    monday,
  };
}

const weekQuery = z.strictObject({
  semana: z.iso.date({ error: "Semana inválida: use AAAA-MM-DD" }).optional(),
});

/** /api/company/applications/{id}/interviews: the sheet's interviews, and 'Agendar entrevista'. */
export const interviewsApplicationRoutes = new Hono<AppEnv>()
  .get("/:id/interviews", applicationParam, async (c) => {
    const rows = await listApplicationInterviews(c.var.deps.database.db, c.var.company.id, c.req.valid("param").id);
    return c.json({ interviews: rows });
  })
  .post("/:id/interviews", applicationParam, json(scheduleInterviewSchema()), async (c) => {
    const result = await scheduleInterview(
      c.var.deps.database.db,
      companyActor(c),
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    switch (result.kind) {
      case "not-found":
        throw new ApiError("NOT_FOUND", "Candidatura não encontrada");
      case "application-closed":
        throw new ApiError("CONFLICT", m.applicationClosed);
      case "already-open":
        throw new ApiError("CONFLICT", m.alreadyOpen);
      case "interviewer-invalid":
        throw new ApiError("VALIDATION_FAILED", m.interviewerInvalid, [
          { path: "interviewerIds", message: m.interviewerInvalid },
        ]);
      case "done":
        await announce(c, result.id, "proposta", "empresa");
        return c.json({ id: result.id, message: m.scheduled }, 201);
    }
  });

/** /api/company/interviews: the week's interviews, and moving, cancelling or closing one. */
export const interviewsCompanyRoutes = new Hono<AppEnv>()
  .get("/", query(weekQuery), async (c) => {
    const { from, to, monday } = weekOf(c.req.valid("query").semana ?? brazilDay(new Date()));
    const { scheduled, waiting } = await listCompanyInterviews(c.var.deps.database.db, c.var.company.id, from, to);
    return c.json({ week: monday, scheduled, waiting });
  })
  .post("/:id/reschedule", interviewParam, json(rescheduleInterviewSchema()), async (c) => {
    const { slots, reason } = c.req.valid("json");
    const result = await rescheduleInterview(
      c.var.deps.database.db,
      companyActor(c),
      c.req.valid("param").id,
      slots,
      reason,
    );
    if (result.kind !== "done") throw refusal(result.kind);
    await announce(c, result.id, "reagendada", "empresa", result.previous);
    return c.json({ id: result.id, message: m.rescheduled });
  })
  .post("/:id/cancel", interviewParam, json(cancelInterviewSchema), async (c) => {
    const result = await cancelInterview(
      c.var.deps.database.db,
      companyActor(c),
      c.req.valid("param").id,
      c.req.valid("json").reason,
    );
    if (result.kind !== "done") throw refusal(result.kind);
    await announce(c, result.id, "cancelada", "empresa", result.previous);
    return c.json({ id: result.id, message: m.canceled });
  })
  .post("/:id/outcome", interviewParam, json(interviewOutcomeSchema), async (c) => {
    const { outcome, note } = c.req.valid("json");
    const result = await recordOutcome(c.var.deps.database.db, companyActor(c), c.req.valid("param").id, outcome, note);
    if (result.kind === "not-found") throw notFound();
    if (result.kind === "not-confirmed") throw new ApiError("CONFLICT", m.notConfirmed);
    if (result.kind === "not-yet") throw new ApiError("CONFLICT", m.notYet);
    return c.json({ id: c.req.valid("param").id, message: m.outcomeSaved });
  });

/** /api/military/interviews: his interviews; choosing a time, asking for others, cancelling. */
export const interviewsMilitaryRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ interviews: await listMilitaryInterviews(c.var.deps.database.db, c.var.user.id) }))
  .post("/:id/choose", interviewParam, json(chooseSlotSchema), async (c) => {
    const result = await chooseSlot(
      c.var.deps.database.db,
      militarActor(c),
      c.req.valid("param").id,
      c.req.valid("json").slotId,
    );
    if (result.kind !== "done") throw refusal(result.kind);
    await announce(c, result.id, "confirmada", "militar");
    return c.json({ id: result.id, message: m.confirmed });
  })
  .post("/:id/request-times", interviewParam, json(requestTimesSchema), async (c) => {
    const result = await requestOtherTimes(
      c.var.deps.database.db,
      militarActor(c),
      c.req.valid("param").id,
      c.req.valid("json").reason,
    );
    if (result.kind !== "done") throw refusal(result.kind);
    await announce(c, result.id, "remarcar", "militar", result.previous);
    return c.json({ id: result.id, message: m.timesRequested });
  })
  .post("/:id/cancel", interviewParam, json(cancelInterviewSchema), async (c) => {
    const result = await cancelInterview(
      c.var.deps.database.db,
      militarActor(c),
      c.req.valid("param").id,
      c.req.valid("json").reason,
    );
    if (result.kind !== "done") throw refusal(result.kind);
    await announce(c, result.id, "cancelada", "militar", result.previous);
    return c.json({ id: result.id, message: m.canceled });
  });
