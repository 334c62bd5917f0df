import { companyPlanOrDefault } from "@pm/shared/billing";
import { jobMessages } from "@pm/shared/jobs";
import {
  invitationConversationText,
  MAX_SAVED_SEARCHES,
  talentSearchMessages as m,
  TALENT_PAGE_SIZE,
  TALENT_SEARCH_LEVEL,
} from "@pm/shared/talent";
import {
  advancedFiltersUsed,
  invitationSchema,
  savedSearchSchema,
  talentSearchSchema,
} from "@pm/shared/talent.company";
import { Hono } from "hono";
import { z } from "zod";
import { privatePdf } from "../../files/download";
import type { AppEnv, Company } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param, query } from "../../http/validate";
import { currentResumeFile } from "../resumes/resumes.public";
import { candidateFit } from "../transition/transition.public";
import { suggestedTalents } from "./talent.matching.queries";
import {
  createSavedSearch,
  deleteSavedSearch,
  findTalentProfile,
  invitationsTo,
  inviteToJob,
  listSavedSearches,
  recordProfileView,
  searchTalents,
} from "./talent.queries";
import { sendInvitationMessage } from "./talent.service";

const notFound = () => new ApiError("NOT_FOUND", m.profileNotFound);
const levelOf = (company: Company) => TALENT_SEARCH_LEVEL[companyPlanOrDefault(company.plan)];
const fitQuery = z.strictObject({ vaga: z.guid({ error: jobMessages.notFound }).optional() });
const upgradeRequired = () => new ApiError("PLAN_UPGRADE_REQUIRED", m.advancedLocked);

/** /api/company/talent: the talent bank for a paid company, its filters gated by its plan. */
export const talentCompanyRoutes = new Hono<AppEnv>()
  .get("/", query(talentSearchSchema), async (c) => {
    const { page = 1, ...filters } = c.req.valid("query");
    const level = levelOf(c.var.company);
    if (level === "basico" && advancedFiltersUsed(filters).length > 0) throw upgradeRequired();
    const found = await searchTalents(c.var.deps.database.db, filters, page);
    return c.json({ ...found, page, pageSize: TALENT_PAGE_SIZE, level });
  })
  .get("/saved-searches", async (c) =>
    c.json({ searches: await listSavedSearches(c.var.deps.database.db, c.var.company.id) }),
  )
  .post("/saved-searches", json(savedSearchSchema), async (c) => {
    if (levelOf(c.var.company) === "basico") throw upgradeRequired();
    const saved = await createSavedSearch(
      c.var.deps.database.db,
      c.var.company.id,
      c.req.valid("json"),
      MAX_SAVED_SEARCHES,
    );
    if (!saved) throw new ApiError("CONFLICT", m.savedLimit);
    return c.json(saved, 201);
  })
  .delete("/saved-searches/:id", param(idParam), async (c) => {
    if (!(await deleteSavedSearch(c.var.deps.database.db, c.var.company.id, c.req.valid("param").id))) {
      throw new ApiError("NOT_FOUND");
    }
    return c.body(null, 204);
  })
  // 'Talentos sugeridos' for one of the company's jobs.
  .get("/for-job/:id", param(idParam), async (c) => {
    const talents = await suggestedTalents(
      c.var.deps.database.db,
      c.var.company.id,
      c.req.valid("param").id,
      levelOf(c.var.company) === "avancado",
    );
    if (!talents) throw new ApiError("NOT_FOUND");
    return c.json({ talents });
  })
  // `?vaga=` compares him with one of the company's jobs ('Aderência à vaga'); without it, the
  // fit says only the occupation he chose.
  .get("/:id", param(idParam, notFound), query(fitQuery), async (c) => {
    const db = c.var.deps.database.db;
    const { id } = c.req.valid("param");
    const { vaga } = c.req.valid("query");
    const profile = await findTalentProfile(db, c.var.company.id, id);
    if (!profile) throw notFound();
    await recordProfileView(db, c.var.company.id, id);
    const [invitations, fit] = await Promise.all([
      invitationsTo(db, c.var.company.id, id),
      candidateFit(db, c.var.company.id, id, vaga ?? null),
    ]);
    if (vaga && !fit) throw new ApiError("NOT_FOUND", jobMessages.notFound);
    return c.json({ ...profile, invitations, fit });
  })
  // 'Baixar currículo': his CV as it stands now, under the talent bank's rule for his contact.
  .get("/:id/resume", param(idParam, notFound), async (c) => {
    const db = c.var.deps.database.db;
    const { id } = c.req.valid("param");
    const profile = await findTalentProfile(db, c.var.company.id, id);
    if (!profile) throw notFound();
    const file = await currentResumeFile(db, id, profile.contact !== null, c.var.deps.env.BASE_URL);
    if (!file) throw notFound();
    return privatePdf(c, file.bytes, file.name);
  })
  .post("/:id/invitations", param(idParam, notFound), json(invitationSchema), async (c) => {
    const db = c.var.deps.database.db;
    const { id } = c.req.valid("param");
    const { jobId, message } = c.req.valid("json");
    const result = await inviteToJob(db, c.var.company.id, id, jobId, message ?? null);
    if (result.kind === "job_not_found") {
      throw new ApiError("VALIDATION_FAILED", m.inviteJobRequired, [{ path: "jobId", message: m.inviteJobRequired }]);
    }
    if (result.kind === "not_in_bank") throw notFound();
    if (result.kind === "already_applied") throw new ApiError("CONFLICT", m.inviteApplied);
    if (result.kind === "duplicate") throw new ApiError("CONFLICT", m.inviteDuplicate);
    await sendInvitationMessage(
      db,
      c.var.company.id,
      c.var.user.id,
      id,
      invitationConversationText(result.jobTitle, message ?? null),
    );
    return c.json({ id: result.id, jobId, status: "pending" as const }, 201);
  });
