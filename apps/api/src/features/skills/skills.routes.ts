import { occupationSearchSchema, translateSchema } from "@pm/shared/skills.schemas";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { json, query } from "../../http/validate";
import { translator } from "./skills.service";

/** The skills translator and the CBO type-ahead, for any signed-in user. Mounted behind requireUser. */
export const skillsRoutes = new Hono<AppEnv>()
  .post("/translate", json(translateSchema), (c) => {
    const { branch, rank, specialties } = c.req.valid("json");
    return c.json(translator().translate({ branch, rank, specialties }));
  })
  .get("/occupations", query(occupationSearchSchema), (c) =>
    c.json({ occupations: translator().searchOccupations(c.req.valid("query").q) }),
  );
