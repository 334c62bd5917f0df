import { COMPANY_PLAN_IDS } from "@pm/shared/billing";
import { sql } from "drizzle-orm";
import { date, integer, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";

export const companyPlanEnum = pgEnum("company_plan", COMPANY_PLAN_IDS);
export const paymentStatusEnum = pgEnum("payment_status", ["pending", "completed", "past_due", "canceled"]);

export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  /**
   * The public page's address, /empresas/{slug}: written from the name before insert by the
   * database (pm_companies_slug, db/functions/slugs.sql) and kept when the name changes. No
   * default of its own: an insert leaves it null for the trigger to fill.
   */
  slug: text("slug").notNull().unique().default(sql`NULL`),
  phone: text("phone"),
  website: text("website"),
  cnpj: text("cnpj"),
  address: text("address"),
  city: text("city"),
  state: text("state"),
  zipCode: text("zip_code"),
  description: text("description"),
  employeesCount: text("employees_count"),
  sector: text("sector"),
  logoUrl: text("logo_url"),
  plan: companyPlanEnum("plan").notNull().default("parceiro"),
  /** Active-job cap of the plan; null means unlimited. */
  jobLimit: integer("job_limit"),
  paymentStatus: paymentStatusEnum("payment_status").notNull().default("pending"),
  partnerJoinedAt: instant("partner_joined_at"),
  /** The payment provider's customer for this company (Stripe: cus_…), created at the first checkout. */
  providerCustomerId: text("provider_customer_id"),
  /** Credit on the account in centavos (unused time of a downgraded subscription), used by later charges. */
  creditCents: integer("credit_cents").notNull().default(0),
  /** Set by an operator: the company's jobs and offers leave the militares' screens until reinstated. */
  suspendedAt: instant("suspended_at"),
  suspensionReason: text("suspension_reason"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * An Enterprise contract, sold through sales and set by an operator: the job cap (null for
 * unlimited), a note on the price and the dates it runs. Setting one makes the company Enterprise.
 */
export const enterpriseContracts = pgTable("enterprise_contracts", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  jobLimit: integer("job_limit"),
  /** Members the contract allows, pending invitations included; null for no limit. */
  seatLimit: integer("seat_limit"),
  priceNote: text("price_note").notNull(),
  /** The operator the contract names as the company's dedicated support manager; null for none. */
  supportManagerId: text("support_manager_id").references(() => users.id, { onDelete: "set null" }),
  startsOn: date("starts_on").notNull(),
  endsOn: date("ends_on").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
