import { privacyMessages as m, privacyRequestSchema } from "@pm/shared/privacy";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { json } from "../../http/validate";
import { createRequest, listOwnRequests } from "./privacy.queries";

/** /api/privacy-requests: the caller's requests under the LGPD, answered by the operators. */
export const privacyRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ requests: await listOwnRequests(c.var.deps.database.db, c.var.user.id) }))
  .post("/", json(privacyRequestSchema), async (c) => {
    const result = await createRequest(c.var.deps.database.db, c.var.user.id, c.req.valid("json"));
    if (result.kind === "same_kind") throw new ApiError("CONFLICT", m.sameKindOpen);
    if (result.kind === "too_many") throw new ApiError("CONFLICT", m.tooManyOpen);
    return c.json({ id: result.id, message: m.sent }, 201);
  });
