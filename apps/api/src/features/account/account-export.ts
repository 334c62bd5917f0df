import type { Db } from "../../db/client";
import type { Feature } from "../../feature";
import { exportOwner } from "./account-export.queries";

/** A feature's part, in a function's parameter so that the parts of several features intersect. */
type SectionOf<F, K extends "user" | "company"> = F extends {
  readonly accountExport: { readonly [P in K]: (...args: never[]) => Promise<infer R> };
}
  ? (part: R) => void
  : never;
/** The keys the features add, at the top (`user`) or in the `company` object. */
type Parts<Fs extends readonly Feature[], K extends "user" | "company"> =
  SectionOf<Fs[number], K> extends (part: infer I) => void ? I : never;

type Owner = NonNullable<Awaited<ReturnType<typeof exportOwner>>>;

/** The document a user downloads, built from the features' sections. */
export type AccountExportDocument<Fs extends readonly Feature[]> = {
  exportedAt: string;
  about: string;
  user: Owner["user"];
  company: (NonNullable<Owner["company"]> & Parts<Fs, "company">) | null;
} & Parts<Fs, "user">;

/**
 * The order of the keys as the document was first published, so a download's keys never move;
 * keys that sections add later follow them, in the features list's order.
 */
const PUBLISHED_ORDER = [
  "exportedAt",
  "about",
  "user",
  "profile",
  "militaryProfile",
  "company",
  "pendingEmailChange",
  "signInMethods",
  "sessions",
  "applications",
  "bookmarks",
  "jobViews",
  "benefitRedemptions",
  "cashbackWithdrawals",
  "conversations",
  "civilianOccupations",
  "talentProfileViews",
  "talentInvitations",
  "learningPaths",
  "learningProgress",
  "certificates",
  "notifications",
  "privacyRequests",
  "files",
  "emails",
  "payments",
  "checkouts",
  "subscriptions",
];
/** Likewise, the keys of the `company` object after the company's own columns. */
const PUBLISHED_COMPANY_ORDER = ["jobs", "subscriptions", "conversationsCount"];

function inPublishedOrder(parts: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const key of order) if (Object.hasOwn(parts, key)) ordered[key] = parts[key];
  for (const [key, value] of Object.entries(parts)) if (!Object.hasOwn(ordered, key)) ordered[key] = value;
  return ordered;
}

/**
 * Everything the platform holds about one user (LGPD art. 18, II and V), and nothing about
 * anyone else: each feature's `accountExport` adds its keys (secrets such as the password hash,
 * session tokens and provider tokens are left out; a company's part counts the applications and
 * conversations it received, never lists them, since they describe candidates). Two sections
 * writing the same key is a mistake, refused here.
 */
export async function exportAccountData<const Fs extends readonly Feature[]>(
  db: Db,
  userId: string,
  features: Fs,
): Promise<AccountExportDocument<Fs> | null> {
  const owner = await exportOwner(db, userId);
  if (!owner) return null;
  const subject = { userId, email: owner.user.email };
  const userParts: Record<string, unknown> = {};
  const companyParts: Record<string, unknown> = {};
  const put = (into: Record<string, unknown>, feature: Feature, part: object) => {
    for (const [key, value] of Object.entries(part)) {
      if (Object.hasOwn(into, key)) throw new Error(`account export: "${key}" written twice (${feature.name})`);
      into[key] = value;
    }
  };
  for (const feature of features) {
    const section = feature.accountExport;
    if (section?.user) put(userParts, feature, await section.user(db, subject));
    if (owner.company && section?.company) put(companyParts, feature, await section.company(db, owner.company.id));
  }
  const document = inPublishedOrder(
    {
      exportedAt: new Date().toISOString(),
      about:
        "Dados pessoais mantidos pela Próxima Missão sobre você (LGPD, art. 18). Senhas e chaves de sessão não são incluídas.",
      user: owner.user,
      company: owner.company ? { ...owner.company, ...inPublishedOrder(companyParts, PUBLISHED_COMPANY_ORDER) } : null,
      ...userParts,
    },
    PUBLISHED_ORDER,
  );
  return document as AccountExportDocument<Fs>;
}
