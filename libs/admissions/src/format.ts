/**
 * Number formatting for the engine's Chinese text: thousands separators and percentages, written by hand so
 * the output is the same on every runtime whatever its ICU data (the reasons are compared in tests and shown
 * verbatim by the site).
 */

/** 12340 → '12,340'; rounds to an integer first. */
export function formatInt(value: number): string {
  const rounded = Math.round(value);
  const sign = rounded < 0 ? '-' : '';
  return sign + String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 0.153 → '15%'; `digits` decimals (0 by default). */
export function formatPercent(share: number, digits = 0): string {
  return `${(share * 100).toFixed(digits)}%`;
}

/** A score for display: integers as they are, others with one decimal (600.25 → '600.3'). */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
