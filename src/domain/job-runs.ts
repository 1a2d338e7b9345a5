/** How a background job's run ended; 'running' until it does. */
export const JOB_RUN_OUTCOMES = [
  "running",
  "succeeded",
  "partial",
  "failed",
  "interrupted",
  "skipped",
] as const;
export type JobRunOutcome = (typeof JOB_RUN_OUTCOMES)[number];

/** What started a run: the schedule, the super admin's button, or `npm run rates:sync`. */
export const JOB_RUN_TRIGGERS = ["schedule", "manual", "cli"] as const;
export type JobRunTrigger = (typeof JOB_RUN_TRIGGERS)[number];
