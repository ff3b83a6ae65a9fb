// The catalog's tables (colleges, majors, college_majors): the only code that reads or writes them. Seeding
// adds the shipped lists without touching rows staff edited; imports upsert on the natural keys; the
// offerings record which college teaches which major, from the samples or from imported data.
import type { Insertable, Selectable } from 'kysely';
import {
  COLLEGE_SHORT_NAMES,
  deriveCollegeType,
  eliteTags,
  namePinyin,
  toHalfWidth,
  type College,
  type CollegeImportRow,
  type EliteTag,
  type Major,
} from '@zhiyuan/dataset';
import {
  countRows,
  insertMissingRows,
  upsertRows,
  type UpsertOptions,
  type WriteCounts,
} from '../../db/bulk.ts';
import type { CollegeMajorsTable, CollegesTable, Db, MajorsTable } from '../../db/schema.ts';
export type CollegeRecord = Selectable<CollegesTable>;
export type MajorRecord = Selectable<MajorsTable>;
export type CollegeMajorRecord = Selectable<CollegeMajorsTable>;

/** Tags in their canonical order (985, 211, 双一流), each once. */
function canonicalTags(tags: readonly string[]): EliteTag[] {
  return eliteTags.filter((t) => tags.includes(t));
}

/** A college's 院校类型 and where it comes from. */
interface TypeValue {
  type: string | null;
  source: 'derived' | 'staff' | null;
}

/** The type the rule gives a college (its 主管部门 and name). */
const derivedType = (college: Pick<College, 'name' | 'department'>): TypeValue => ({
  type: deriveCollegeType(college).type,
  source: 'derived',
});

