import type { Feature } from "../../feature";

/**
 * The development outbox. Outside /api and only outside production, to loopback only: app.ts
 * mounts `devRoutes` at /dev itself.
 */
export const devFeature = {
  name: "dev",
  bench: null,
  mutation: [],
} as const satisfies Feature;
