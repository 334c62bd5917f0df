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
  // migration run that added the value to the enum; a plain one serves as well, being selective.)
  (t) => [index("profiles_role_idx").on(t.role)],
);
