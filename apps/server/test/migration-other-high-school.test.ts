// Migration 0021 (其他 high school) rebuilds student_info on SQLite, which cannot drop NOT NULL from a column:
// the profiles saved before it come through unchanged, a 其他 school can then be stored, and going back drops
// only the profiles that need the new column.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './support/databases.ts';
import { migratorOf } from './support/migrator.ts';

const BEFORE = '0020-key-dates';

describe.each(DATABASE_KINDS)('migration 0021-other-high-school on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  afterEach(async () => {
    await database.db.destroy();
    await test.drop();
  });

  it('keeps every profile, then stores a school outside the list, and goes back', async () => {
    test = await createTestDatabase(kind);
    database = openDatabase(test.url);
    const { db } = database;
    const migrator = migratorOf(database);
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const user = (id: number) => ({
      id,
      phone: `1370000000${id}`,
      name: `学生${id}`,
      password_hash: 'x',
      roles: '["student"]',
      avatar: '',
      created_at: 0,
      updated_at: 0,
    });
    await db
      .insertInto('users')
      .values([user(1), user(2)])
      .execute();
    const school = await db.selectFrom('high_schools').select('id').orderBy('id').executeTakeFirstOrThrow();
    const profile = {
      user_id: 1,
      name: '王小明',
      gender: '男',
      high_school_id: school.id,
      class_name: '高三（2）班',
      graduation_year: 2026,
      first_subject: '物理',
      electives: '["化学","生物"]',
      exam_number: '2515010212',
      updated_at: 1,
    };
    // Written as the schema stood before the migration (no other_high_school column yet).
    await db
      .insertInto('student_info')
      .values(profile as never)
      .execute();

    await migrateToLatest(database);
    expect(await db.selectFrom('student_info').selectAll().execute()).toEqual([
      { ...profile, other_high_school: null },
    ]);
    await db
      .insertInto('student_info')
      .values({ ...profile, user_id: 2, high_school_id: null, other_high_school: '包头市第九中学' })
      .execute();

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await db.selectFrom('student_info').selectAll().execute()).toEqual([profile]);
  });
});
