// Sign-in, sign-up, e-mail confirmation and password reset.
export { AuthPage } from "@/features/account/auth-page";
export { EmailConfirmedPage } from "@/features/account/email-confirmed-page";
export { ResetPasswordPage } from "@/features/account/reset-password-page";
