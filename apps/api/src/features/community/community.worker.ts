// The community's background work: mentorships past their end date end by themselves, freeing the
// mentor's place, and both sides are asked to rate them.
import type { AppDeps } from "../../http/context";
import type { JobDefinition } from "../../workers/runner";
import { endDueMentorships } from "./community.mentoring.queries";

/** The runner's job: every hour, the mentorships whose last day has passed (Brazil's calendar). */
export function mentorshipsEndJob(deps: AppDeps): JobDefinition {
  return {
    kind: "community.mentorships-end",
    everySeconds: 3600,
    handler: async () => ({ ended: await endDueMentorships(deps.database.db) }),
  };
}
