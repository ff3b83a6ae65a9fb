/**
 * What an import kind is made of: the kinds, the typed row each one reads, its column specs (Chinese template
 * header, accepted aliases, required or not) and the checks a spec may add. The kinds themselves are in
 * ./kinds/, gathered by ./kinds.ts.
 */
import type {
  AdmissionPlan,
  AdmissionRecord,
  College,
  HighSchoolRow,
  Major,
  RankTableRow,
  ScoreLine,
} from '../schemas.ts';
import type { RegionConfig } from '../region.ts';
import type { ImportIssue, RowReader } from './values.ts';

export const importKinds = [
  'colleges',
  'majors',
  'score-lines',
  'rank-table',
  'admission-records',
  'admission-plans',
  'high-schools',
] as const;
export type ImportKind = (typeof importKinds)[number];

/** A college as imported (search keys are computed by the server with `namePinyin`). */
export type CollegeImportRow = Omit<College, 'pinyin' | 'pinyinInitials' | 'shortNames' | 'remark'>;
/** Where an imported row was published: the authority's page (null when the file does not say). */
export interface SourcedRow {
  sourceUrl: string | null;
}
export type ScoreLineImportRow = Omit<ScoreLine, 'sample'> & SourcedRow;
export type RankTableImportRow = Omit<RankTableRow, 'sample'> & SourcedRow;
/**
 * What an authority's 投档/录取 table adds to a record: the plan category (普通类, 国家专项计划, 民族班 …), the
 * round ('' for the batch's first 投档, else e.g. 第二次投档, 第一次录取), the number of candidates filed
 * (投档人数) and the lowest candidate's tie-break scores as published.
 */
export interface AuthorityRecordFields extends SourcedRow {
  planCategory: string;
  round: string;
  filedCount: number | null;
  tiebreak: string | null;
}
/**
 * An admission record as imported: the college by code, by name or by the province's 招生代码 (the server
 * matches the others).
 */
export type AdmissionRecordImportRow = Omit<AdmissionRecord, 'sample' | 'collegeCode' | 'collegeName'> & {
  collegeCode: string | null;
  collegeName: string | null;
  enrollmentCode: string | null;
} & AuthorityRecordFields;
export type AdmissionPlanImportRow = Omit<AdmissionPlan, 'sample' | 'collegeCode' | 'collegeName'> & {
  collegeCode: string | null;
  collegeName: string | null;
  enrollmentCode: string | null;
  /** 计划类别: 普通类, 国家专项计划, 民族班 … */
  planCategory: string;
  /** The authority's 招生专业代号 within the group (内蒙古 19, 1A), where the file gives it. */
  majorLocalCode: string | null;
} & SourcedRow;

/** The typed row of each kind. */
export interface ImportRowMap {
  colleges: CollegeImportRow;
  majors: Major;
  'score-lines': ScoreLineImportRow;
  'rank-table': RankTableImportRow;
  'admission-records': AdmissionRecordImportRow;
  'admission-plans': AdmissionPlanImportRow;
  'high-schools': HighSchoolRow;
}

export interface ColumnSpec {
  key: string;
  /** The template header. */
  header: string;
  /** Other headers accepted (Chinese variants and English), matched ignoring case, spaces and _ - *. */
  aliases: readonly string[];
  required: boolean;
  /** What goes in the column, for the template's 说明 sheet and docs/data-import.md. */
  note: string;
  /** Kept as text in the XLSX template so codes keep their leading zeros. */
  text?: boolean;
}

/** A spec of a table file: a data import's kind, or another file read the same way (a class roster). */
export interface KindSpec<V, K extends string = ImportKind> {
  kind: K;
  columns: readonly ColumnSpec[];
  /** Groups of columns of which at least one must be present (e.g. 院校代码 or 院校名称). */
  oneOf?: readonly (readonly string[])[];
  read(r: RowReader, region: RegionConfig): V;
  /** Natural key: two rows with the same key are duplicates. */
  key(value: V): string;
  /** Checks across rows (a rank table's cumulative counts). */
  check?(rows: readonly { line: number; value: V }[]): ImportIssue[];
}

export const col = (
  key: string,
  header: string,
  aliases: readonly string[],
  required: boolean,
  note: string,
  text = false,
): ColumnSpec => ({ key, header, aliases, required, note, text });

export const YEAR = { min: 2000, max: 2100, integer: true };
export const SCORE = { min: 0, max: 750, integer: false };
export const COUNT = { min: 0, max: 10_000_000, integer: true };
