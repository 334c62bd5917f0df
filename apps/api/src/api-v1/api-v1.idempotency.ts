// Idempotency-Key on /api/v1's POSTs: a retry with the same key and the same request gets the
// first answer again (for 24 hours), never a second job or a second change.
import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import {
  claimIdempotencyKey,
  findIdempotencyRecord,
  forgetIdempotencyKeyBefore,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from "./api-v1.access.queries";

export const idempotencyMessages = {
  invalid: "Idempotency-Key deve ter de 1 a 255 caracteres visíveis.",
  reused: "Esta Idempotency-Key já foi usada com outra requisição.",
  inProgress: "Uma requisição com esta Idempotency-Key ainda está em andamento.",
} as const;

const KEY = /^[\x21-\x7e]{1,255}$/;
const DAY_MS = 24 * 3600_000;

/** Replays, refuses or records a POST that carries an Idempotency-Key; others pass untouched. */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const given = c.req.header("idempotency-key");
  if (c.req.method !== "POST" || given === undefined) return next();
  if (!KEY.test(given)) throw new ApiError("VALIDATION_FAILED", idempotencyMessages.invalid);
  const db = c.var.deps.database.db;
  const keyId = c.var.apiKey.id;
  const body = await c.req.raw.clone().text();
  const fingerprint = createHash("sha256").update(`${c.req.method} ${c.req.path}\n${body}`).digest("hex");

  // Records older than a day are forgotten: the key may be used again.
  await forgetIdempotencyKeyBefore(db, keyId, given, new Date(Date.now() - DAY_MS));
  if (!(await claimIdempotencyKey(db, keyId, given, fingerprint))) {
    const first = await findIdempotencyRecord(db, keyId, given);
    if (!first) throw new ApiError("CONFLICT", idempotencyMessages.inProgress);
    if (first.fingerprint !== fingerprint) throw new ApiError("VALIDATION_FAILED", idempotencyMessages.reused);
    if (first.status === null) throw new ApiError("CONFLICT", idempotencyMessages.inProgress);
    c.header("idempotent-replayed", "true");
    return c.json(first.body as object, first.status as 200);
  }

  let stored = false;
  try {
    await next();
    // Only a success is kept: a refused request (a 4xx) may be corrected and sent again.
    if (c.res.status < 400) {
      const answer = await c.res.clone().json();
      await storeIdempotentAnswer(db, keyId, given, { status: c.res.status, body: answer });
      stored = true;
    }
  } finally {
    if (!stored) await releaseIdempotencyKey(db, keyId, given);
  }
});
