// Sign-in, sign-up, e-mail confirmation, password reset and a team's invitation.
export { AuthPage } from "@/features/account/auth-page";
export { EmailConfirmedPage } from "@/features/account/email-confirmed-page";
export { ResetPasswordPage } from "@/features/account/reset-password-page";
export { TeamInvitationPage } from "@/features/members/team-invitation-page";
