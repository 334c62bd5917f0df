import type { PageLoader } from "./pages";

// Where each page of /auth is, as areas/pages.ts lists the signed-in areas' (areas/auth.tsx
// exports the same components). Unlike that list, this one is part of the entry, as the public
// pages' loaders are: it is four pages long, and /auth is where the public pages lead.
export const AUTH_PAGES = {
  AuthPage: () => import("@/features/account/auth-page").then((m) => m.AuthPage),
  EmailConfirmedPage: () => import("@/features/account/email-confirmed-page").then((m) => m.EmailConfirmedPage),
  ResetPasswordPage: () => import("@/features/account/reset-password-page").then((m) => m.ResetPasswordPage),
  TeamInvitationPage: () => import("@/features/members/team-invitation-page").then((m) => m.TeamInvitationPage),
} satisfies Record<string, PageLoader>;
