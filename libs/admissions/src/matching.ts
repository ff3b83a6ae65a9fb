/**
 * Which past unit a unit of the target year continues. Provinces renumber 院校专业组 between years, so a group
 * code alone may point at another group or at nothing; a unit is matched by what it contains — its majors, its
 * 选科 and its programme (中外合作办学, a campus …, read from the name) — and only by its code when its content is
 * unknown. A unit with no own past gets its college's units of the same programme as a reference, with their
 * spread, so the estimate is honestly wider. Pure: the caller passes what it knows of the target (never the
 * target year's outcome) and the units of one earlier year.
 */

/** How a past year was found for a unit, from the surest to the loosest. */
export type MatchKind = 'same' | 'renumbered' | 'code' | 'majors' | 'college';

export const MATCH_KINDS: readonly MatchKind[] = ['same', 'renumbered', 'code', 'majors', 'college'];

/** What is known of a unit before its year's admission. */
export interface UnitProfile {
  readonly collegeCode: string;
  /** null when the college itself is the unit (院校 volunteers). */
  readonly groupCode: string | null;
  /** The college or group name as printed; its parenthesised parts name the programme. */
  readonly name?: string | null;
  /** Major keys (codes, or names where there are none). */
  readonly majors?: readonly string[] | null;
  /** 选科 requirement as printed (compared after removing spaces). */
  readonly subjects?: string | null;
}

/** A unit of an earlier year, with its outcome. */
export interface PastUnit extends UnitProfile {
  readonly minRank: number | null;
  readonly minScore?: number | null;
  readonly planCount?: number | null;
  /** Each major's lowest rank that year, where the records have major rows. */
  readonly majorRanks?: ReadonlyMap<string, number> | null;
}

export interface UnitMatch {
  readonly kind: MatchKind;
  /** The past unit continued; null when the line is rebuilt from majors or taken from the college. */
  readonly unit: PastUnit | null;
  readonly minRank: number;
  readonly minScore: number | null;
  readonly planCount: number | null;
  /**
   * The college's units of the same programme that year, as one rank (their median): where the unit stood
   * within its college. A group far from its college's other groups tends to come back towards them (in
   * 广东 a bare code may also name another group), which the rank model learns as the college pull.
   */
  readonly collegeRank: number;
  /**
   * How far apart the past lines the match stands for were: for a college reference, the standard deviation
   * of its units' log ranks; for a line rebuilt from majors, of those majors' (where in that range a group
   * admitting them together will fall is not known); for a bare code, of the college's units (it may name
   * another of them); 0 otherwise.
   */
  readonly spread: number;
  /** How many past units (or majors) the match rests on. */
  readonly sources: number;
}

export interface MatchSettings {
  /** Share of majors two units must have in common to be the same unit (shared ÷ the larger count). */
  readonly minSharedShare: number;
  /** Share of the target's majors whose past ranks must be known to rebuild its line from them. */
  readonly minMajorsFound: number;
  /**
   * Share of a college's group codes of the target year that must also exist the year before for a code
   * alone to be trusted: when a college renumbered most of its groups, a code that happens to exist last
   * year is a coincidence, not the same group.
   */
  readonly minCodeContinuity: number;
}

/** What else is known when matching: the target year's other units of the college (its 招生计划). */
export interface MatchContext extends Partial<MatchSettings> {
  readonly siblings?: readonly UnitProfile[];
}

export const DEFAULT_MATCH_SETTINGS: MatchSettings = {
  minSharedShare: 0.5,
  minMajorsFound: 0.5,
  minCodeContinuity: 0.5,
};

/**
 * The programme part of a name: its parenthesised parts, sorted and joined (北京交通大学(中外合作办学) →
 * 中外合作办学, 华北电力大学(保定) → 保定, a plain name → ''). Characters outside parentheses are ignored, so
 * stray marks that extraction from PDF leaves around names do not matter.
 */
export function programmeOf(name: string | null | undefined): string {
  if (!name) return '';
  const parts = name.match(/[(（][^)）]*[)）]/g) ?? [];
  return parts
    .map((p) => p.slice(1, -1).trim())
    .filter((p) => p.length > 0)
    .sort()
    .join('+');
}

