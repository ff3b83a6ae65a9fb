// The universities and majors an admission records or plans file names, checked against the catalog and
// resolved. A row's university is found, most certain first: by its 10-digit 学校标识码; by a decision given
// to the import for its 招生代码 or name; by its 招生代码 as an earlier import of the province recorded it; by
// name (college-match.ts of the dataset: brackets, suffixes, divisions, former names, stray characters); and
// by its 招生代码 again, when another row of the file with that code was matched by name. A row none of these
// resolves is an error, and the report lists it once per 招生代码 or name with the closest candidates; rows
// decided `skip` are left out. Rows naming the same record once resolved are reported as duplicates.
import {
  createCollegeMatcher,
  normalizeCollegeName,
  validateReferences,
  type AdmissionPlanImportRow,
  type AdmissionRecordImportRow,
  type CollegeDecision,
  type ImportIssue,
} from '@zhiyuan/dataset';
import type { ImportUnmatchedCollege } from '@zhiyuan/contracts';
import type { Catalog, EnrollmentCode } from '../catalog/index.ts';

/** A college as an import row names it, once resolved against the college list. */
export interface ResolvedCollege {
  collegeCode: string;
  collegeName: string;
}

type ReferencingRow = { line: number; value: AdmissionRecordImportRow | AdmissionPlanImportRow };

/** The catalog's colleges and majors an import's rows are checked against, and the known 招生代码. */
export type CatalogReferences = Awaited<ReturnType<Catalog['references']>> & {
  enrollmentCodes: readonly EnrollmentCode[];
};

export interface ResolvedReferences {
  /** Each row's college; 'skip' for rows a decision leaves out; null where unresolved. */
  resolved: (ResolvedCollege | 'skip' | null)[];
  issues: ImportIssue[];
  /** The universities no rule matched, once per 招生代码 (or name), with candidates. */
  unmatched: ImportUnmatchedCollege[];
  /** The 招生代码 of the resolved rows, to record with the import. */
  codes: EnrollmentCode[];
}

const MAX_UNMATCHED_LINES = 5;
/** How the problem of a row whose university is unmatched ends (the CLI lists those once, by university). */
export const UNMATCHED_ISSUE_END = '=跳过）';

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

