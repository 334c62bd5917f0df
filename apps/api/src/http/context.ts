import type { Role } from "@pm/shared/account";
import type { MilitaryPlanId } from "@pm/shared/billing";
import type { ApiPermissions } from "@pm/shared/integrations";
import type { CompanyRole } from "@pm/shared/members";
import type { Logger } from "pino";
import type { AuthMailWorker } from "../auth/auth-mail.worker";
import type { Auth } from "../auth/better-auth";
import type { Company } from "../auth/session.queries";
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Mailer } from "../mail/mailer";
import type { PaymentProvider } from "../payments/provider";
import type { RealtimeHub } from "../realtime/hub";
import type { RateLimitRules } from "./rate-limit";

export type { Company };

/** Everything a request handler may reach; built once in main.ts (or by a test) and handed to createApp. */
export interface AppDeps {
  env: Env;
  database: Database;
  mailer: Mailer;
  auth: Auth;
  logger: Logger;
  rateLimits: RateLimitRules;
  realtime: RealtimeHub;
  /** Sends the account e-mails (sign-up, reset, sign-in alert) outside the requests that ask for them. */
  authMail: AuthMailWorker;
  payments: PaymentProvider;
  /** Origins allowed to send cookie-authenticated state changes. */
  trustedOrigins: string[];
}

/** An /api/v1 caller: the key, its company's id, what it may do, and who created it. */
export interface ApiKeyCaller {
  id: string;
  companyId: string;
  permissions: ApiPermissions;
  createdBy: string;
}

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  fullName: string;
  sessionId: string;
  /** For a militar, when onboarding was completed (null until then); null for a company. */
  onboardedAt: Date | null;
  /** For a militar, his plan (FREE or PREMIUM); null for a company. */
  militaryPlan: MilitaryPlanId | null;
  /** Whether the user has confirmed a TOTP app (an operator must before the console opens). */
  twoFactorEnabled: boolean;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    user: SessionUser;
    /** The company whose team the caller is in, set with the session for the company routes. */
    company: Company;
    /** The caller's role in that company's team (decision 035). */
    companyRole: CompanyRole;
    /** The API key of a /api/v1 request (set by its bearer-key middleware). */
    apiKey: ApiKeyCaller;
    /** The token requireApiKey took from the key's bucket with the key (null: none taken). */
    apiBucket: { tokens: number; allowed: boolean } | null;
  };
}
