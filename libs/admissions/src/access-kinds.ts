/**
 * Which restricted access kinds (特殊计划, `ACCESS_KINDS` of `@zhiyuan/contracts`) apply to a unit, read from
 * what its data says: the college's name as printed (某大学(高校专项计划), 某大学(中外合作办学)), the group's
 * name, the plan category (计划类别: 普通类, 国家专项, 少数民族预科班 …), the remarks, the majors' names and
 * the college's nature (中外合作). A major's name counts only for a plan it names (金融学(中外合作办学),
 * 临床医学(农村订单定向)), not for a bare 专项, which there is a sport's (运动训练(足球专项)).
 */
import { ACCESS_KIND_INFO, ACCESS_KINDS, type AccessKind, type AccessKindInfo } from '@zhiyuan/contracts';

/** What a unit's data may say; every field is optional. */
export interface AccessInput {
  /** The college's name as printed, with its bracketed suffixes. */
  readonly collegeName?: string | null;
  /** The 院校专业组's name, where the data has one. */
  readonly groupName?: string | null;
  /** 计划类别 / 计划性质: 普通类, 国家专项, 民族班, 预科, 定向 … */
  readonly planCategory?: string | null;
  readonly remarks?: string | null;
  readonly majorNames?: readonly string[] | null;
  /** 公办 / 民办 / 中外合作 (the college's nature). */
  readonly nature?: string | null;
}

/** The words of each kind; `专项` is a 专项 left over once the named ones are taken out. */
const NAMED_SPECIAL = /(高校|国家|地方)专项/g;
const PATTERNS: Readonly<Record<Exclude<AccessKind, '专项' | '中外合作'>, RegExp>> = {
  高校专项: /高校专项/,
  国家专项: /国家专项/,
  地方专项: /地方专项/,
  预科: /预科/,
  民族班: /民族班/,
  定向: /(?<!非)定向/,
};
const JOINT_VENTURE = /中外合作|合作办学/;

function kindsIn(text: string, bareSpecial: boolean): Set<AccessKind> {
  const found = new Set<AccessKind>();
  for (const [kind, pattern] of Object.entries(PATTERNS) as [AccessKind, RegExp][]) {
    if (pattern.test(text)) found.add(kind);
  }
  if (bareSpecial && text.replace(NAMED_SPECIAL, '').includes('专项')) found.add('专项');
  if (JOINT_VENTURE.test(text)) found.add('中外合作');
  return found;
}

/** The unit's restricted access kinds, in the order of `ACCESS_KINDS`, each with its name and explanation. */
export function accessKindsOf(input: AccessInput): AccessKindInfo[] {
  const unitText = [input.collegeName, input.groupName, input.planCategory, input.remarks]
    .filter((t): t is string => typeof t === 'string')
    .join(' ');
  const found = kindsIn(unitText, true);
  for (const major of input.majorNames ?? []) for (const kind of kindsIn(major, false)) found.add(kind);
  if (input.nature === '中外合作') found.add('中外合作');
  return ACCESS_KINDS.filter((kind) => found.has(kind)).map((kind) => ACCESS_KIND_INFO[kind]);
}

/** The kinds of a unit the student has not said they qualify for (empty: the unit is open to them). */
export function notEligible(
  kinds: readonly AccessKind[],
  eligibility: readonly AccessKind[] | null | undefined,
): AccessKind[] {
  return kinds.filter((kind) => !(eligibility ?? []).includes(kind));
}
