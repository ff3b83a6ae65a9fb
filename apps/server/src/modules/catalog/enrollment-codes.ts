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
