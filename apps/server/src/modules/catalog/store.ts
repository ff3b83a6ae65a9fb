// The catalog's tables (colleges, majors, college_majors): the row shapes, and the writers that seeding and
// imports go through. Other modules reach these tables only through the functions here.
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import {
  COLLEGE_SHORT_NAMES,
  eliteTags,
  namePinyin,
  type College,
  type CollegeImportRow,
  type EliteTag,
  type Major,
} from '@zhiyuan/dataset';
import { insertMissingRows, upsertRows, type UpsertOptions } from '../../db/bulk.ts';
import type { CollegeMajorsTable, CollegesTable, DB, MajorsTable } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type CollegeRecord = Selectable<CollegesTable>;
export type MajorRecord = Selectable<MajorsTable>;
export type CollegeMajorRecord = Selectable<CollegeMajorsTable>;

/** Tags in their canonical order (985, 211, 双一流), each once. */
export function canonicalTags(tags: readonly string[]): EliteTag[] {
  return eliteTags.filter((t) => tags.includes(t));
}

/** A college of the shipped list or of an import file as a row of `colleges`. */
export function collegeToRow(college: College | CollegeImportRow, now: number): Insertable<CollegesTable> {
  const tags = canonicalTags(college.tags);
  const keys =
    'pinyin' in college
      ? { pinyin: college.pinyin, initials: college.pinyinInitials }
      : (({ pinyin, initials }) => ({ pinyin, initials }))(namePinyin(college.name));
  const shortNames = 'shortNames' in college ? college.shortNames : (COLLEGE_SHORT_NAMES[college.name] ?? []);
  return {
    code: college.code,
    name: college.name,
    province: college.province,
    city: college.city,
    level: college.level,
    nature: college.nature,
    department: college.department,
    type: college.type,
    tags: JSON.stringify(tags),
    is985: tags.includes('985') ? 1 : 0,
    is211: tags.includes('211') ? 1 : 0,
    is_double_first_class: tags.includes('双一流') ? 1 : 0,
    website: college.website,
    intro: college.intro,
    charter: null,
    logo: null,
    remark: 'remark' in college ? college.remark : '',
    pinyin: keys.pinyin,
    initials: keys.initials,
    short_names: JSON.stringify(shortNames),
    created_at: now,
    updated_at: now,
  };
}

/** Columns an import of colleges may change (charter, logo and remark are kept). */
const COLLEGE_UPDATES = [
  'name',
  'province',
  'city',
  'level',
  'nature',
  'department',
  'type',
  'tags',
  'is985',
  'is211',
  'is_double_first_class',
  'website',
  'intro',
  'pinyin',
  'initials',
  'short_names',
] as const;

/** Seeds colleges: rows whose code exists are left as they are (staff may have edited them). */
export function seedColleges(db: Db, rows: readonly Insertable<CollegesTable>[]): Promise<number> {
  return insertMissingRows(db, 'colleges', rows, ['code']);
}

/** Upserts colleges by code; returns the rows inserted or changed. */
export function upsertColleges(
  db: Db,
  rows: readonly Insertable<CollegesTable>[],
  now: number,
  onBatch?: UpsertOptions['onBatch'],
): Promise<number> {
  return upsertRows(db, 'colleges', rows, ['code'], COLLEGE_UPDATES, {
    touch: { updated_at: now },
    ...(onBatch ? { onBatch } : {}),
  });
}

export function majorToRow(major: Major): Insertable<MajorsTable> {
  return {
    catalog_year: major.catalogYear,
    code: major.code,
    name: major.name,
    category: major.category,
    category_code: major.categoryCode,
    subcategory: major.subcategory,
    subcategory_code: major.subcategoryCode,
    level: major.level,
    degree: major.degree,
    years: major.years,
    flags: JSON.stringify(major.flags),
    note: major.note,
    previous_code: major.previousCode,
    intro: null,
  };
}

const MAJOR_UPDATES = [
  'name',
  'category',
  'category_code',
  'subcategory',
  'subcategory_code',
  'level',
  'degree',
  'years',
  'flags',
] as const;

export function seedMajors(db: Db, rows: readonly Insertable<MajorsTable>[]): Promise<number> {
  return insertMissingRows(db, 'majors', rows, ['code', 'catalog_year']);
}

/** Upserts majors by code and catalog edition (the catalog's note and the intro are kept). */
export function upsertMajors(
  db: Db,
  rows: readonly Insertable<MajorsTable>[],
  onBatch?: UpsertOptions['onBatch'],
): Promise<number> {
  return upsertRows(db, 'majors', rows, ['code', 'catalog_year'], MAJOR_UPDATES, onBatch ? { onBatch } : {});
}

/** A major a college offers; the key is the code, or the name when it has none. */
export function collegeMajorRow(
  collegeCode: string,
  majorCode: string | null,
  majorName: string,
  sample: boolean,
): Insertable<CollegeMajorsTable> {
  return {
    college_code: collegeCode,
    major_key: majorCode ?? majorName,
    major_code: majorCode,
    major_name: majorName,
    sample: sample ? 1 : 0,
  };
}

/**
 * Records the majors of imported plans or admissions as offered (not sample), and drops the sample
 * offerings of the colleges concerned: official data describes them now.
 */
export async function recordCollegeMajors(
  db: Db,
  rows: readonly Insertable<CollegeMajorsTable>[],
): Promise<void> {
  const colleges = [...new Set(rows.map((r) => r.college_code))];
  for (let i = 0; i < colleges.length; i += 500) {
    await db
      .deleteFrom('college_majors')
      .where('sample', '=', 1)
      .where('college_code', 'in', colleges.slice(i, i + 500))
      .execute();
  }
  await upsertRows(
    db,
    'college_majors',
    rows,
    ['college_code', 'major_key'],
    ['major_code', 'major_name', 'sample'],
  );
}

/** Seeds sample offerings for colleges that have none yet. */
export async function seedCollegeMajors(
  db: Db,
  rows: readonly Insertable<CollegeMajorsTable>[],
  force: boolean,
): Promise<number> {
  if (force) await db.deleteFrom('college_majors').where('sample', '=', 1).execute();
  const existing = new Set(
    (await db.selectFrom('college_majors').select('college_code').distinct().execute()).map(
      (r) => r.college_code,
    ),
  );
  return insertMissingRows(
    db,
    'college_majors',
    rows.filter((r) => !existing.has(r.college_code)),
    ['college_code', 'major_key'],
  );
}

export async function countColleges(db: Db): Promise<number> {
  const row = await db
    .selectFrom('colleges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function loadCollegeRecords(db: Db): Promise<CollegeRecord[]> {
  return db.selectFrom('colleges').selectAll().execute();
}

export function loadMajorRecords(db: Db): Promise<MajorRecord[]> {
  return db.selectFrom('majors').selectAll().orderBy('catalog_year').orderBy('id').execute();
}

export function loadCollegeMajorRecords(db: Db): Promise<CollegeMajorRecord[]> {
  return db.selectFrom('college_majors').selectAll().orderBy('id').execute();
}

/** Every college's code and name, for checking the colleges an import names. */
export async function collegeKeys(db: Db): Promise<{ code: string; name: string }[]> {
  return db.selectFrom('colleges').select(['code', 'name']).execute();
}

/** Every (code, catalog edition) of the majors, for checking the majors an import names. */
export async function majorKeys(db: Db): Promise<{ code: string; catalog_year: number }[]> {
  return db.selectFrom('majors').select(['code', 'catalog_year']).execute();
}
