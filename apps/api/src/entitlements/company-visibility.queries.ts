// Which companies militares and visitors see: paid for, and not suspended by an operator. Used
// with `companies` joined, by the job board, the public job pages and sitemap, recommendations,
// partner offers and the partners directory.
import { and, eq, isNull } from "drizzle-orm";
import { companies } from "../db/schema/companies";

export const visibleCompany = and(eq(companies.paymentStatus, "completed"), isNull(companies.suspendedAt));
