import { homePathFor } from "@pm/shared/account";
import { privacyMessages as m, PRIVACY_REQUEST_KINDS, privacyDecisionSchema } from "@pm/shared/privacy";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { keysetPage, readCursor } from "../../http/page";
import { idParam, json, param, query } from "../../http/validate";
import { privacyAnswerEmail } from "../../mail/templates";
import { decidePrivacyRequest, listPrivacyRequests, PRIVACY_PAGE_SIZE } from "./operations.privacy.queries";

const listQuery = z.strictObject({
  situacao: z.enum(["abertas", "respondidas"]).default("abertas"),
  cursor: z.string().max(200).optional(),
});

/** /api/operations/privacy-requests: the requests under the LGPD, answered or refused with a reason. */
export const operationsPrivacyRoutes = new Hono<AppEnv>()
  .get("/", query(listQuery), async (c) => {
    const { situacao, cursor } = c.req.valid("query");
    const rows = await listPrivacyRequests(
      c.var.deps.database.db,
      situacao === "abertas",
      readCursor(cursor, "Página inválida"),
    );
    const { page, nextCursor } = keysetPage(rows, PRIVACY_PAGE_SIZE);
    return c.json({ requests: page.map(({ cursorAt: _, ...request }) => request), nextCursor });
  })
  .post("/:id/decision", param(idParam), json(privacyDecisionSchema), async (c) => {
    const { deps } = c.var;
    const input = c.req.valid("json");
    const result = await decidePrivacyRequest(deps.database.db, c.var.user, c.req.valid("param").id, input);
    if (result.kind === "missing") throw new ApiError("NOT_FOUND");
    if (result.kind === "decided") throw new ApiError("CONFLICT", m.decided);
    const { person } = result;
    try {
      await deps.mailer.send(
        privacyAnswerEmail(person.email, {
          name: person.name,
          request: PRIVACY_REQUEST_KINDS[result.requestKind],
          status: input.decision,
          response: input.response,
          dpoEmail: deps.env.DPO_EMAIL,
          url: `${deps.env.BASE_URL}${homePathFor(person.role)}/configuracoes#secao-privacidade`,
        }),
      );
    } catch (err) {
      deps.logger.error({ err }, "privacy answer e-mail failed");
    }
    return c.json({ message: input.decision === "atendida" ? m.answered : m.refused });
  });
