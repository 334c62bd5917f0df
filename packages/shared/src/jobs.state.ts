// A job's state as the company reads it. Apart from jobs.ts (which re-exports it) on purpose: the
// company's dashboard labels its recent jobs with it, without the board's areas and the military
// options they come from.

/** What the company sees of a job: open, paused by it, or past its expiry (off the board until renewed). */
export type JobState = "ativa" | "pausada" | "expirada";

export const JOB_STATE_LABELS: Record<JobState, string> = {
  ativa: "Ativa",
  pausada: "Pausada",
  expirada: "Expirada",
};
