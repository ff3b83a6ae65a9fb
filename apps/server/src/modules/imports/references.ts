// The colleges and majors an admission records or plans file names, checked against the catalog and
// resolved: a college by code or by exact name (full-width or half-width brackets alike), and rows that
// name the same record once their college is resolved (one by code, one by name) reported as duplicates.
import {
  toHalfWidth,
  validateReferences,
  type AdmissionPlanImportRow,
  type AdmissionRecordImportRow,
  type ImportIssue,
} from '@zhiyuan/dataset';
import type { Catalog } from '../catalog/index.ts';

/** A college as an import row names it, once resolved against the college list. */
export interface ResolvedCollege {
  collegeCode: string;
  collegeName: string;
}

type CollegeRef = { collegeCode: string | null; collegeName: string | null };
type ReferencingRow = { line: number; value: AdmissionRecordImportRow | AdmissionPlanImportRow };

/** The catalog's colleges and majors an import's rows are checked against. */
export type CatalogReferences = Awaited<ReturnType<Catalog['references']>>;

/** What the catalog knows, for checking and resolving the universities and majors a file names. */
function referenceData(catalog: CatalogReferences) {
  const nameByCode = new Map(catalog.colleges.map((c) => [c.code, c.name]));
  // The parser turns full-width characters half-width (中国矿业大学（北京） → 中国矿业大学(北京)) while the
  // MOE list writes full-width brackets: match names either way, and keep the list's spelling.
  const codeByName = new Map<string, string>();
  for (const c of catalog.colleges) if (!codeByName.has(c.name)) codeByName.set(c.name, c.code);
  for (const c of catalog.colleges)
    if (!codeByName.has(toHalfWidth(c.name))) codeByName.set(toHalfWidth(c.name), c.code);
  const editions = [...new Set(catalog.majors.map((m) => m.catalogYear))].sort((a, b) => a - b);
  const majorSet = new Set(catalog.majors.map((m) => `${m.catalogYear}|${m.code}`));
  const editionFor = (year: number) => {
    let chosen = editions[0];
    for (const e of editions) if (e <= year) chosen = e;
    return chosen;
  };
  return {
    hooks: {
      knownCollege: (codeOrName: string) => nameByCode.has(codeOrName) || codeByName.has(codeOrName),
      knownMajor: (code: string, year: number) => majorSet.has(`${editionFor(year)}|${code}`),
    },
    resolve(ref: CollegeRef): ResolvedCollege | null {
      const code =
        ref.collegeCode ?? (ref.collegeName === null ? undefined : codeByName.get(ref.collegeName));
      if (code === undefined) return null;
      const listed = nameByCode.get(code);
      const name =
        ref.collegeName === null || (listed !== undefined && toHalfWidth(listed) === ref.collegeName)
          ? listed
          : ref.collegeName;
      return name === undefined ? null : { collegeCode: code, collegeName: name };
    },
  };
}

/** Rows that name the same record once the college is resolved (one by code, one by name). */
function duplicatesAfterResolving<V>(
  rows: readonly { line: number; value: V }[],
  key: (value: V) => string,
): ImportIssue[] {
  const first = new Map<string, number>();
  const issues: ImportIssue[] = [];
  for (const { line, value } of rows) {
    const k = key(value);
    const earlier = first.get(k);
    if (earlier === undefined) first.set(k, line);
    else {
      issues.push({
        line,
        column: null,
        message: `与第 ${earlier} 行重复（院校代码与院校名称指向同一所院校，同一条记录只能出现一次）`,
      });
    }
  }
  return issues;
}

/** Checks the rows' colleges and majors; every row's resolved college (null where unknown) and the issues. */
export async function resolveReferences(
  catalog: CatalogReferences,
  rows: readonly ReferencingRow[],
): Promise<{ resolved: (ResolvedCollege | null)[]; issues: ImportIssue[] }> {
  const refs = referenceData(catalog);
  const issues = await validateReferences(rows, refs.hooks);
  const resolved = rows.map((r) => refs.resolve(r.value));
  const keyed = rows
    .map((r, i) => ({ line: r.line, value: { row: r.value, college: resolved[i] } }))
    .filter((r) => r.value.college !== null);
  issues.push(
    ...duplicatesAfterResolving(keyed, ({ row, college }) =>
      [
        row.year,
        row.province,
        row.category,
        row.batch,
        college?.collegeCode,
        row.groupCode,
        'scope' in row ? row.scope : '',
        row.majorCode ?? row.majorName,
      ].join('|'),
    ),
  );
  return { resolved, issues };
}
