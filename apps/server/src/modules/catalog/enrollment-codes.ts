// The college_enrollment_codes table (招生代码 per province and year): written by the imports of admission
// records and plans in their transaction, read back by the import's matching (a code seen before names its
// school without asking again) and by the 志愿表 (the code a student types into the official system).
import type { Db } from '../../db/schema.ts';
import { upsertRows } from '../../db/bulk.ts';

export interface EnrollmentCode {
  province: string;
  year: number;
  enrollmentCode: string;
  collegeCode: string;
  /** The name the province printed next to the code. */
  printedName: string;
}

/** Records the codes an import resolved (one row per province, year and code; a later import wins). */
export async function recordEnrollmentCodes(db: Db, codes: readonly EnrollmentCode[]): Promise<void> {
  const seen = new Map<string, EnrollmentCode>();
  for (const c of codes) seen.set(`${c.province}|${c.year}|${c.enrollmentCode}`, c);
  await upsertRows(
    db,
    'college_enrollment_codes',
    [...seen.values()].map((c) => ({
      province: c.province,
      year: c.year,
      enrollment_code: c.enrollmentCode,
      college_code: c.collegeCode,
      printed_name: c.printedName.slice(0, 100),
    })),
    ['province', 'year', 'enrollment_code'],
    ['college_code', 'printed_name'],
  );
}

/** Every code known for a province (all provinces when null), oldest year first. */
export async function loadEnrollmentCodes(db: Db, province: string | null): Promise<EnrollmentCode[]> {
  let query = db
    .selectFrom('college_enrollment_codes')
    .select(['province', 'year', 'enrollment_code', 'college_code', 'printed_name'])
    .orderBy('year')
    .orderBy('enrollment_code');
  if (province !== null) query = query.where('province', '=', province);
  const rows = await query.execute();
  return rows.map((r) => ({
    province: r.province,
    year: r.year,
    enrollmentCode: r.enrollment_code,
    collegeCode: r.college_code,
    printedName: r.printed_name,
  }));
}

/**
 * The 招生代码 to show for each college (by its national code) in a province's year: the code of the newest
 * year up to `year` that has any, kept only where that year gives the school exactly one code (a school with
 * several — a campus, a division — is left without, since which one a unit belongs to is not stored).
 */
export async function enrollmentCodeIndex(
  db: Db,
  province: string,
  year: number,
): Promise<ReadonlyMap<string, string>> {
  const rows = await db
    .selectFrom('college_enrollment_codes')
    .select(['year', 'enrollment_code', 'college_code'])
    .where('province', '=', province)
    .where('year', '<=', year)
    .orderBy('year', 'desc')
    .orderBy('enrollment_code')
    .execute();
  const newest = rows[0]?.year;
  const codes = new Map<string, string[]>();
  for (const r of rows) {
    if (r.year !== newest) break;
    codes.set(r.college_code, [...(codes.get(r.college_code) ?? []), r.enrollment_code]);
  }
  const index = new Map<string, string>();
  for (const [college, list] of codes) if (list.length === 1 && list[0]) index.set(college, list[0]);
  return index;
}

/** The 招生代码 a group code carries when the import qualified it (`10001-201` → `10001`), else null. */
export function enrollmentCodeOfGroup(groupCode: string | null | undefined): string | null {
  const dash = groupCode?.indexOf('-') ?? -1;
  return groupCode && dash > 0 ? groupCode.slice(0, dash) : null;
}
