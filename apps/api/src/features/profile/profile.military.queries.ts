import type { MilitaryProfileInput, OnboardingInput } from "@pm/shared/profile.military";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import type { ExportSubject } from "../../feature";
import { deleteFilesReplacedBy, fileUrl, insertFile } from "../../files/files.queries";
import type { ProcessedImage } from "../../files/image";

/** When he joined the talent bank: now if he says yes after being out, unchanged otherwise. */
const joinedAt = (talentBank: boolean) =>
  talentBank
    ? sql`CASE WHEN ${militaryProfiles.talentBank} IS TRUE THEN ${militaryProfiles.talentBankAt} ELSE now() END`
    : militaryProfiles.talentBankAt;

/** Saves the wizard's answers and marks the profile complete. */
export async function completeOnboarding(db: Db, userId: string, input: OnboardingInput) {
  const [row] = await db
    .update(militaryProfiles)
    .set({
      ...input,
      ...(input.talentBank === undefined ? {} : { talentBankAt: joinedAt(input.talentBank) }),
      completedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(militaryProfiles.userId, userId))
    .returning();
  return row ?? null;
}

/** Saves the profile page: the name on the profile (and on the account) and every military field. */
export async function updateMilitaryProfile(db: Db, userId: string, input: MilitaryProfileInput) {
  const { fullName, ...fields } = input;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(militaryProfiles)
      .set({ ...fields, updatedAt: now })
      .where(eq(militaryProfiles.userId, userId))
      .returning();
    if (!row) return null;
    await tx.update(profiles).set({ fullName, updatedAt: now }).where(eq(profiles.id, userId));
    await tx.update(users).set({ name: fullName, updatedAt: now }).where(eq(users.id, userId));
    return { ...row, fullName };
  });
}

/**
 * Stores a new avatar and points the profile at it; the avatar it replaces is deleted in the same
 * transaction. The profile row is locked first, so two uploads at once end with one avatar.
 */
export async function replaceAvatar(db: Db, userId: string, image: ProcessedImage): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ userId: militaryProfiles.userId })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, userId))
      .for("update");
    if (!locked) return null;
    const fileId = await insertFile(tx, userId, "avatar", image);
    const avatarUrl = fileUrl(fileId);
    await tx
      .update(militaryProfiles)
      .set({ avatarUrl, updatedAt: new Date() })
      .where(eq(militaryProfiles.userId, userId));
    await deleteFilesReplacedBy(tx, userId, "avatar", fileId);
    return avatarUrl;
  });
}

/** The caller's military profile row, or null. */
/** In or out of the talent bank, at once: searches read the flag itself. Whether the profile exists. */
export async function setTalentBank(db: Db, userId: string, talentBank: boolean): Promise<boolean> {
  const rows = await db
    .update(militaryProfiles)
    .set({ talentBank, talentBankAt: joinedAt(talentBank), updatedAt: new Date() })
    .where(eq(militaryProfiles.userId, userId))
    .returning({ userId: militaryProfiles.userId });
  return rows.length > 0;
}

export async function findMilitaryProfile(db: Db, userId: string) {
  const [profile] = await db.select().from(militaryProfiles).where(eq(militaryProfiles.userId, userId));
  return profile ?? null;
}

/** The LGPD export's part of the militar's profile; the payment provider's customer id is our reference, not data about him. */
export async function militaryProfileAccountExport(db: Db, { userId }: ExportSubject) {
  const [row] = await db.select().from(militaryProfiles).where(eq(militaryProfiles.userId, userId));
  const { providerCustomerId: _customer, ...militaryProfile } = row ?? { providerCustomerId: null };
  return { militaryProfile: row ? militaryProfile : null };
}
