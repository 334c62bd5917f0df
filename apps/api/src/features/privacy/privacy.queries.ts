// A person's own requests under the LGPD: the ones he made, and a new one.
import { PRIVACY_OPEN_REQUESTS_MAX, type PrivacyRequestInput } from "@pm/shared/privacy";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { users } from "../../db/schema/auth";
import { privacyRequestColumns, privacyRequests } from "../../db/schema/privacy";
import type { ExportSubject } from "../../feature";

/** How many of a person's requests the settings page lists, newest first. */
export const OWN_REQUESTS_SHOWN = 50;

export function listOwnRequests(db: Db, userId: string) {
  return db
    .select(privacyRequestColumns)
    .from(privacyRequests)
    .where(eq(privacyRequests.userId, userId))
    .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
    .limit(OWN_REQUESTS_SHOWN);
}

/**
 * Files a request. The person's row is locked so that two submits at once count each other:
 * at most PRIVACY_OPEN_REQUESTS_MAX open at a time, and one open per right (also held by a
 * partial unique index).
 */
export async function createRequest(db: Db, userId: string, input: PrivacyRequestInput) {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const open = and(eq(privacyRequests.userId, userId), eq(privacyRequests.status, "aberta"));
      const [sameKind] = await tx
        .select({ id: privacyRequests.id })
        .from(privacyRequests)
        .where(and(open, eq(privacyRequests.kind, input.kind)));
      if (sameKind) return { kind: "same_kind" } as const;
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(privacyRequests).where(open);
      if (n >= PRIVACY_OPEN_REQUESTS_MAX) return { kind: "too_many" } as const;
      const [row] = await tx
        .insert(privacyRequests)
        .values({ userId, kind: input.kind, details: input.details })
        .returning({ id: privacyRequests.id });
      return { kind: "ok", id: row?.id } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "same_kind" } as const;
    throw error;
  }
}

/** The LGPD export's part of privacy: his own requests under the LGPD. */
export async function privacyAccountExport(db: Db, { userId }: ExportSubject) {
  return { privacyRequests: await listOwnRequests(db, userId) };
}
