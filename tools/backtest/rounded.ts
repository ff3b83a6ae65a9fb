// Fitted numbers as the generated modules hold them (cold-start.generated.ts, prior.generated.ts): four
// decimals, which people read and the generators' tests compare byte for byte.
import type { KindCells, LogisticFit } from '@zhiyuan/admissions';

export const round = (x: number) => Math.round(x * 10_000) / 10_000;

/** A kind's cells rounded; `count` as given. */
export const roundedCells = (k: KindCells, count = k.count): KindCells => ({
  count,
  cells: k.cells.map((c) => ({ mu: round(c.mu), sigma: round(c.sigma) })),
  pooled: { mu: round(k.pooled.mu), sigma: round(k.pooled.sigma) },
});

/** A baseline's coefficients rounded, as the default a region without samples of its own uses. */
export const roundedBaseline = (f: LogisticFit): LogisticFit => ({
  intercept: round(f.intercept),
  slope: round(f.slope),
  source: 'default',
  samples: 0,
});