/** Checks the rows' colleges and majors; every row's resolved college and the problems. */
export async function resolveReferences(
  catalog: CatalogReferences,
  rows: readonly ReferencingRow[],
  decisions: ReadonlyMap<string, CollegeDecision> = new Map(),
): Promise<ResolvedReferences> {
  const matcher = createCollegeMatcher(catalog.colleges);
  const editions = [...new Set(catalog.majors.map((m) => m.catalogYear))].sort((a, b) => a - b);
  const majorSet = new Set(catalog.majors.map((m) => `${m.catalogYear}|${m.code}`));
  const editionFor = (year: number) => editions.filter((e) => e <= year).at(-1) ?? editions[0];
  const majorsOnly = rows.map((r) => ({
    line: r.line,
    value: { ...r.value, collegeCode: null, collegeName: null },
  }));
  const issues = await validateReferences(majorsOnly, {
    knownCollege: () => true,
    knownMajor: (code, year) => majorSet.has(`${editionFor(year)}|${code}`),
  });

  // 招生代码 recorded by earlier imports: the same year first, else the latest year of the province.
  const stored = new Map<string, string>();
  for (const c of catalog.enrollmentCodes) {
    stored.set(`${c.province}|${c.enrollmentCode}`, c.collegeCode);
    stored.set(`${c.province}|${c.year}|${c.enrollmentCode}`, c.collegeCode);
  }
  const decisionFor = (v: ReferencingRow['value']) =>
    (v.enrollmentCode === null ? undefined : decisions.get(v.enrollmentCode)) ??
    (v.collegeName === null ? undefined : decisions.get(normalizeCollegeName(v.collegeName)));

  const resolved: (ResolvedCollege | 'skip' | null)[] = [];
  const byNameForCode = new Map<string, Set<string>>();
  const named = (code: string, printed: string | null): ResolvedCollege | null => {
    const college = matcher.byCode(code);
    if (!college) return null;
    const same = printed === null || printed === normalizeCollegeName(college.name);
    return { collegeCode: college.code, collegeName: same ? college.name : printed };
  };
  for (const { line, value: v } of rows) {
    const decision = decisionFor(v);
    if (decision === 'skip') {
      resolved.push('skip');
      continue;
    }
    const code =
      v.collegeCode ??
      decision?.collegeCode ??
      (v.enrollmentCode === null
        ? undefined
        : (stored.get(`${v.province}|${v.year}|${v.enrollmentCode}`) ??
          stored.get(`${v.province}|${v.enrollmentCode}`)));
    if (code !== undefined) {
      const found = named(code, v.collegeName === null ? null : normalizeCollegeName(v.collegeName));
      if (!found) issues.push({ line, column: '院校代码', message: `院校代码 ${code} 不在院校库中` });
      resolved.push(found);
      continue;
    }
    const match = v.collegeName === null ? null : matcher.byName(v.collegeName);
    if (match && v.enrollmentCode !== null) {
      const k = `${v.province}|${v.year}|${v.enrollmentCode}`;
      byNameForCode.set(k, (byNameForCode.get(k) ?? new Set()).add(match.college.code));
    }
    // The listed name, or the printed one where the suffix says something (北京大学医学部, (中外合作办学)).
    const keepsPrinted = match?.rule === '去掉括号后缀' || match?.rule === '院系或分校';
    resolved.push(
      match && v.collegeName !== null
        ? {
            collegeCode: match.college.code,
            collegeName: keepsPrinted ? normalizeCollegeName(v.collegeName) : match.college.name,
          }
        : null,
    );
  }

  // A code whose named rows all agree names the rows no rule matched (北京航空航天大学考 ← 10006).
  const unmatchedByKey = new Map<string, ImportUnmatchedCollege>();
  rows.forEach(({ line, value: v }, i) => {
    if (resolved[i] !== null) return;
    const agreed =
      v.enrollmentCode === null
        ? undefined
        : byNameForCode.get(`${v.province}|${v.year}|${v.enrollmentCode}`);
    if (agreed?.size === 1) {
      const found = named([...agreed][0] ?? '', null);
      if (found) {
        resolved[i] = found;
        return;
      }
    }
    if (v.collegeCode !== null) return; // an unknown 学校标识码 is reported above
    const key = v.enrollmentCode ?? normalizeCollegeName(v.collegeName ?? '');
    const entry = unmatchedByKey.get(key) ?? {
      key,
      enrollmentCode: v.enrollmentCode,
      name: v.collegeName ?? '',
      rows: 0,
      lines: [],
      candidates: matcher
        .candidates(v.collegeName ?? '', v.enrollmentCode)
        .map((c) => ({ code: c.code, name: c.name, score: c.score })),
    };
    entry.rows += 1;
    if (entry.lines.length < MAX_UNMATCHED_LINES) entry.lines.push(line);
    unmatchedByKey.set(key, entry);
    const closest = entry.candidates.map((c) => `${c.name}（${c.code}）`).join('、');
    issues.push({
      line,
      column: v.collegeName === null ? '招生代码' : '院校名称',
      message: `院校“${v.collegeName ?? v.enrollmentCode ?? ''}”${
        v.enrollmentCode === null ? '' : `（招生代码 ${v.enrollmentCode}）`
      }不在院校库中${closest === '' ? '' : `，最接近：${closest}`}；请在导入时给出决定（${key}=学校标识码 或 ${key}${UNMATCHED_ISSUE_END}`,
    });
  });

  const codes: EnrollmentCode[] = [];
  const keyed: { line: number; value: { row: ReferencingRow['value']; college: ResolvedCollege } }[] = [];
  rows.forEach(({ line, value }, i) => {
    const college = resolved[i];
    if (!college || college === 'skip') return;
    keyed.push({ line, value: { row: value, college } });
    if (value.enrollmentCode !== null) {
      codes.push({
        province: value.province,
        year: value.year,
        enrollmentCode: value.enrollmentCode,
        collegeCode: college.collegeCode,
        printedName: college.collegeName,
      });
    }
  });
  issues.push(
    ...duplicatesAfterResolving(keyed, ({ row, college }) =>
      [
        row.year,
        row.province,
        row.category,
        row.batch,
        college.collegeCode,
        row.groupCode,
        'scope' in row ? row.scope : '',
        // The tables' natural keys: a plan's line by the authority's 专业代号 where it has one, a record per round.
        'majorLocalCode' in row && row.majorLocalCode !== null
          ? `${row.majorLocalCode}|${row.majorName}`
          : (row.majorCode ?? row.majorName),
        'round' in row ? row.round : '',
      ].join('|'),
    ),
  );
  return { resolved, issues, unmatched: [...unmatchedByKey.values()], codes };
}
