/**
 * The second pass of an import: rows that name a university or a major are checked against what the server
 * knows, through two hooks, so this package needs no database. Each distinct code or name is asked once.
 */
import { catalogYearFor, loadMajors, MAJOR_CATALOG_YEARS } from '../majors.ts';
import { loadUniversities } from '../universities.ts';
import type { AdmissionPlanImportRow, AdmissionRecordImportRow } from './kinds.ts';
import type { ImportIssue } from './values.ts';

export interface ReferenceHooks {
  /** Whether a university with this 10-digit code, or else this exact name, exists. */
  knownCollege(codeOrName: string): boolean | Promise<boolean>;
  /** Whether a major with this code (no T/K) exists in the catalog used for admissions of `year`. */
  knownMajor(code: string, year: number): boolean | Promise<boolean>;
}

type ReferencingRow = Pick<
  AdmissionRecordImportRow | AdmissionPlanImportRow,
  'collegeCode' | 'collegeName' | 'majorCode' | 'year'
>;

/** Row errors for unknown universities and majors (rows of admission-records and admission-plans). */
export async function validateReferences(
  rows: readonly { line: number; value: ReferencingRow }[],
  hooks: ReferenceHooks,
): Promise<ImportIssue[]> {
  const colleges = new Map<string, boolean>();
  const majors = new Map<string, boolean>();
  const issues: ImportIssue[] = [];
  for (const { line, value } of rows) {
    const college = value.collegeCode ?? value.collegeName;
    if (college !== null) {
      let known = colleges.get(college);
      if (known === undefined) {
        known = await hooks.knownCollege(college);
        colleges.set(college, known);
      }
      if (!known) {
        issues.push(
          value.collegeCode !== null
            ? { line, column: '院校代码', message: `院校代码 ${value.collegeCode} 不在院校库中` }
            : {
                line,
                column: '院校名称',
                message: `院校“${value.collegeName}”不在院校库中（须与教育部名单校名一致）`,
              },
        );
      }
    }
    if (value.majorCode !== null) {
      const k = `${value.majorCode}|${value.year}`;
      let known = majors.get(k);
      if (known === undefined) {
        known = await hooks.knownMajor(value.majorCode, value.year);
        majors.set(k, known);
      }
      if (!known) {
        issues.push({
          line,
          column: '专业代码',
          message: `专业代码 ${value.majorCode} 不在 ${catalogYearFor(value.year)} 年本科专业目录中`,
        });
      }
    }
  }
  return issues;
}

/** Hooks answering from the shipped data (the MOE list and the catalogs), for the CLI and tests. */
export function shippedReferenceHooks(dataDir?: string): ReferenceHooks {
  const universities = loadUniversities(dataDir);
  const collegeKeys = new Set([...universities.map((u) => u.code), ...universities.map((u) => u.name)]);
  const codes = new Map(
    MAJOR_CATALOG_YEARS.map((edition) => [edition, new Set(loadMajors(edition, dataDir).map((m) => m.code))]),
  );
  return {
    knownCollege: (codeOrName) => collegeKeys.has(codeOrName),
    knownMajor: (code, year) => codes.get(catalogYearFor(year))?.has(code) ?? false,
  };
}
