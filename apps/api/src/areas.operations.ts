import { Hono } from "hono";
import { requireRole, requireTwoFactor, requireUser } from "./auth/guards";
import { mountArea } from "./feature";
import { FEATURES } from "./features/features";
import type { AppEnv } from "./http/context";

/**
 * The operators' console API (/api/operations): only an operador reaches it, and past the
 * enrollment of a second factor (the features' `operationsSetup` routers) only once a TOTP app is
 * confirmed (their `operations` routers). Every action it takes writes the audit log in the same
 * transaction.
 */
export const operationsArea = mountArea(
  mountArea(new Hono<AppEnv>().use(requireUser, requireRole("operador")), FEATURES, "operationsSetup").use(
    requireTwoFactor,
  ),
  FEATURES,
  "operations",
);
