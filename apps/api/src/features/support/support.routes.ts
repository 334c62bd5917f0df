// 'Suporte' (decision 037): /api/support for the person who asks (a militar, or any member of a
// company's team), /api/operations/support for the operators who answer.
import { MILITARY_PLANS, SUPPORT_HOURS_LABEL, SUPPORT_LEVELS, supportLevelOf } from "@pm/shared/billing";
import { conversationMessages } from "@pm/shared/conversations";
import {
  supportMessages as m,
  newSupportRequestSchema,
  SUPPORT_LIMITS,
  SUPPORT_PLAN_LABELS,
  type SupportMessageView,
  type SupportPlan,
  supportAnswerSchema,
  supportAvailabilitySchema,
  supportHandOverSchema,
  supportListQuerySchema,
  supportMacroSchema,
  supportNoteSchema,
  supportQueueQuerySchema,
  supportRatingSchema,
  supportReplySchema,
  supportStatusSchema,
} from "@pm/shared/support";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { requireRole, requireUser } from "../../auth/guards";
import { attachmentName, storedMessageAttachment } from "../../files/attachment";
import type { AppEnv } from "../../http/context";
import { ApiError, validationError } from "../../http/errors";
import { keysetPage, readCursor } from "../../http/page";
import { hitRateLimit } from "../../http/rate-limit";
import { idParam, json, param, query } from "../../http/validate";
import { listAudit } from "../operations/operations.public";
import {
  addNote,
  addPersonMessage,
  answerRequest,
  anyOperatorAvailable,
  assignRequest,
  countOpenRequests,
  createRequest,
  deleteMacro,
  findRequest,
  isTyping,
  listMacros,
  listOperators,
  listQueue,
  listRequestsOf,
  markReadByOperator,
  markReadByPerson,
  type NewAttachment,
  nameOf,
  type Requester,
  rateRequest,
  ratingUntil,
  requestContext,
  resolveByPerson,
  type SupportRequestRow,
  saveMacro,
  setAvailability,
  setRequestStatus,
  signalTyping,
  supportStats,
  threadOf,
} from "./support.queries";
import { sendSupportAnswerEmails } from "./support.worker";

const notFound = () => new ApiError("NOT_FOUND", m.notFound);
const requestId = param(idParam, notFound);

/** The caller as a requester: a militar under his plan, a company member under the company's. */
function requesterOf(c: Context<AppEnv>): Requester {
  const user = c.var.user;
  const company = c.get("company") as AppEnv["Variables"]["company"] | undefined;
  if (user.role === "empresa") {
    return { userId: user.id, plan: company?.plan ?? "parceiro", companyId: company?.id ?? null };
  }
  return { userId: user.id, plan: user.militaryPlan ?? MILITARY_PLANS.FREE.id, companyId: null };
}

const fileError = (message: string) => new ApiError("VALIDATION_FAILED", message, [{ path: "files", message }]);

/**
 * A multipart message: its text fields checked by `schema`, and up to SUPPORT_LIMITS.attachments
 * files under `files`, each held to the attachment rules of messages.
 */
async function multipartMessage<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<{ fields: z.output<S>; attachments: NewAttachment[] }> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError("VALIDATION_FAILED", m.messageRequired, [{ path: "message", message: m.messageRequired }]);
  }
  const texts: Record<string, unknown> = {};
  const sent: File[] = [];
  for (const [key, value] of form.entries()) {
    if (key === "files") {
      if (value instanceof File && value.size > 0) sent.push(value);
    } else if (typeof value === "string") {
      texts[key] = value;
    }
  }
  const parsed = schema.safeParse(texts);
  if (!parsed.success) throw validationError(parsed.error);
  if (sent.length > SUPPORT_LIMITS.attachments) throw fileError(m.tooManyAttachments);
  const attachments: NewAttachment[] = [];
  for (const file of sent) {
    const stored = await storedMessageAttachment(file, {
      tooBig: () => fileError(conversationMessages.attachmentTooBig),
      wrongType: () => fileError(conversationMessages.attachmentType),
    });
    attachments.push({ stored, name: attachmentName(file.name, stored.contentType) });
  }
  return { fields: parsed.data, attachments };
}

type ThreadRow = Awaited<ReturnType<typeof threadOf>>[number];

/**
 * A message as the screens show it. The read receipt is the writer's: the person's messages are
 * 'Lida' once an operator opened the thread after them, the operators' once the person did.
 */
