// /api/v1's callers: a bearer API key of a live Enterprise company, and what the key may do.
import { companyPlanOrDefault } from "@pm/shared/billing";
import { API_ACCESS, API_KEY_PREFIX, type ApiResource, allows } from "@pm/shared/integrations";
import { createMiddleware } from "hono/factory";
import { hashApiKey } from "../features/integrations/integrations.public";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { findLiveApiKeyTakingToken, recordApiKeyUse } from "./api-v1.access.queries";
import { API_RATE } from "./api-v1.rate-limit";

/** The plans whose companies may call the API. */
const API_PLANS = Object.entries(API_ACCESS).flatMap(([plan, allowed]) => (allowed ? [plan] : []));

export const apiV1Messages = {
  keyMissing: "Envie a chave de API no cabeçalho Authorization: Bearer pm_live_…",
  keyInvalid: "Chave de API inválida ou revogada.",
  planRequired: "A API faz parte do plano Enterprise; o plano desta empresa não a inclui.",
  permission: (resource: string, level: string) => `Esta chave não tem permissão de ${level} em ${resource}.`,
} as const;

const unauthenticated = (message: string) =>
  new ApiError("UNAUTHENTICATED", message, undefined, { "www-authenticate": 'Bearer realm="api"' });

/**
 * Reads `Authorization: Bearer pm_live_…`, finds the key by its hash and checks that it is live and
 * that its company is an Enterprise company that is paid and not suspended. Records the last use
 * at most once a minute per key.
 */
export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthenticated(apiV1Messages.keyMissing);
  const key = match[1];
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 100) throw unauthenticated(apiV1Messages.keyInvalid);
  const db = c.var.deps.database.db;
  // The rate limit's token is taken here, in the key's own statement (apiRateLimit reads it).
  const row = await findLiveApiKeyTakingToken(db, hashApiKey(key), API_RATE, API_PLANS);
  if (!row) throw unauthenticated(apiV1Messages.keyInvalid);
  const { company } = row;
  if (company.paymentStatus !== "completed" || company.suspendedAt || !API_ACCESS[companyPlanOrDefault(company.plan)]) {
    throw new ApiError("FORBIDDEN", apiV1Messages.planRequired);
  }
  c.set("apiKey", { id: row.id, companyId: company.id, permissions: row.permissions, createdBy: row.createdBy });
  c.set("company", company);
  c.set("apiBucket", row.bucket);
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await recordApiKeyUse(db, row.id);
  }
  await next();
});

const RESOURCE_NAMES: Record<ApiResource, string> = {
  jobs: "vagas",
  applications: "candidaturas",
  candidates: "perfis de candidatos",
};

/** 403 unless the key may do `need` on `resource`. */
export const requirePermission = (resource: ApiResource, need: "leitura" | "escrita") =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!allows(c.var.apiKey.permissions, resource, need)) {
      throw new ApiError("FORBIDDEN", apiV1Messages.permission(RESOURCE_NAMES[resource], need));
    }
    await next();
  });
