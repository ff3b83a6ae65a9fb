/**
 * Normalising the values people type into import files: full-width characters, category and batch aliases
 * (物理 → 物理类, 一本 → 本科一批), 选科 requirements written in several ways, codes that lost their leading
 * zero in a spreadsheet, and the reading of one row's cells with Chinese error messages.
 */
import { batchesOf, categoriesOf, scoreLinesOf, type RegionConfig } from '../region.ts';
import { subjectNames, type SubjectName } from '../schemas.ts';

/** One problem of an import file: line (null for the whole file), column header (null for the whole row). */
export interface ImportIssue {
  line: number | null;
  column: string | null;
  message: string;
}

/** Full-width ASCII (０-９, Ａ-Ｚ, （）, ＋ …) to half-width, ideographic space to space, trimmed. */
export function toHalfWidth(value: string): string {
  return value
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .trim();
}

const CATEGORY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  物理: ['物理类'],
  物理科目组合: ['物理类'],
  首选物理: ['物理类'],
  历史: ['历史类'],
  历史科目组合: ['历史类'],
  首选历史: ['历史类'],
  理: ['理科'],
  理工: ['理科'],
  理工类: ['理科'],
  文: ['文科'],
  文史: ['文科'],
  文史类: ['文科'],
};

const BATCH_ALIASES: Readonly<Record<string, readonly string[]>> = {
  一本: ['本科一批'],
  本一: ['本科一批'],
  二本: ['本科二批'],
  本二: ['本科二批'],
  特控线: ['特殊类型招生控制线'],
  // 内蒙古's 控制线 table names the line by its section: 本科, 专科, 特殊类型.
  本科: ['本科批'],
  特殊类型: ['特殊类型招生控制线'],
  特殊类型招生: ['特殊类型招生控制线'],
  特殊类型控制线: ['特殊类型招生控制线'],
  专科批: ['高职(专科)批', '高职专科批'],
  专科: ['高职(专科)批', '高职专科批'],
  高职专科: ['高职专科批', '高职(专科)批'],
  高职高专批: ['高职专科批', '高职(专科)批'],
  '高职(专科)': ['高职(专科)批', '高职专科批'],
  高职专科批: ['高职专科批', '高职(专科)批'],
  '高职(专科)批': ['高职(专科)批', '高职专科批'],
  提前批: ['本科提前批'],
  // How 广东's 投档 tables name the ordinary batch.
  普通类本科批次: ['本科批'],
  普通类本科批: ['本科批'],
  本科批次: ['本科批'],
  普通类专科批次: ['专科批', '高职(专科)批'],
  专科提前批: ['专科提前批', '高职(专科)提前批'],
  '高职(专科)提前批': ['高职(专科)提前批', '专科提前批'],
};

/** A category name as the region writes it in `year` (物理 → 物理类); unknown names come back cleaned. */
export function normalizeCategory(raw: string, region: RegionConfig, year: number): string {
  const value = toHalfWidth(raw).replace(/\s+/g, '');
  const names = categoriesOf(region, year).map((c) => c.name);
  if (names.includes(value)) return value;
  return CATEGORY_ALIASES[value]?.find((n) => names.includes(n)) ?? CATEGORY_ALIASES[value]?.[0] ?? value;
}

/** A batch or line name as the region writes it in `year` (一本 → 本科一批, 高职（专科）批 → 高职(专科)批). */
export function normalizeBatch(raw: string, region: RegionConfig, year: number): string {
  const value = toHalfWidth(raw).replace(/\s+/g, '');
  const names = [
    ...batchesOf(region, year).map((b) => b.name),
    ...scoreLinesOf(region, year).map((l) => l.name),
  ];
  if (names.includes(value)) return value;
  return BATCH_ALIASES[value]?.find((n) => names.includes(n)) ?? BATCH_ALIASES[value]?.[0] ?? value;
}

const FIRST_SUBJECTS: readonly SubjectName[] = ['物理', '历史'];
const SUBJECT_ALIASES: Readonly<Record<string, SubjectName>> = {
  政治: '思想政治',
  思政: '思想政治',
  生物学: '生物',
  化: '化学',
  物: '物理',
  史: '历史',
  生: '生物',
  政: '思想政治',
  地: '地理',
};

/**
 * A 选科 requirement in canonical form ('物理+化学', '不限'), from '物理、化学', '首选物理，再选化学', '物+化',
 * '不提科目要求' …; null if it names something that is not a subject.
 */
