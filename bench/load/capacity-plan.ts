// What a whole province needs, worked out from what bench:load measured: the app's and PostgreSQL's CPU
// time per call (which, unlike calls per second on a shared 2-core machine, does not depend on what else
// the machine runs) and the students' mix of calls. The assumptions about how students behave in the 填报
// days are written here once, shown beside the result, and are the part to change when a province knows
// better. `capacityMarkdown` is the block bench:load writes into load-results.md and docs/运维手册.md.
import type { CapacityRun } from './capacity.ts';

/** How the students of a province use the site in the five days of 填报 — assumptions, not measurements. */
export const PROVINCE = {
  candidates: 200_000,
  /** Candidates who use the site at all in the 填报 days. */
  activeShare: 0.9,
  /** Visits per active candidate over the five days (a first look, a parents' evening, changes, the last check). */
  visitsPerCandidate: 4,
  /** Rounds of the students' mix (search, admissions, rank, recommend, save) in one visit. */
  roundsPerVisit: 6,
  /** Share of all visits on the busiest day (the first day after the scores, or the last before closing). */
  busiestDayShare: 0.35,
  /** Share of that day's visits in its busiest hour (the evening). */
  busiestHourShare: 0.12,
  /** The busiest minute against the busiest hour's mean. */
  minutePeak: 2,
  /** A process is planned to run at most this share of its core, to keep p99 low. */
  processHeadroom: 0.6,
} as const;

export interface CallCost {
  call: string;
  appCpuMs: number;
  databaseCpuMs: number;
  /** Calls per second one process could serve with its core to itself (1000 / app CPU ms). */
  perProcessPerSecond: number;
}

export interface CapacityPlan {
  /** The setup the costs come from (PostgreSQL + Redis, one process). */
  source: string;
  costs: CallCost[];
  callsPerVisit: number;
  peakCallsPerSecond: number;
  appProcesses: number;
  databaseCores: number;
}

const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The plan from one setup's capacity runs (use PostgreSQL, one process: the per-call costs of a deployment). */
export function capacityPlan(source: string, runs: readonly CapacityRun[]): CapacityPlan {
  const costs = runs.map((run) => ({
    call: run.kind,
    appCpuMs: run.appCpuMsPerCall,
    databaseCpuMs: run.databaseCpuMsPerCall,
    perProcessPerSecond: run.appCpuMsPerCall > 0 ? Math.round(1000 / run.appCpuMsPerCall) : 0,
  }));
  const mix = costs.find((cost) => cost.call === 'mix');
  const callsPerVisit = PROVINCE.roundsPerVisit * (costs.length - 1);
  const visits = PROVINCE.candidates * PROVINCE.activeShare * PROVINCE.visitsPerCandidate;
  const peakCallsPerSecond =
    ((visits * callsPerVisit * PROVINCE.busiestDayShare * PROVINCE.busiestHourShare) / 3600) *
    PROVINCE.minutePeak;
  const appCores = (peakCallsPerSecond * (mix?.appCpuMs ?? 0)) / 1000;
  return {
    source,
    costs,
    callsPerVisit,
    peakCallsPerSecond: Math.round(peakCallsPerSecond),
    appProcesses: Math.max(2, Math.ceil(appCores / PROVINCE.processHeadroom)),
    databaseCores: roundTo((peakCallsPerSecond * (mix?.databaseCpuMs ?? 0)) / 1000, 2),
  };
}

export function capacityMarkdown(plan: CapacityPlan): string {
  const p = PROVINCE;
  return [
    `Per call, from “${plan.source}” (CPU time per call; one process serves about 1000 ÷ its app CPU ms a second when its core is its own):`,
    '',
    '| call | app CPU ms | PostgreSQL CPU ms | calls/s one process serves |',
    '| ---- | ---------- | ----------------- | -------------------------- |',
    ...plan.costs.map(
      (cost) => `| ${cost.call} | ${cost.appCpuMs} | ${cost.databaseCpuMs} | ${cost.perProcessPerSecond} |`,
    ),
    '',
    `A province: ${p.candidates.toLocaleString('en')} candidates, ${p.activeShare * 100} % of them on the site, ` +
      `${p.visitsPerCandidate} visits each in the five days, ${p.roundsPerVisit} rounds of the mix per visit ` +
      `(${plan.callsPerVisit} calls); ${p.busiestDayShare * 100} % of the visits on the busiest day, ` +
      `${p.busiestHourShare * 100} % of that day in its busiest hour, its busiest minute ${p.minutePeak}× the hour's mean. ` +
      `Peak: **${plan.peakCallsPerSecond} calls/s**. With each process at most ${p.processHeadroom * 100} % busy: ` +
      `**${plan.appProcesses} app processes** (one core each, at least two for failover) and ` +
      `**${plan.databaseCores} PostgreSQL cores** of query work at the peak.`,
  ].join('\n');
}
