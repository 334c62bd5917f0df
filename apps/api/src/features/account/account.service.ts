import type { SignUpInput } from "@pm/shared/account.schemas";
import { COMPANY_PLAN_IDS, type CompanyPlanId } from "@pm/shared/billing";
import { hashPassword } from "better-auth/crypto";
import { enqueueAuthMail } from "../../auth/auth-mail.queries";
import type { SignUpPayload } from "../../auth/auth-mail.worker";
import type { AppDeps } from "../../http/context";

const isCompanyPlan = (plan: string | undefined): plan is CompanyPlanId =>
  (COMPANY_PLAN_IDS as readonly string[]).includes(plan ?? "");

/**
 * Records a sign-up for the worker, which creates the account and sends the confirmation link,
 * or, when the address already has an account, tells its owner instead. The request does the
 * same work either way (hash the password, write one row), so neither the answer nor its time
 * says whether the address is taken.
 */
export async function requestSignUp(deps: AppDeps, input: SignUpInput): Promise<void> {
  const payload: SignUpPayload = {
    role: input.role,
    fullName: input.fullName,
    passwordHash: await hashPassword(input.password),
    ...(input.role === "empresa"
      ? {
          plan: isCompanyPlan(input.plan) ? input.plan : undefined,
          companyName: input.companyName ?? "",
          city: input.city,
        }
      : { continueTo: input.continueTo }),
  };
  await enqueueAuthMail(deps.database.db, "sign_up", input.email, payload);
  deps.authMail.kick();
}

/** Records a reset request for the worker: same answer, same work, whether or not the address has an account. */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  await enqueueAuthMail(deps.database.db, "password_reset", email);
  deps.authMail.kick();
}