export function normalizeSubjectRequirement(raw: string): string | null {
  // 内蒙古's plans explain a requirement in brackets: 历史(1门科目考生必须选考方可报考).
  const value = toHalfWidth(raw)
    .replace(/\([^)]*(?:考生|选考|报考)[^)]*\)/g, '')
    .replace(/首选|再选|科目|必选|均须选考|均需选考|选考|要求/g, '');
  if (value === '' || /^(不限|不提|无|没有)/.test(value)) return '不限';
  const parts = value.split(/[+,，、;；和及与/\s]+/).filter((p) => p !== '');
  const subjects = new Set<SubjectName>();
  for (const part of parts) {
    const subject = (subjectNames as readonly string[]).includes(part)
      ? (part as SubjectName)
      : SUBJECT_ALIASES[part];
    if (!subject) return null;
    subjects.add(subject);
  }
  if (subjects.size === 0 || subjects.size > 3) return null;
  const ordered = [...subjects].sort((a, b) => {
    const rank = (s: SubjectName) => (FIRST_SUBJECTS.includes(s) ? -1 : 0) * 10 + subjectNames.indexOf(s);
    return rank(a) - rank(b);
  });
  return ordered.join('+');
}

/** A code typed as a number in a spreadsheet loses its leading zeros: pad digits back to `width`. */
export function padDigits(value: string, width: number): string {
  return /^\d+$/.test(value) && value.length < width ? value.padStart(width, '0') : value;
}

/** Reads the cells of one data row, collecting an issue per bad cell (reported under the column header). */
export class RowReader {
  readonly line: number;
  readonly issues: ImportIssue[] = [];
  /** How a value was read where the file's notation is not the template's; the report lists each once. */
  readonly notes: string[] = [];
  /** Why the row holds nothing to import (a group nobody was filed to), or null; the report says so. */
  skipped: string | null = null;
  readonly #cells: ReadonlyMap<string, string>;
  readonly #headers: ReadonlyMap<string, string>;

  /** `cells` and `headers` are keyed by column key; headers are the file's own header texts. */
  constructor(line: number, cells: ReadonlyMap<string, string>, headers: ReadonlyMap<string, string>) {
    this.line = line;
    this.#cells = cells;
    this.#headers = headers;
  }

  /** The header of a column as written in the file (or the key when the column is absent). */
  header(key: string): string {
    return this.#headers.get(key) ?? key;
  }

  fail(key: string | null, message: string): void {
    this.issues.push({ line: this.line, column: key === null ? null : this.header(key), message });
  }

  note(message: string): void {
    this.notes.push(message);
  }

  skip(reason: string): void {
    this.skipped = reason;
  }

  /** The cell's text, half-width and trimmed ('' when empty or absent). */
  raw(key: string): string {
    return toHalfWidth(this.#cells.get(key) ?? '');
  }

  /** A required text; '' (with an issue) when empty. */
  text(key: string, label: string, max = 200): string {
    const value = this.raw(key);
    if (value === '') this.fail(key, `${label}不能为空`);
    else if (value.length > max) this.fail(key, `${label}不能超过 ${max} 个字`);
    return value;
  }

  /** An optional text; null when empty. */
  optionalText(key: string, label: string, max = 200): string | null {
    const value = this.raw(key);
    if (value === '') return null;
    if (value.length > max) this.fail(key, `${label}不能超过 ${max} 个字`);
    return value;
  }

  /**
   * An optional number in [min, max] (integers only when `integer`); null when empty. With `bound`, an exam
   * authority's open interval in that direction (最低分 683以上, 最低位次 88以内) is read as its bound, with a note.
   */
  optionalNumber(
    key: string,
    label: string,
    { min, max, integer, bound }: { min: number; max: number; integer: boolean; bound?: '以上' | '以内' },
  ): number | null {
    let value = this.raw(key).replace(/(?<=\d),(?=\d{3}\b)/g, '');
    if (value === '') return null;
    const open = bound ? new RegExp(`^(\\d+)(?:分|名)?及?${bound}$`).exec(value) : null;
    if (open?.[1]) {
      this.note(`${label}写作“${value}”的，按边界 ${open[1]} 记录`);
      value = open[1];
    }
    if (!/^-?\d+(\.\d+)?$/.test(value)) {
      this.fail(key, `${label}应为${integer ? '整数' : '数字'}，实际为“${value}”`);
      return null;
    }
    const n = Number(value);
    if (integer && !Number.isInteger(n)) {
      this.fail(key, `${label}应为整数，实际为“${value}”`);
      return null;
    }
    if (n < min || n > max) {
      this.fail(key, `${label}应在 ${min}～${max} 之间，实际为 ${value}`);
      return null;
    }
    return n;
  }

  /** A required number; 0 (with an issue) when empty or bad. */
  number(
    key: string,
    label: string,
    range: { min: number; max: number; integer: boolean; bound?: '以上' | '以内' },
  ): number {
    if (this.raw(key) === '') {
      this.fail(key, `${label}不能为空`);
      return 0;
    }
    return this.optionalNumber(key, label, range) ?? 0;
  }
}
