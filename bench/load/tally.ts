// Latencies and failures per call of `npm run bench:load`, and their percentiles.
export interface CallStats {
  call: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** A part of another call's requests (a page kept, a page rendered now): not counted again in all calls. */
  partOf?: string;
}

export class Tally {
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();
  /** Latencies of parts of a call, by `call · part`. */
  private readonly parts = new Map<string, { call: string; list: number[] }>();
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

  /** A request of `call` that was also of one `part` of it (recorded for `call` too, with `record`). */
  recordPart(call: string, part: string, ms: number): void {
    const name = `${call} · ${part}`;
    const held = this.parts.get(name) ?? { call, list: [] };
    held.list.push(ms);
    this.parts.set(name, held);
  }

  stats(): CallStats[] {
    const rows = [...this.latencies].map(([call, list]) => statsOf(call, list, this.failures.get(call) ?? 0));
    const parts = [...this.parts].map(([name, { call, list }]) => ({
      ...statsOf(name, list, 0),
      partOf: call,
    }));
    const all = [...this.latencies.values()].flat();
    const errors = [...this.failures.values()].reduce((a, b) => a + b, 0);
    return [
      ...[...rows, ...parts].sort((a, b) => a.call.localeCompare(b.call)),
      statsOf('all calls', all, errors),
    ];
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
