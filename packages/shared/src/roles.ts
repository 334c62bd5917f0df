// Kept apart from the zod schemas so the web's entry chunk can use them without loading zod.

export const ROLES = ["militar", "empresa"] as const;
export type Role = (typeof ROLES)[number];

/** Where a user lands after signing in or confirming the e-mail. */
export function homePathFor(role: Role): string {
  return role === "militar" ? "/app" : "/empresa";
}