/** A college of the shipped list or of an import file as a row of `colleges`. */
function collegeToRow(
  college: College | CollegeImportRow,
  now: number,
  type: TypeValue,
): Insertable<CollegesTable> {
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
    type: type.type,
    type_source: type.source,
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
  'type_source',
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

/**
 * Seeds colleges: rows whose code exists are left as they are (staff may have edited them), except the
 * derived 院校类型, which follows the rule as it is now; a type staff set is never touched.
 */
export async function seedColleges(db: Db, colleges: readonly College[], now: number): Promise<number> {
  const added = await insertMissingRows(
    db,
    'colleges',
    colleges.map((c) => collegeToRow(c, now, derivedType(c))),
    ['code'],
  );
  const codesByType = new Map<string, string[]>();
  for (const college of colleges) {
    const { type } = derivedType(college);
    if (type !== null) codesByType.set(type, [...(codesByType.get(type) ?? []), college.code]);
  }
  for (const [type, codes] of codesByType) {
    for (let i = 0; i < codes.length; i += 500) {
      await db
        .updateTable('colleges')
        .set({ type, type_source: 'derived' })
        .where('code', 'in', codes.slice(i, i + 500))
        .where((eb) => eb.or([eb('type_source', 'is', null), eb('type_source', '=', 'derived')]))
        .where((eb) => eb.or([eb('type', 'is', null), eb('type', '!=', type)]))
        .execute();
    }
  }
  return added;
}

/** Upserts colleges by code; returns the rows inserted or changed. */
function upsertColleges(
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

function majorToRow(major: Major): Insertable<MajorsTable> {
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

/** Seeds catalog majors: a (code, edition) that exists is left as it is. */
export function seedMajors(db: Db, majors: readonly Major[]): Promise<number> {
  return insertMissingRows(db, 'majors', majors.map(majorToRow), ['code', 'catalog_year']);
}

/** Upserts majors by code and catalog edition (the catalog's note and the intro are kept). */
function upsertMajors(
  db: Db,
  rows: readonly Insertable<MajorsTable>[],
  onBatch?: UpsertOptions['onBatch'],
): Promise<number> {
  return upsertRows(db, 'majors', rows, ['code', 'catalog_year'], MAJOR_UPDATES, onBatch ? { onBatch } : {});
}

/** A major a college offers. */
export interface Offering {
  collegeCode: string;
  majorCode: string | null;
  majorName: string;
}

/** An offering as a row; the key is the major's code, or its name when it has none. */
function offeringRow(offering: Offering, sample: boolean): Insertable<CollegeMajorsTable> {
  return {
    college_code: offering.collegeCode,
    major_key: offering.majorCode ?? offering.majorName,
    major_code: offering.majorCode,
    major_name: offering.majorName,
    sample: sample ? 1 : 0,
  };
}

/**
 * Records the majors of imported plans or admissions as offered (not sample), and drops the sample
 * offerings of the colleges concerned: official data describes them now.
 */
export async function recordOfferings(db: Db, offerings: readonly Offering[]): Promise<void> {
  const rows = offerings.map((o) => offeringRow(o, false));
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

/** Seeds sample offerings for colleges that have none yet (with `force`, the sample offerings are replaced). */
export async function seedOfferings(db: Db, offerings: readonly Offering[], force: boolean): Promise<number> {
  const rows = offerings.map((o) => offeringRow(o, true));
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

export function countColleges(db: Db): Promise<number> {
  return countRows(db, 'colleges');
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

/** What an import checks the colleges and majors it names against: every college's code and name, and
 * every (code, catalog edition) of the majors. */
export async function catalogReferences(db: Db): Promise<{
  colleges: { code: string; name: string }[];
  majors: { code: string; catalogYear: number }[];
}> {
  const colleges = await db.selectFrom('colleges').select(['code', 'name']).execute();
  const majors = await db.selectFrom('majors').select(['code', 'catalog_year']).execute();
  return { colleges, majors: majors.map((m) => ({ code: m.code, catalogYear: m.catalog_year })) };
}

/**
 * Writes imported colleges in the import's transaction. Empty cells (and absent columns) keep what the list
 * says: a file of changes does not wipe the rest.
 */
export async function importColleges(
  db: Db,
  rows: readonly CollegeImportRow[],
  now: number,
  onBatch?: (done: number) => void,
): Promise<WriteCounts> {
  const existing = new Map((await loadCollegeRecords(db)).map((c) => [c.code, c]));
  const types = new Map<string, TypeValue>();
  const merged = rows.map((v): CollegeImportRow => {
    const old = existing.get(v.code);
    // A type in the file is a person's choice; without one a new college gets the rule's and a listed one
    // keeps what it has.
    const fromFile = v.type === null ? undefined : { type: v.type, source: 'staff' as const };
    const kept = old && { type: old.type, source: old.type_source as TypeValue['source'] };
    types.set(v.code, fromFile ?? kept ?? derivedType(v));
    if (!old) return v;
    const oldTags = JSON.parse(old.tags) as CollegeImportRow['tags'];
    return {
      ...v,
      // The parser writes full-width brackets half-width; keep the list's spelling of the same name.
      name: toHalfWidth(old.name) === v.name ? old.name : v.name,
      city: v.city || old.city,
      department: v.department || old.department,
      type: v.type ?? old.type,
      tags: v.tags.length > 0 ? v.tags : oldTags,
      website: v.website ?? old.website,
      intro: v.intro ?? old.intro,
    };
  });
  const before = await countRows(db, 'colleges');
  const changed = await upsertColleges(
    db,
    merged.map((c) => collegeToRow(c, now, types.get(c.code) ?? derivedType(c))),
    now,
    onBatch,
  );
  return { changed, before, after: await countRows(db, 'colleges'), removed: 0 };
}

/** Writes imported majors in the import's transaction. */
export async function importMajors(
  db: Db,
  rows: readonly Major[],
  onBatch?: (done: number) => void,
): Promise<WriteCounts> {
  const before = await countRows(db, 'majors');
  const changed = await upsertMajors(db, rows.map(majorToRow), onBatch);
  return { changed, before, after: await countRows(db, 'majors'), removed: 0 };
}
