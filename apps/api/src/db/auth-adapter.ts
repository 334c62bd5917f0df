// better-auth's storage: its Drizzle adapter over our auth tables (users, sessions, accounts,
// verifications, two-factor secrets), named in the plural as the schema names them.
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "./client";
import { accounts, sessions, twoFactors, users, verifications } from "./schema/auth";

export function authAdapter(db: Db) {
  return drizzleAdapter(db, {
    provider: "pg",
    usePlural: true,
    schema: { users, sessions, accounts, verifications, twoFactors },
  });
}
