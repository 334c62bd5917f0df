import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { militaryProfiles } from "../../db/schema/military";
import { militaryOccupations, occupationFeedback } from "../../db/schema/skills";
import { searchFold } from "../../db/text-search";
import type { ExportSubject } from "../../feature";

export type OccupationStatus = (typeof militaryOccupations.$inferSelect)["status"];

/** The militar's saved força, posto and especialidades, as the translator reads them, or null without a profile. */
export async function findSavedExperience(db: Db, userId: string) {
  const [row] = await db
    .select({
      militaryBranch: militaryProfiles.militaryBranch,
      rank: militaryProfiles.rank,
      specialties: militaryProfiles.specialties,
    })
    .from(militaryProfiles)
    .where(eq(militaryProfiles.userId, userId));
  return row ?? null;
}

/** The militar's answers: confirmed and removed occupations, confirmed first. */
export function listOccupationChoices(db: Db, userId: string) {
  return db
    .select({
      code: militaryOccupations.code,
      family: militaryOccupations.family,
      title: militaryOccupations.title,
      status: militaryOccupations.status,
    })
    .from(militaryOccupations)
    .where(and(eq(militaryOccupations.userId, userId), ne(militaryOccupations.status, "suggested")))
    .orderBy(militaryOccupations.status, militaryOccupations.title);
}

export interface OccupationChoiceRow {
  code: string;
  family: string;
  title: string;
  status: OccupationStatus;
  /** The specialty the suggestion came from, if the militar's screen said. */
  specialty: string | null;
}

/**
 * Records the militar's answer. A changed answer also counts once in the anonymous feedback of the
 * specialty it came from (answering the same twice counts once).
 */
export async function chooseOccupation(db: Db, userId: string, choice: OccupationChoiceRow) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: militaryOccupations.status })
      .from(militaryOccupations)
      .where(and(eq(militaryOccupations.userId, userId), eq(militaryOccupations.code, choice.code)))
      .for("update");
    await tx
      .insert(militaryOccupations)
      .values({ userId, code: choice.code, family: choice.family, title: choice.title, status: choice.status })
      .onConflictDoUpdate({
        target: [militaryOccupations.userId, militaryOccupations.code],
        set: { status: choice.status, updatedAt: sql`now()` },
      });
    if (before?.status === choice.status || !choice.specialty) return;
    const confirmed = choice.status === "confirmed" ? 1 : 0;
    await tx
      .insert(occupationFeedback)
      .values({ specialty: searchFold(choice.specialty), code: choice.code, confirmed, removed: 1 - confirmed })
      .onConflictDoUpdate({
        target: [occupationFeedback.specialty, occupationFeedback.code],
        set: {
          confirmed: sql`${occupationFeedback.confirmed} + ${confirmed}`,
          removed: sql`${occupationFeedback.removed} + ${1 - confirmed}`,
          updatedAt: sql`now()`,
        },
      });
  });
}

/**
 * Forgets the answer: a plain suggestion again when his profile still suggests it (`suggested`),
 * gone otherwise. Whether there was an answer.
 */
export async function clearOccupationChoice(
  db: Db,
  userId: string,
  code: string,
  suggested: boolean,
): Promise<boolean> {
  const answered = and(
    eq(militaryOccupations.userId, userId),
    eq(militaryOccupations.code, code),
    ne(militaryOccupations.status, "suggested"),
  );
  const changed = suggested
    ? await db
        .update(militaryOccupations)
        .set({ status: "suggested", updatedAt: sql`now()` })
        .where(answered)
        .returning({ code: militaryOccupations.code })
    : await db.delete(militaryOccupations).where(answered).returning({ code: militaryOccupations.code });
  return changed.length > 0;
}

/**
 * Replaces the translator's suggestions for the militar's saved profile; his answers stay as they
 * are (a suggestion he confirmed or removed is not suggested again).
 */
export async function replaceSuggestions(
  db: Db,
  userId: string,
  suggestions: readonly { code: string; family: string; title: string }[],
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(militaryOccupations)
      .where(and(eq(militaryOccupations.userId, userId), eq(militaryOccupations.status, "suggested")));
    if (suggestions.length === 0) return;
    await tx
      .insert(militaryOccupations)
      .values(
        suggestions.map((s) => ({
          userId,
          code: s.code,
          family: s.family,
          title: s.title,
          status: "suggested" as const,
        })),
      )
      .onConflictDoNothing();
  });
}

/** The LGPD export's part of skills: his answers about the civilian occupations suggested to him. */
export async function skillsAccountExport(db: Db, { userId }: ExportSubject) {
  const civilianOccupations = await db
    .select({
      code: militaryOccupations.code,
      title: militaryOccupations.title,
      status: militaryOccupations.status,
      updatedAt: militaryOccupations.updatedAt,
    })
    .from(militaryOccupations)
    .where(eq(militaryOccupations.userId, userId))
    .orderBy(asc(militaryOccupations.code));
  return { civilianOccupations };
}
