import type { CompanyProfileInput } from "@pm/shared/profile.company";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema/companies";
import { profiles } from "../../db/schema/profiles";
import { deleteFilesReplacedBy, fileUrl, insertFile } from "../../files/files.queries";
import type { ProcessedImage } from "../../files/image";

type Company = typeof companies.$inferSelect;

/**
 * The company's contact e-mail lives on its user's profile (profiles.email), as the spec keeps
 * it: there is no companies.email. It is not the sign-in e-mail (users.email), which only the
 * account flows change, so editing the contact e-mail never locks anyone out.
 */
async function contactEmail(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  return row?.email ?? "";
}

/** The company as its profile page shows it: the company row plus the contact e-mail. */
export async function loadCompanyProfile(db: Db, company: Company) {
  return { ...company, email: await contactEmail(db, company.userId) };
}

/** Saves the profile form: the company's fields and the contact e-mail, together or not at all. */
export async function updateCompanyProfile(db: Db, company: Company, input: CompanyProfileInput) {
  const { email, ...fields } = input;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companies)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(companies.id, company.id))
      .returning();
    await tx.update(profiles).set({ email, updatedAt: new Date() }).where(eq(profiles.id, company.userId));
    if (!updated) throw new Error(`company ${company.id} vanished`);
    return { ...updated, email };
  });
}

/**
 * Stores a new logo and points the company at it; the logo it replaces is deleted in the same
 * transaction. The company row is locked first, so two uploads at once end with one logo, not two.
 */
export async function replaceCompanyLogo(db: Db, company: Company, image: ProcessedImage): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for("update");
    const fileId = await insertFile(tx, company.userId, "company_logo", image);
    const logoUrl = fileUrl(fileId);
    await tx.update(companies).set({ logoUrl, updatedAt: new Date() }).where(eq(companies.id, company.id));
    await deleteFilesReplacedBy(tx, company.userId, "company_logo", fileId);
    return logoUrl;
  });
}
