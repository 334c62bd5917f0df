import type { SignUpInput } from "@pm/shared/auth";
import { companyPlanOrDefault } from "@pm/shared/plans";
import { hashPassword } from "better-auth/crypto";
import { isUniqueViolation } from "../../db/errors";
import type { AppDeps } from "../../http/context";
import { ApiError } from "../../http/errors";
import { findUserIdByEmail, insertAccount } from "./account.queries";

/** The link in the confirmation e-mail lands here, then the web app continues to `next`. */
export function confirmationCallback(next: string): string {
  return `/auth/confirmado?next=${encodeURIComponent(next)}`;
}

export async function signUp(deps: AppDeps, input: SignUpInput, headers: Headers): Promise<{ userId: string }> {
  const db = deps.database.db;
  if (await findUserIdByEmail(db, input.email)) throw new ApiError("EMAIL_TAKEN");
  const passwordHash = await hashPassword(input.password);
  const base = { fullName: input.fullName, email: input.email, passwordHash };
  let created: { userId: string };
  let next: string;
  try {
    if (input.role === "empresa") {
      const plan = companyPlanOrDefault(input.plan);
      created = await insertAccount(db, {
        ...base,
        role: "empresa",
        plan,
        companyName: input.companyName ?? "",
        city: input.city ?? null,
      });
      next = `/empresa/checkout?plan=${plan}`;
    } else {
      // Premium is bought after sign-up; the account always starts on FREE.
      created = await insertAccount(db, { ...base, role: "militar", plan: "FREE" });
      next = "/app";
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("EMAIL_TAKEN");
    throw error;
  }
  try {
    await deps.auth.api.sendVerificationEmail({
      body: { email: input.email, callbackURL: confirmationCallback(next) },
      headers,
    });
  } catch (error) {
    // The account exists; signing in sends a fresh link, so a mail outage must not fail sign-up.
    deps.logger.error({ err: error, userId: created.userId }, "verification email not sent");
  }
  return created;
}
