// Latencies and failures per call of `npm run bench:load`, and their percentiles.
export interface CallStats {
  call: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export class Tally {
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();
  /** The first few failures, for the report. */
  readonly samples: string[] = [];

  record(call: string, ms: number, failure: string | null): void {
    const list = this.latencies.get(call) ?? [];
    list.push(ms);
    this.latencies.set(call, list);
    if (failure !== null) {
      this.failures.set(call, (this.failures.get(call) ?? 0) + 1);
      if (this.samples.length < 10) this.samples.push(`${call}: ${failure}`);
    }
  }

  stats(): CallStats[] {
    const rows = [...this.latencies].map(([call, list]) => statsOf(call, list, this.failures.get(call) ?? 0));
    const all = [...this.latencies.values()].flat();
    const errors = [...this.failures.values()].reduce((a, b) => a + b, 0);
    return [...rows.sort((a, b) => a.call.localeCompare(b.call)), statsOf('all calls', all, errors)];
  }
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

function statsOf(call: string, list: readonly number[], errors: number): CallStats {
  const sorted = [...list].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    call,
    count: list.length,
    errors,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}
