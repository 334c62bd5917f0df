import { RESUME_SHARE_TOKEN, resumeFileName, resumeMessages, type SharedResumeLookup } from "@pm/shared/resumes";
import { Hono } from "hono";
import { z } from "zod";
import { privatePdf } from "../../files/download";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { param } from "../../http/validate";
import { resumePdf } from "./resume-pdf";
import { findSharedResumeOwner } from "./resumes.queries";
import { currentResume, resumeDocument } from "./resumes.service";

const notFound = () => new ApiError("NOT_FOUND", resumeMessages.notFound);
const tokenParam = param(z.object({ token: z.string().regex(RESUME_SHARE_TOKEN) }), notFound);

/** The CV a live share link opens, with the contact he chose to share by sharing it; null otherwise. */
async function sharedDocument(deps: AppDeps, token: string) {
  if (!RESUME_SHARE_TOKEN.test(token)) return null;
  const db = deps.database.db;
  const owner = await findSharedResumeOwner(db, token);
  const current = owner ? await currentResume(db, owner.userId) : null;
  if (!owner || !current) return null;
  return { document: resumeDocument(current.facts, current.content, true), expiresAt: owner.expiresAt };
}

/** What /curriculo/{token} renders: the CV while the link lives, else that it is gone. */
export async function publicSharedResume(deps: AppDeps, token: string): Promise<SharedResumeLookup> {
  const shown = token.slice(0, 64);
  const shared = await sharedDocument(deps, token);
  if (!shared) return { status: "missing", token: shown };
  return { status: "found", token, document: shared.document, expiresAt: shared.expiresAt.toISOString() };
}

/**
 * /api/resumes/shared/:token: a CV its owner shared by link, to anyone who has the link, while it
 * lives (30 days unless renewed, or until revoked). Never kept by caches nor indexed.
 */
export const resumesSharedRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("X-Robots-Tag", "noindex, nofollow");
  })
  .get("/:token", tokenParam, async (c) => {
    const lookup = await publicSharedResume(c.var.deps, c.req.valid("param").token);
    if (lookup.status !== "found") throw notFound();
    c.header("Cache-Control", "private, no-store");
    return c.json(lookup);
  })
  .get("/:token/pdf", tokenParam, async (c) => {
    const shared = await sharedDocument(c.var.deps, c.req.valid("param").token);
    if (!shared) throw notFound();
    const pdf = await resumePdf(shared.document, c.var.deps.env.BASE_URL);
    return privatePdf(c, new Uint8Array(pdf), resumeFileName(shared.document.fullName));
  });
