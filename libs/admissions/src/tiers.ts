/**
 * 冲/稳/保 tiers: bands of the admission probability, kept as data so the site can print the thresholds next
 * to the suggestions and a school can move them without touching code.
 */
import { TIER_MESSAGES } from './messages.ts';

export const TIER_NAMES = ['冲', '稳', '保'] as const;
/** 冲 (reach), 稳 (match), 保 (safety), from the riskiest to the safest. */
export type Tier = (typeof TIER_NAMES)[number];

/** One tier: probabilities p with min ≤ p < max (the last tier includes max). */
export interface TierDef {
  readonly tier: Tier;
  readonly min: number;
  readonly max: number;
  readonly label: string;
  readonly description: string;
}

/**
 * The default tiers: 冲 20 % ≤ p < 50 %, 稳 50 % ≤ p < 90 %, 保 p ≥ 90 %. Below 20 % nothing is suggested
 * (`NOT_SUGGESTED`). The bands are contiguous and ordered from 冲 to 保. 保 starts at 90 % because a safety
 * must be safe: with calibrated probabilities a 保 from 80 % is missed about one time in sixteen in the
 * backtests (docs/recommendation.md §10), from 90 % about one time in thirty.
 */
export const TIERS: readonly TierDef[] = [
  { tier: '冲', min: 0.2, max: 0.5, ...TIER_MESSAGES.冲 },
  { tier: '稳', min: 0.5, max: 0.9, ...TIER_MESSAGES.稳 },
  { tier: '保', min: 0.9, max: 1, ...TIER_MESSAGES.保 },
];

/** Below the lowest tier: shown only on request, with this note. */
export const NOT_SUGGESTED = { max: 0.2, description: TIER_MESSAGES.notSuggested } as const;

/** The tier of probability `p`, or null below the lowest tier (not suggested). */
export function tierOf(p: number, tiers: readonly TierDef[] = TIERS): Tier | null {
  const last = tiers.at(-1);
  for (const def of tiers) {
    if (p >= def.min && (p < def.max || (def === last && p <= def.max))) return def.tier;
  }
  if (last && p > last.max) return last.tier;
  return null;
}

/** Position of a tier from the riskiest (冲 0) to the safest (保 2); -1 for null (not suggested). */
export function tierIndex(tier: Tier | null): number {
  return tier === null ? -1 : TIER_NAMES.indexOf(tier);
}