const usable = (u: PastUnit): boolean =>
  typeof u.minRank === 'number' && Number.isFinite(u.minRank) && u.minRank > 0;

const normalSubjects = (s: string | null | undefined): string | null =>
  s === null || s === undefined || s.trim() === '' ? null : s.replace(/\s+/g, '');

/** Two requirements agree unless both are known and differ. */
function subjectsAgree(a: UnitProfile, b: UnitProfile): boolean {
  const x = normalSubjects(a.subjects);
  const y = normalSubjects(b.subjects);
  return x === null || y === null || x === y;
}

function sharedShare(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const set = new Set(b);
  let shared = 0;
  for (const m of new Set(a)) if (set.has(m)) shared += 1;
  return shared / Math.max(new Set(a).size, set.size);
}

type Found = Omit<UnitMatch, 'collegeRank'>;

function own(kind: MatchKind, unit: PastUnit): Found {
  return {
    kind,
    unit,
    minRank: unit.minRank ?? 0,
    minScore: unit.minScore ?? null,
    planCount: unit.planCount ?? null,
    spread: 0,
    sources: 1,
  };
}

/** The best past group sharing the target's majors, preferring its own code. */
function byContent(target: UnitProfile, pool: readonly PastUnit[], s: MatchSettings): Found | null {
  const majors = target.majors ?? [];
  let best: { unit: PastUnit; share: number; sameCode: boolean } | null = null;
  for (const unit of pool) {
    // A group continues a group: a college-level unit is reached through its majors (`byMajors`).
    if ((target.groupCode === null) !== (unit.groupCode === null)) continue;
    if (!unit.majors || unit.majors.length === 0 || !subjectsAgree(target, unit)) continue;
    const share = sharedShare(majors, unit.majors);
    if (share < s.minSharedShare) continue;
    const sameCode = unit.groupCode === target.groupCode;
    if (!best || share > best.share || (share === best.share && sameCode && !best.sameCode)) {
      best = { unit, share, sameCode };
    }
  }
  if (!best) return null;
  return own(best.sameCode ? 'same' : 'renumbered', best.unit);
}

/** The target's line rebuilt from its majors' past lowest ranks: its weakest major's, with their spread. */
function byMajors(target: UnitProfile, pool: readonly PastUnit[], s: MatchSettings): Found | null {
  const majors = [...new Set(target.majors ?? [])];
  if (majors.length === 0) return null;
  const found: number[] = [];
  for (const major of majors) {
    let rank: number | null = null;
    for (const unit of pool) {
      const r = unit.majorRanks?.get(major);
      if (r !== undefined && r > 0) rank = Math.max(rank ?? 0, r);
    }
    if (rank !== null) found.push(rank);
  }
  if (found.length === 0 || found.length < s.minMajorsFound * majors.length) return null;
  return {
    kind: 'majors',
    unit: null,
    minRank: Math.max(...found),
    minScore: null,
    planCount: null,
    spread: logSpread(found),
    sources: found.length,
  };
}

/** The college's units as a reference: the median log rank, and the spread of the log ranks. */
function byCollege(pool: readonly PastUnit[]): Found {
  const ranks = pool.map((u) => u.minRank ?? 1);
  const logs = ranks.map((r) => Math.log(r)).sort((a, b) => a - b);
  const n = logs.length;
  const mid = n % 2 === 1 ? (logs[(n - 1) / 2] ?? 0) : ((logs[n / 2 - 1] ?? 0) + (logs[n / 2] ?? 0)) / 2;
  return {
    kind: 'college',
    unit: null,
    minRank: Math.exp(mid),
    minScore: null,
    planCount: null,
    spread: logSpread(ranks),
    sources: n,
  };
}

/** Share of the college's target-year group codes (same programme) that existed in the past pool. */
function codeContinuity(
  target: UnitProfile,
  siblings: readonly UnitProfile[],
  pool: readonly PastUnit[],
): number {
  const programme = programmeOf(target.name);
  const mine = siblings.filter(
    (u) => u.collegeCode === target.collegeCode && u.groupCode !== null && programmeOf(u.name) === programme,
  );
  if (mine.length === 0) return 1;
  const codes = new Set(pool.filter((u) => programmeOf(u.name) === programme).map((u) => u.groupCode));
  return mine.filter((u) => codes.has(u.groupCode)).length / mine.length;
}

