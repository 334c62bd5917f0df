import { APPLICATION_STATUS_LABELS } from "@pm/shared/applications";
import { interviewTimeLabel } from "@pm/shared/interviews";
import {
  FORMER_MEMBER,
  noteSchema,
  ratingSchema,
  responsibleSchema,
  type TimelineEntry,
  teamworkMessages,
} from "@pm/shared/teamwork";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param } from "../../http/validate";
import {
  deleteNote,
  findApplicationOf,
  findResponsible,
  hiringMembers,
  insertNote,
  listNotes,
  ratingSummary,
  setResponsible,
  timelineRows,
  updateNote,
  upsertRating,
} from "./teamwork.queries";

const applicationNotFound = () => new ApiError("NOT_FOUND", "Candidatura não encontrada");
const applicationParam = param(idParam, applicationNotFound);
const noteParam = param(
  z.object({ id: z.guid().transform((v) => v.toLowerCase()), noteId: z.guid().transform((v) => v.toLowerCase()) }),
  () => new ApiError("NOT_FOUND", teamworkMessages.noteNotFound),
);
const jobParam = param(idParam, () => new ApiError("NOT_FOUND", "Vaga não encontrada"));

const outside = () =>
  new ApiError("VALIDATION_FAILED", teamworkMessages.mentionOutside, [
    { path: "mentions", message: teamworkMessages.mentionOutside },
  ]);

function noteChangeError(result: "missing" | "locked" | "outside"): ApiError {
  if (result === "missing") return new ApiError("NOT_FOUND", teamworkMessages.noteNotFound);
  if (result === "locked") return new ApiError("FORBIDDEN", teamworkMessages.noteLocked);
  return outside();
}

/** "confirmou a entrevista para ter., 1 de dez., 14:00 (horário de Brasília)", "cancelou a entrevista"… */
function interviewDetail(event: string, startsAt: Date | null): string {
  switch (event) {
    case "proposta":
      return "agendou uma entrevista e propôs horários";
    case "reagendada":
      return "propôs novos horários para a entrevista";
    case "confirmada":
      return startsAt ? `confirmou a entrevista para ${interviewTimeLabel(startsAt)}` : "confirmou a entrevista";
    case "remarcar":
      return "pediu outros horários para a entrevista";
    case "cancelada":
      return "cancelou a entrevista";
    case "realizada":
      return "registrou a entrevista como realizada";
    case "nao_compareceu":
      return "registrou que o candidato não compareceu à entrevista";
    default:
      return "atualizou a entrevista";
  }
}

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/** "moveu para Em análise", "se candidatou", "retirou a candidatura". */
function statusDetail(from: string | null, to: string | null): string {
  if (from === null && to !== null) return "se candidatou";
  if (to === null) return "retirou a candidatura";
  return `moveu para ${APPLICATION_STATUS_LABELS[to as keyof typeof APPLICATION_STATUS_LABELS] ?? to}`;
}

/**
 * /api/company/applications/{id}/notes|rating|timeline: the team's notes, ratings and the
 * application's timeline, for the company's Administradores and Recrutadores.
 */
