// Sign-up, sign-in and password reset: the forms and the API validate with the same schemas.
import { z } from "zod";
import { authMessages, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SIGN_UP_ROLES } from "./account";
import { COMPANY_PLAN_IDS } from "./billing.constants";
import { CONTINUE_PATH } from "./job-links.continue";
import { safeString, tooLongMessage } from "./text";

/** A missing field reads like a blank one: the same pt-BR message, never zod's English default. */
const text = (required: string) => safeString({ error: required });
const trimmed = (required: string) => text(required).trim();
const email = (required: string) => trimmed(required).toLowerCase().max(254, authMessages.invalidEmail);

/** Optional text that may be sent blank; blank becomes undefined. */
const optionalText = (max: number) =>
  safeString()
    .trim()
    .max(max, tooLongMessage(max))
    .optional()
    .transform((v) => v || undefined);

export const signInSchema = z
  .strictObject({
    email: email(authMessages.loginRequired),
    password: text(authMessages.loginRequired).max(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
  })
  .superRefine((v, ctx) => {
    if (!v.email || !v.password) {
      ctx.addIssue({ code: "custom", message: authMessages.loginRequired, path: v.email ? ["password"] : ["email"] });
    } else if (!z.email().safeParse(v.email).success) {
      ctx.addIssue({ code: "custom", message: authMessages.invalidEmail, path: ["email"] });
    }
  });
export type SignInInput = z.infer<typeof signInSchema>;

/** Plan as it arrives in the URL (`plan=premium`) or the form. */
export const signUpPlanSchema = z.enum([...COMPANY_PLAN_IDS, "premium", "free", "PREMIUM", "FREE"], {
  error: "Plano inválido",
});

export const signUpSchema = z
  .strictObject({
    role: z.enum(SIGN_UP_ROLES, { error: "Escolha entre Militar e Empresa" }),
    fullName: trimmed(authMessages.signUpRequired).max(120, tooLongMessage(120)),
    email: email(authMessages.signUpRequired),
    password: text(authMessages.signUpRequired).max(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
    confirmPassword: text(authMessages.signUpRequired).max(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
    companyName: optionalText(160),
    city: optionalText(120),
    plan: signUpPlanSchema.optional(),
    /** A militar who signs up to apply to a public job returns to it once confirmed (CONTINUE_PATH). */
    continueTo: z.string().regex(CONTINUE_PATH, "Endereço de retorno inválido").optional(),
  })
  .superRefine((v, ctx) => {
    const missing = (["fullName", "email", "password"] as const).filter((k) => !v[k]);
    for (const key of missing) {
      ctx.addIssue({ code: "custom", message: authMessages.signUpRequired, path: [key] });
    }
    if (missing.length > 0) return;
    if (!z.email().safeParse(v.email).success) {
      ctx.addIssue({ code: "custom", message: authMessages.invalidEmail, path: ["email"] });
    }
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", message: authMessages.passwordsDiffer, path: ["confirmPassword"] });
    } else if (v.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", message: authMessages.passwordTooShort, path: ["password"] });
    }
    if (v.role === "empresa" && !v.companyName) {
      ctx.addIssue({ code: "custom", message: authMessages.companyNameRequired, path: ["companyName"] });
    }
    if (v.role === "empresa" && v.plan && !(COMPANY_PLAN_IDS as readonly string[]).includes(v.plan)) {
      ctx.addIssue({ code: "custom", message: "Plano inválido para empresas", path: ["plan"] });
    }
    if (v.role === "militar" && v.plan && (COMPANY_PLAN_IDS as readonly string[]).includes(v.plan)) {
      ctx.addIssue({ code: "custom", message: "Plano inválido para militares", path: ["plan"] });
    }
  });
export type SignUpInput = z.infer<typeof signUpSchema>;
/** What the sign-up form holds before parsing. */
export type SignUpValues = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.strictObject({
  email: email(authMessages.invalidEmail).pipe(z.email(authMessages.invalidEmail)),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .strictObject({
    token: text(authMessages.resetInvalidLink)
      .min(1, authMessages.resetInvalidLink)
      .max(512, authMessages.resetInvalidLink),
    password: text(authMessages.signUpRequired).max(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
    confirmPassword: text(authMessages.signUpRequired).max(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
  })
  .superRefine((v, ctx) => {
    if (!v.password) {
      ctx.addIssue({ code: "custom", message: authMessages.signUpRequired, path: ["password"] });
    } else if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", message: authMessages.passwordsDiffer, path: ["confirmPassword"] });
    } else if (v.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", message: authMessages.passwordTooShort, path: ["password"] });
    }
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The second step of an operator's sign-in: a 6-digit code from the app, or a recovery code. */
export const twoFactorSignInSchema = z.strictObject({
  kind: z.enum(["totp", "backup"]).default("totp"),
  code: z
    .string({ error: authMessages.twoFactorCodeRequired })
    .trim()
    .min(1, authMessages.twoFactorCodeRequired)
    .max(32, authMessages.twoFactorInvalid),
});
export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;