function messageView(row: ThreadRow, request: SupportRequestRow, forPerson: boolean): SupportMessageView {
  const readBy = row.kind === "pessoa" ? request.operatorReadAt : request.personReadAt;
  const read = row.kind !== "nota" && readBy !== null && readBy >= row.createdAt;
  return {
    id: row.id,
    author: row.kind,
    authorName: forPerson && row.kind === "pessoa" ? "Você" : (row.authorName ?? "Ex-membro"),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: read && readBy ? readBy.toISOString() : null,
    attachments: row.attachments,
  };
}

const levelView = (plan: SupportPlan) => {
  const level = supportLevelOf(plan);
  return {
    id: level.id,
    label: level.label,
    phrase: level.phrase,
    live: level.live,
    targetLabel: level.targetLabel,
    description: level.description,
  };
};

/** /api/support: a militar, or a member of a company's team in any role. */
export const supportPersonRoutes = new Hono<AppEnv>()
  .use(requireUser, requireRole("militar", "empresa"))
  .get("/", query(supportListQuerySchema), async (c) => {
    const db = c.var.deps.database.db;
    const who = requesterOf(c);
    const cursor = readCursor(c.req.valid("query").cursor, "Página inválida");
    const [rows, openCount, available] = await Promise.all([
      listRequestsOf(db, who.userId, cursor),
      countOpenRequests(db, who.userId),
      anyOperatorAvailable(db),
    ]);
    const { page, nextCursor } = keysetPage(rows, SUPPORT_LIMITS.page);
    return c.json({
      plan: who.plan,
      planLabel: SUPPORT_PLAN_LABELS[who.plan],
      level: levelView(who.plan),
      hoursLabel: SUPPORT_HOURS_LABEL,
      operatorAvailable: available,
      openCount,
      openLimit: SUPPORT_LIMITS.open,
      requests: page.map(({ cursorAt: _, ...row }) => row),
      nextCursor,
    });
  })
  .post("/", async (c) => {
    const deps = c.var.deps;
    const who = requesterOf(c);
    await hitRateLimit(deps.database.db, `support-create:${who.userId}`, deps.rateLimits.supportRequestsPerAccount);
    const { fields, attachments } = await multipartMessage(c, newSupportRequestSchema);
    const created = await createRequest(deps.database.db, who, fields, attachments);
    if (created.kind === "too-many") throw new ApiError("CONFLICT", m.tooManyOpen);
    return c.json({ id: created.id, message: m.created }, 201);
  })
  .get("/:id", requestId, async (c) => {
    const db = c.var.deps.database.db;
    const request = await findRequest(db, c.req.valid("param").id, c.var.user.id);
    if (!request) throw notFound();
    const [thread, available, assigneeName] = await Promise.all([
      threadOf(db, request.id, false),
      anyOperatorAvailable(db),
      request.assignedTo ? nameOf(db, request.assignedTo) : null,
    ]);
    const until = ratingUntil(request);
    return c.json({
      id: request.id,
      subject: request.subject,
      category: request.category,
      status: request.status,
      plan: request.plan,
      createdAt: request.createdAt,
      resolvedAt: request.resolvedAt,
      rating: request.rating,
      ratingComment: request.ratingComment,
      canRate: until !== null && until > new Date(),
      ratingUntil: until,
      live: SUPPORT_LEVELS[request.level].live && available,
      assigneeName,
      messages: thread.map((row) => messageView(row, request, true)),
    });
  })
  .get("/:id/typing", requestId, async (c) => {
    const db = c.var.deps.database.db;
    const request = await findRequest(db, c.req.valid("param").id, c.var.user.id);
    if (!request) throw notFound();
    return c.json({ typing: await isTyping(db, request.id, "operador") });
  })
  .post("/:id/typing", requestId, async (c) => {
    const db = c.var.deps.database.db;
    const request = await findRequest(db, c.req.valid("param").id, c.var.user.id);
    if (!request) throw notFound();
    await signalTyping(db, request.id, "pessoa");
    return c.body(null, 204);
  })
  .post("/:id/messages", requestId, async (c) => {
    const db = c.var.deps.database.db;
    const id = c.req.valid("param").id;
    // Another person's id answers 404 before a byte of the body is read.
    const request = await findRequest(db, id, c.var.user.id);
    if (!request) throw notFound();
    const { fields, attachments } = await multipartMessage(c, supportReplySchema);
    const sent = await addPersonMessage(db, c.var.user.id, id, fields.message, attachments);
    if (!sent) throw notFound();
    const after = await findRequest(db, id, c.var.user.id);
    const [row] = (await threadOf(db, id, false)).filter((r) => r.id === sent.id);
    if (!after || !row) throw notFound();
    return c.json({ message: messageView(row, after, true) }, 201);
  })
  .post("/:id/read", requestId, async (c) => {
    if (!(await markReadByPerson(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id))) throw notFound();
    return c.body(null, 204);
  })
  .post("/:id/resolve", requestId, async (c) => {
    const result = await resolveByPerson(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id);
    if (result === "missing") throw notFound();
    if (result === "already") throw new ApiError("CONFLICT", m.alreadyResolved);
    return c.json({ message: m.resolved });
  })
  .post("/:id/rating", requestId, json(supportRatingSchema), async (c) => {
    const result = await rateRequest(
      c.var.deps.database.db,
      c.var.user.id,
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    if (result === "missing") throw notFound();
    if (result === "not-resolved") throw new ApiError("CONFLICT", m.ratingNotResolved);
    if (result === "rated") throw new ApiError("CONFLICT", m.alreadyRated);
    if (result === "closed") throw new ApiError("CONFLICT", m.ratingClosed);
    return c.json({ message: m.rated });
  });

const macroId = param(idParam, () => new ApiError("NOT_FOUND", m.macroNotFound));

/** /api/operations/support: the queue and what operators do with a request. */
export const supportOperationsRoutes = new Hono<AppEnv>()
  .get("/", query(supportQueueQuerySchema), async (c) => {
    const db = c.var.deps.database.db;
    const filters = c.req.valid("query");
    const cursor = readCursor(filters.cursor, "Página inválida");
    const [rows, operators] = await Promise.all([listQueue(db, filters, c.var.user.id, cursor), listOperators(db)]);
    const { page, nextCursor } = keysetPage(rows, SUPPORT_LIMITS.page);
    const now = Date.now();
    return c.json({
      requests: page.map(({ cursorAt: _, assignedTo, assigneeName, personRole: __, ...row }) => ({
        ...row,
        assignee: assignedTo ? { id: assignedTo, name: assigneeName ?? "" } : null,
        overdue: row.dueAt !== null && row.dueAt.getTime() < now,
      })),
      nextCursor,
      operators,
      me: { id: c.var.user.id, available: operators.find((o) => o.id === c.var.user.id)?.available ?? false },
    });
  })
  .get("/stats", async (c) => {
    const { rows, breaches } = await supportStats(c.var.deps.database.db);
    const plans = (["FREE", "PREMIUM", "parceiro", "plus", "pro", "enterprise"] as const).map((plan) => {
      const row = rows.find((r) => r.plan === plan);
      return {
        plan,
        label: SUPPORT_PLAN_LABELS[plan],
        targetLabel: supportLevelOf(plan).targetLabel,
        requests: row?.requests ?? 0,
        answered: row?.answered ?? 0,
        medianFirstResponseMinutes: row?.median === null || row?.median === undefined ? null : Math.round(row.median),
        withinTargetShare: row && row.judged > 0 ? row.within / row.judged : null,
        ratingAverage: row?.ratingAverage ?? null,
        ratings: row?.ratings ?? 0,
      };
    });
    return c.json({ plans, breaches });
  })
  .get("/macros", async (c) => c.json({ macros: await listMacros(c.var.deps.database.db) }))
  .post("/macros", json(supportMacroSchema), async (c) => {
    const id = await saveMacro(c.var.deps.database.db, c.var.user, c.req.valid("json"), null);
    return c.json({ id, message: m.macroSaved }, 201);
  })
  .put("/macros/:id", macroId, json(supportMacroSchema), async (c) => {
    const id = await saveMacro(c.var.deps.database.db, c.var.user, c.req.valid("json"), c.req.valid("param").id);
    if (!id) throw new ApiError("NOT_FOUND", m.macroNotFound);
    return c.json({ id, message: m.macroSaved });
  })
  .delete("/macros/:id", macroId, async (c) => {
    if (!(await deleteMacro(c.var.deps.database.db, c.var.user, c.req.valid("param").id))) {
      throw new ApiError("NOT_FOUND", m.macroNotFound);
    }
    return c.json({ message: m.macroDeleted });
  })
  .put("/availability", json(supportAvailabilitySchema), async (c) => {
    const { available } = c.req.valid("json");
    await setAvailability(c.var.deps.database.db, c.var.user, available);
    return c.json({ available, message: m.availabilityChanged });
  })
  .get("/:id", requestId, async (c) => {
    const db = c.var.deps.database.db;
    const request = await findRequest(db, c.req.valid("param").id, null);
    if (!request) throw notFound();
    const [thread, context, audit] = await Promise.all([
      threadOf(db, request.id, true),
      requestContext(db, request),
      listAudit(db, { type: "support_request", id: request.id }, 50),
    ]);
    return c.json({
      id: request.id,
      subject: request.subject,
      category: request.category,
      status: request.status,
      plan: request.plan,
      planLabel: SUPPORT_PLAN_LABELS[request.plan as SupportPlan],
      level: request.level,
      createdAt: request.createdAt,
      dueAt: request.dueAt,
      overdue: request.dueAt !== null && request.dueAt.getTime() < Date.now(),
      firstResponseDueAt: request.firstResponseDueAt,
      firstResponseAt: request.firstResponseAt,
      resolvedAt: request.resolvedAt,
      rating: request.rating,
      ratingComment: request.ratingComment,
      assignee: context.assignee,
      person: context.person,
      company: context.company,
      payments: context.payments,
      errors: context.errors,
      messages: thread.map((row) => messageView(row, request, false)),
      audit: audit.map((a) => ({
        id: a.id,
        action: a.action,
        actorEmail: a.actorEmail,
        createdAt: a.createdAt,
        reason: a.reason,
      })),
    });
  })
  .post("/:id/take", requestId, async (c) => {
    const result = await assignRequest(c.var.deps.database.db, c.var.user, c.req.valid("param").id, c.var.user.id);
    if (result === "missing") throw notFound();
    return c.json({ message: m.taken });
  })
  .post("/:id/hand-over", requestId, json(supportHandOverSchema), async (c) => {
    const result = await assignRequest(
      c.var.deps.database.db,
      c.var.user,
      c.req.valid("param").id,
      c.req.valid("json").operatorId,
    );
    if (result === "missing") throw notFound();
    if (result === "not-operator") {
      throw new ApiError("VALIDATION_FAILED", m.assigneeInvalid, [{ path: "operatorId", message: m.assigneeInvalid }]);
    }
    return c.json({ message: m.handedOver });
  })
  .post("/:id/answer", requestId, async (c) => {
    const deps = c.var.deps;
    const id = c.req.valid("param").id;
    if (!(await findRequest(deps.database.db, id, null))) throw notFound();
    const { fields, attachments } = await multipartMessage(c, supportAnswerSchema);
    const sent = await answerRequest(deps.database.db, c.var.user, id, fields, attachments);
    if (!sent) throw notFound();
    // An answer due by e-mail now goes now, not at the runner's next minute.
    await sendSupportAnswerEmails({
      db: deps.database.db,
      mailer: deps.mailer,
      baseUrl: deps.env.BASE_URL,
      logger: deps.logger,
    });
    const request = await findRequest(deps.database.db, id, null);
    const [row] = (await threadOf(deps.database.db, id, true)).filter((r) => r.id === sent.id);
    if (!request || !row) throw notFound();
    return c.json({ message: messageView(row, request, false) }, 201);
  })
  .post("/:id/notes", requestId, json(supportNoteSchema), async (c) => {
    const db = c.var.deps.database.db;
    const id = c.req.valid("param").id;
    const sent = await addNote(db, c.var.user, id, c.req.valid("json").message);
    if (!sent) throw notFound();
    const request = await findRequest(db, id, null);
    const [row] = (await threadOf(db, id, true)).filter((r) => r.id === sent.id);
    if (!request || !row) throw notFound();
    return c.json({ message: messageView(row, request, false) }, 201);
  })
  .post("/:id/status", requestId, json(supportStatusSchema), async (c) => {
    const result = await setRequestStatus(
      c.var.deps.database.db,
      c.var.user,
      c.req.valid("param").id,
      c.req.valid("json").status,
    );
    if (result === "missing") throw notFound();
    return c.json({ message: m.statusChanged });
  })
  .post("/:id/read", requestId, async (c) => {
    if (!(await markReadByOperator(c.var.deps.database.db, c.req.valid("param").id))) throw notFound();
    return c.body(null, 204);
  })
  .get("/:id/typing", requestId, async (c) => {
    const db = c.var.deps.database.db;
    const request = await findRequest(db, c.req.valid("param").id, null);
    if (!request) throw notFound();
    return c.json({ typing: await isTyping(db, request.id, "pessoa") });
  })
  .post("/:id/typing", requestId, async (c) => {
    const db = c.var.deps.database.db;
    const request = await findRequest(db, c.req.valid("param").id, null);
    if (!request) throw notFound();
    await signalTyping(db, request.id, "operador");
    return c.body(null, 204);
  });