/**
 * Matches `target` to the units of one earlier year (`past`: any units; only the target's college counts).
 * In order: the college itself (院校 units); the group sharing most of its majors (`same` under its own code,
 * `renumbered` under another); its line rebuilt from its majors' rows (`majors`, for a year that admitted
 * by college); the group of the same code, programme and 选科 when the majors are unknown on either side and
 * the college kept most of its codes (`code`); else the college's units of the same programme (`college`).
 * Null when the college has no unit. `context.siblings` are the target year's units (any college), for the
 * code continuity; without them codes are taken to be continuous.
 */
export function matchUnit(
  target: UnitProfile,
  past: readonly PastUnit[],
  context: MatchContext = {},
): UnitMatch | null {
  const s = { ...DEFAULT_MATCH_SETTINGS, ...context };
  const pool = past.filter((u) => u.collegeCode === target.collegeCode && usable(u));
  if (pool.length === 0) return null;
  const programme = programmeOf(target.name);
  const typedOnly = pool.filter((u) => target.name == null || programmeOf(u.name) === programme);
  const typed = typedOnly.length > 0 ? typedOnly : pool;

  const groups = typed.filter((u) => u.groupCode !== null);
  const college = byCollege(groups.length > 0 ? groups : typed);
  const match = found(target, pool, typed, typedOnly, context, s) ?? college;
  // A bare code may name another of the college's groups: it is as uncertain as a reference to them.
  const spread = match.kind === 'code' ? college.spread : match.spread;
  return { ...match, spread, collegeRank: college.minRank };
}

function found(
  target: UnitProfile,
  pool: readonly PastUnit[],
  typed: readonly PastUnit[],
  typedOnly: readonly PastUnit[],
  context: MatchContext,
  s: MatchSettings,
): Found | null {
  if (target.groupCode === null) {
    const college = typed.find((u) => u.groupCode === null) ?? pool.find((u) => u.groupCode === null);
    if (college) return own('same', college);
  }
  const hasMajors = (target.majors?.length ?? 0) > 0;
  if (hasMajors) {
    const content = byContent(target, typed, s) ?? byMajors(target, typed, s);
    if (content) return content;
  }
  const continuous = codeContinuity(target, context.siblings ?? [], pool) >= s.minCodeContinuity;
  if (target.groupCode !== null && continuous) {
    const sameCode = typedOnly.find(
      (u) =>
        u.groupCode === target.groupCode &&
        subjectsAgree(target, u) &&
        (!hasMajors || !u.majors || u.majors.length === 0),
    );
    if (sameCode) return own('code', sameCode);
  }
  return null;
}

/** `matchUnit` for every unit of a target year, each with the others as siblings; null where none matched. */
export function matchUnits(
  targets: readonly UnitProfile[],
  past: readonly PastUnit[],
  settings: Partial<MatchSettings> = {},
): (UnitMatch | null)[] {
  const pastByCollege = new Map<string, PastUnit[]>();
  for (const u of past) {
    const list = pastByCollege.get(u.collegeCode) ?? [];
    list.push(u);
    pastByCollege.set(u.collegeCode, list);
  }
  const siblingsOf = new Map<string, UnitProfile[]>();
  for (const t of targets) {
    const list = siblingsOf.get(t.collegeCode) ?? [];
    list.push(t);
    siblingsOf.set(t.collegeCode, list);
  }
  return targets.map((t) =>
    matchUnit(t, pastByCollege.get(t.collegeCode) ?? [], {
      ...settings,
      siblings: siblingsOf.get(t.collegeCode) ?? [],
    }),
  );
}

/** The sample standard deviation of the ranks' logarithms (0 for fewer than two). */
function logSpread(ranks: readonly number[]): number {
  const logs = ranks.map((r) => Math.log(r));
  const n = logs.length;
  const mean = logs.reduce((a, b) => a + b, 0) / n;
  return n > 1 ? Math.sqrt(logs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1)) : 0;
}