export const teamworkApplicationRoutes = new Hono<AppEnv>()
  .get("/:id/notes", applicationParam, async (c) => {
    const { deps, company, user } = c.var;
    const db = deps.database.db;
    const { id } = c.req.valid("param");
    if (!(await findApplicationOf(db, company.id, id))) throw applicationNotFound();
    const [notes, members] = await Promise.all([
      listNotes(db, company.id, id, user.id, new Date()),
      hiringMembers(db, company.id),
    ]);
    return c.json({ notes, members });
  })
  .post("/:id/notes", applicationParam, json(noteSchema), async (c) => {
    const { deps, company, user } = c.var;
    const db = deps.database.db;
    const application = await findApplicationOf(db, company.id, c.req.valid("param").id);
    if (!application) throw applicationNotFound();
    const { body, mentions } = c.req.valid("json");
    const result = await insertNote(db, {
      companyId: company.id,
      application,
      author: { id: user.id, name: user.fullName },
      body,
      mentions,
    });
    if (result.kind === "outside") throw outside();
    return c.json({ id: result.id, message: teamworkMessages.noteSaved }, 201);
  })
  .patch("/:id/notes/:noteId", noteParam, json(noteSchema), async (c) => {
    const { deps, company, user } = c.var;
    const { id, noteId } = c.req.valid("param");
    const { body, mentions } = c.req.valid("json");
    const result = await updateNote(deps.database.db, company.id, id, noteId, user.id, { body, mentions }, new Date());
    if (result !== "done") throw noteChangeError(result);
    return c.json({ message: teamworkMessages.noteSaved });
  })
  .delete("/:id/notes/:noteId", noteParam, async (c) => {
    const { deps, company, user } = c.var;
    const { id, noteId } = c.req.valid("param");
    const result = await deleteNote(deps.database.db, company.id, id, noteId, user.id, new Date());
    if (result !== "done") throw noteChangeError(result);
    return c.json({ message: teamworkMessages.noteDeleted });
  })
  .get("/:id/rating", applicationParam, async (c) => {
    const { deps, company, user } = c.var;
    const db = deps.database.db;
    const { id } = c.req.valid("param");
    if (!(await findApplicationOf(db, company.id, id))) throw applicationNotFound();
    return c.json(await ratingSummary(db, company.id, id, user.id));
  })
  .put("/:id/rating", applicationParam, json(ratingSchema), async (c) => {
    const { deps, company, user } = c.var;
    const db = deps.database.db;
    const { id } = c.req.valid("param");
    if (!(await findApplicationOf(db, company.id, id))) throw applicationNotFound();
    await upsertRating(db, company.id, id, user.id, c.req.valid("json").stars, new Date());
    return c.json({ ...(await ratingSummary(db, company.id, id, user.id)), message: teamworkMessages.ratingSaved });
  })
  .get("/:id/timeline", applicationParam, async (c) => {
    const { deps, company } = c.var;
    const db = deps.database.db;
    const { id } = c.req.valid("param");
    const application = await findApplicationOf(db, company.id, id);
    if (!application) throw applicationNotFound();
    const { events, notes, ratings, messages, interviews, names } = await timelineRows(
      db,
      company.id,
      id,
      application.candidateId,
    );
    const who = (actorId: string | null) => (actorId ? (names.get(actorId) ?? FORMER_MEMBER) : FORMER_MEMBER);
    const entries: TimelineEntry[] = [
      ...events.map((e) => ({
        kind: e.from === null && e.to !== null ? ("applied" as const) : ("status" as const),
        at: e.at.toISOString(),
        actor: who(e.actorId),
        detail: statusDetail(e.from, e.to),
      })),
      ...notes.map((n) => ({
        kind: "note" as const,
        at: n.at.toISOString(),
        actor: who(n.actorId),
        detail: excerpt(n.body),
      })),
      ...ratings.map((r) => ({
        kind: "rating" as const,
        at: r.at.toISOString(),
        actor: who(r.actorId),
        detail: r.stars === 1 ? "deu 1 estrela" : `deu ${r.stars} estrelas`,
      })),
      ...messages.map((m) => ({
        kind: "message" as const,
        at: m.at.toISOString(),
        actor:
          m.sender === "militar"
            ? (application.candidateName ?? "Candidato")
            : m.actorId
              ? who(m.actorId)
              : company.name,
        detail: excerpt(m.body || (m.attachmentName ? `Anexo: ${m.attachmentName}` : "")),
      })),
      ...interviews.map((i) => ({
        kind: "interview" as const,
        at: i.at.toISOString(),
        actor: i.actorSide === "militar" ? (application.candidateName ?? "Candidato") : who(i.actorId),
        detail: interviewDetail(i.event, i.startsAt),
      })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    return c.json({ entries });
  });

/** /api/company/jobs/{id}/responsible: the team member who follows the job ('Responsável'). */
export const teamworkJobRoutes = new Hono<AppEnv>()
  .get("/:id/responsible", jobParam, async (c) => {
    const { deps, company } = c.var;
    const db = deps.database.db;
    const { id } = c.req.valid("param");
    const found = await findResponsible(db, company.id, id);
    if (!found.found) throw new ApiError("NOT_FOUND", "Vaga não encontrada");
    return c.json({ responsible: found.responsible, members: await hiringMembers(db, company.id) });
  })
  .put("/:id/responsible", jobParam, json(responsibleSchema), async (c) => {
    const { deps, company } = c.var;
    const result = await setResponsible(
      deps.database.db,
      company.id,
      c.req.valid("param").id,
      c.req.valid("json").userId,
    );
    if (result === "missing") throw new ApiError("NOT_FOUND", "Vaga não encontrada");
    if (result === "outside") throw new ApiError("VALIDATION_FAILED", teamworkMessages.responsibleOutside);
    const found = await findResponsible(deps.database.db, company.id, c.req.valid("param").id);
    return c.json({ responsible: found.found ? found.responsible : null });
  });
