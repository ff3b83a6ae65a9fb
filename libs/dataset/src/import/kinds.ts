/**
 * The import kinds: for each, its columns (Chinese template header, accepted aliases, required or not), how a
 * row becomes a typed value, its natural key (for duplicate rows) and its checks across rows. The templates
 * and docs are generated from these specs, so they cannot drift from the parser. The specs are written by
 * area in ./kinds/; what they are made of is ./kind-spec.ts.
 */
import type { ImportKind, ImportRowMap, KindSpec } from './kind-spec.ts';
import { admissionPlans, admissionRecords } from './kinds/admissions.ts';
import { colleges, majors } from './kinds/catalog.ts';
import { rankTable, scoreLines } from './kinds/data.ts';
import { highSchools } from './kinds/high-schools.ts';

// The kinds' vocabulary (the kind names, their row types, column and spec types) is this module's too.
export * from './kind-spec.ts';

/** Chinese names of the kinds, for the back office and the CLI. */
export const IMPORT_KIND_LABELS: Readonly<Record<ImportKind, string>> = {
  colleges: '院校',
  majors: '专业',
  'score-lines': '批次线',
  'rank-table': '一分一段表',
  'admission-records': '历年录取',
  'admission-plans': '招生计划',
  'high-schools': '高中学校',
};

/** The spec of every kind. */
export const IMPORT_SPECS: { readonly [K in ImportKind]: KindSpec<ImportRowMap[K]> } = {
  colleges,
  majors,
  'score-lines': scoreLines,
  'rank-table': rankTable,
  'admission-records': admissionRecords,
  'admission-plans': admissionPlans,
  'high-schools': highSchools,
};
