// Sign-in, sign-up, e-mail confirmation and password reset.
export { AuthPage } from "@/features/auth/auth-page";
export { EmailConfirmedPage } from "@/features/auth/email-confirmed-page";
export { ResetPasswordPage } from "@/features/auth/reset-password-page";
