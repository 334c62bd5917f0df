import { skillsMessages } from "@pm/shared/skills";
import { occupationChoiceSchema } from "@pm/shared/skills.schemas";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { json, param } from "../../http/validate";
import { cbo } from "./cbo";
import { chooseOccupation, clearOccupationChoice, findSavedExperience, listOccupationChoices } from "./skills.queries";
import { STORED_SUGGESTIONS, suggestionsFor } from "./skills.service";

const codeParam = z.object({ code: z.string().regex(/^\d{6}$/) });
const notFound = () => new ApiError("NOT_FOUND");

/**
 * The militar's answers about suggested civilian occupations (mounted under /api/military, before
 * onboarding ends too: step 3 shows the suggestions).
 */
export const skillsMilitaryRoutes = new Hono<AppEnv>()
  .get("/occupations", async (c) =>
    c.json({ choices: await listOccupationChoices(c.var.deps.database.db, c.var.user.id) }),
  )
  .put("/occupations", json(occupationChoiceSchema), async (c) => {
    const { code, status, specialty } = c.req.valid("json");
    const occupation = cbo().occupations.get(code);
    if (!occupation) {
      const message = skillsMessages.occupationUnknown;
      throw new ApiError("VALIDATION_FAILED", message, [{ path: "code", message }]);
    }
    await chooseOccupation(c.var.deps.database.db, c.var.user.id, {
      code,
      family: occupation.family,
      title: occupation.title,
      status,
      specialty: specialty ?? null,
    });
    return c.json({ code, family: occupation.family, title: occupation.title, status });
  })
  .delete("/occupations/:code", param(codeParam, notFound), async (c) => {
    const db = c.var.deps.database.db;
    const { code } = c.req.valid("param");
    const profile = await findSavedExperience(db, c.var.user.id);
    const stillSuggested = profile
      ? suggestionsFor(profile)
          .slice(0, STORED_SUGGESTIONS)
          .some((s) => s.code === code)
      : false;
    if (!(await clearOccupationChoice(db, c.var.user.id, code, stillSuggested))) throw notFound();
    return c.body(null, 204);
  });
