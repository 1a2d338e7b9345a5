import { hostname } from "node:os";
import { and, desc, eq, lt, ne } from "drizzle-orm";
import type { JobRunOutcome, JobRunTrigger } from "../../domain/job-runs";
import type { Database } from "../db/client";
import { jobRuns, type JobRun, type JobRunCounts } from "../db/schema";

/**
 * How long a run may stay 'running'. A run's sources time out well before this, so a row still
 * running after it belongs to a process that was killed or crashed: it is marked 'interrupted' and
 * no longer blocks the next run.
 */
export const RUN_LEASE_MS = 15 * 60 * 1000;

export const INTERRUPTED_MESSAGE =
  "The run stopped before it finished: the app was stopped or crashed while it ran. Nothing it had not saved was changed.";

/** This process, as job_runs names it. */
export const INSTANCE_NAME = `${hostname()}:${process.pid}`;

export type Claim =
  | { status: "claimed"; run: JobRun }
  /** Another run of the job is in progress (returned when known). */
  | { status: "busy"; running: JobRun | undefined }
  /** Another instance already took this scheduled occurrence. */
  | { status: "taken" };

export interface ClaimRequest {
  job: string;
  trigger: JobRunTrigger;
  /** The scheduled instant, for a scheduled run: one row per (job, occurrence) across all instances. */
  occurrence?: Date;
  startedBy?: string;
  instance?: string;
  now?: Date;
}

/** Marks runs past their lease as interrupted, so a crash is visible and the job can run again. */
export async function expireStaleRuns(db: Database, job: string, now = new Date()): Promise<number> {
  const rows = await db
    .update(jobRuns)
    .set({ outcome: "interrupted", finishedAt: now, error: INTERRUPTED_MESSAGE })
    .where(
      and(
        eq(jobRuns.job, job),
        eq(jobRuns.outcome, "running"),
        lt(jobRuns.startedAt, new Date(now.getTime() - RUN_LEASE_MS)),
      ),
    )
    .returning({ id: jobRuns.id });
  return rows.length;
}

/**
 * Starts a run by inserting its 'running' row. The unique indexes decide between racing callers on
 * every instance: one running row per job, one row per scheduled occurrence. A scheduled occurrence
 * that finds a run in progress is recorded as skipped, so every occurrence leaves a trace.
 */
export async function claimRun(db: Database, request: ClaimRequest): Promise<Claim> {
  const now = request.now ?? new Date();
  await expireStaleRuns(db, request.job, now);
  const values = {
    job: request.job,
    trigger: request.trigger,
    occurrence: request.occurrence ?? null,
    startedAt: now,
    instance: request.instance ?? INSTANCE_NAME,
    startedBy: request.startedBy ?? null,
  };
  const inserted = await db.insert(jobRuns).values(values).onConflictDoNothing().returning();
  if (inserted[0]) return { status: "claimed", run: inserted[0] };

  if (request.occurrence) {
    const same = await db
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, request.job), eq(jobRuns.occurrence, request.occurrence)));
    if (same.length > 0) return { status: "taken" };
  }
  const running = await findRunning(db, request.job);
  if (request.occurrence) {
    const skipped = await db
      .insert(jobRuns)
      .values({
        ...values,
        outcome: "skipped",
        finishedAt: now,
        error: "Another run was in progress, so this scheduled run was skipped.",
      })
      .onConflictDoNothing()
      .returning({ id: jobRuns.id });
    if (skipped.length === 0) return { status: "taken" };
  }
  return { status: "busy", running };
}

async function findRunning(db: Database, job: string): Promise<JobRun | undefined> {
  const rows = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.outcome, "running")))
    .limit(1);
  return rows[0];
}

export interface RunEnd {
  outcome: Exclude<JobRunOutcome, "running">;
  counts?: JobRunCounts;
  error?: string | null;
  details?: Record<string, unknown>;
}

/** Records how the run ended; a run already marked interrupted (lease passed) keeps that mark. */
export async function finishRun(
  db: Database,
  id: string,
  end: RunEnd,
  now = new Date(),
): Promise<JobRun | undefined> {
  const rows = await db
    .update(jobRuns)
    .set({
      outcome: end.outcome,
      finishedAt: now,
      counts: end.counts ?? null,
      error: end.error ?? null,
      details: end.details ?? null,
    })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.outcome, "running")))
    .returning();
  return rows[0];
}

/** The newest run of a job; a 'running' row past its lease reads as interrupted. */
export async function latestRun(db: Database, job: string, now = new Date()): Promise<JobRun | undefined> {
  const rows = await db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, job))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  const run = rows[0];
  if (run?.outcome === "running" && now.getTime() - run.startedAt.getTime() > RUN_LEASE_MS) {
    return { ...run, outcome: "interrupted", error: INTERRUPTED_MESSAGE };
  }
  return run;
}

/** Deletes a job's finished runs that started before `before`; a run still going is kept. */
export async function deleteFinishedRuns(db: Database, job: string, before: Date): Promise<number> {
  const rows = await db
    .delete(jobRuns)
    .where(and(eq(jobRuns.job, job), lt(jobRuns.startedAt, before), ne(jobRuns.outcome, "running")))
    .returning({ id: jobRuns.id });
  return rows.length;
}
