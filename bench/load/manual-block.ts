// The capacity plan's place in docs/运维手册.md: between two markers, rewritten by each bench:load run so the
// guide and bench/load-results.md say the same (apps/server/test/docs.test.ts checks that they do).
export const CAPACITY_START = '<!-- bench:load capacity plan: start -->';
export const CAPACITY_END = '<!-- bench:load capacity plan: end -->';

function bounds(text: string): { start: number; end: number } {
  const start = text.indexOf(CAPACITY_START);
  const end = text.indexOf(CAPACITY_END);
  if (start < 0 || end < start) throw new Error(`the capacity plan's markers are missing`);
  return { start: start + CAPACITY_START.length, end };
}

/** The block between the markers. */
export function capacityBlockOf(text: string): string {
  const { start, end } = bounds(text);
  return text.slice(start, end).trim();
}

/** `text` with the block between the markers replaced. */
export function withCapacityBlock(text: string, block: string): string {
  const { start, end } = bounds(text);
  return `${text.slice(0, start)}\n\n${block}\n\n${text.slice(end)}`;
}
