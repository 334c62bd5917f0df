// A company's API keys, every statement scoped by the company's id.
import { MAX_API_KEYS } from "@pm/shared/integrations";
import type { apiKeyCreateSchema } from "@pm/shared/integrations.company";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema/companies";
import { apiKeys } from "../../db/schema/integrations";
import { displayPrefixOf, hashApiKey, newApiKey } from "./api-keys";

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  displayPrefix: apiKeys.displayPrefix,
  permissions: apiKeys.permissions,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** The company's keys, newest first, revoked ones included (they stay listed as revoked). */
export function listApiKeys(db: Db, companyId: string) {
  return db.select(keyColumns).from(apiKeys).where(eq(apiKeys.companyId, companyId)).orderBy(desc(apiKeys.createdAt));
}

/**
 * Creates a key and returns it whole, the only time it exists outside the caller's hands. The
 * company row is locked, so two requests at once cannot both pass the cap.
 */
export async function createApiKey(
  db: Db,
  companyId: string,
  userId: string,
  input: z.output<typeof apiKeyCreateSchema>,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MAX_API_KEYS) return { kind: "cap" as const };
    const key = newApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        companyId,
        name: input.name,
        displayPrefix: displayPrefixOf(key),
        keyHash: hashApiKey(key),
        permissions: input.permissions,
        createdBy: userId,
      })
      .returning(keyColumns);
    if (!row) throw new Error("insert returned no key");
    return { kind: "created" as const, key, apiKey: row };
  });
}

/** Revokes one of the company's keys; null for another company's, an unknown or a revoked one. */
export async function revokeApiKey(db: Db, companyId: string, id: string, now = new Date()) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return row ?? null;
}
