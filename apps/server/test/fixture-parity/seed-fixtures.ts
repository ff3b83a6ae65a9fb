// Loads the feature test kit's fixture rows into a real server's database, so that the same request can be
// asked of the kit's fake handlers and of the real server (fixture-parity tests): what the fakes answer is
// then checked against what the server answers from the same rows.
import {
  collegeAdmissionsFixture,
  collegesFixture,
  collegeSpelling,
  majorAdmissionsFixture,
  rankTableFixture,
  scoreLinesFixture,
  siteConfigFixture,
} from '@zhiyuan/feature-testing/data-fixtures';
import type { TestApp } from '../support/test-app.ts';

/** Writes the data fixtures (colleges, admission records, score lines, 一分一段 tables) into `t`'s database. */
export async function seedDataFixtures(t: TestApp): Promise<void> {
  const now = t.clock.now();
  const db = t.app.db;
  await db
    .insertInto('colleges')
    .values(
      collegesFixture.map((c) => {
        const spelling = collegeSpelling(c);
        return {
          id: c.id,
          code: c.code,
          name: c.name,
          province: c.province,
          city: c.city,
          level: c.level,
          nature: c.nature,
          department: c.department,
          type: c.type,
          type_source: c.type === null ? null : 'derived',
          tags: JSON.stringify(c.tags),
          is985: c.tags.includes('985') ? 1 : 0,
          is211: c.tags.includes('211') ? 1 : 0,
          is_double_first_class: c.tags.includes('双一流') ? 1 : 0,
          website: c.website,
          intro: c.intro,
          charter: c.hasCharter ? '# 招生章程' : null,
          logo: c.logo,
          remark: c.remark,
          pinyin: spelling.pinyin,
          initials: spelling.pinyinInitials,
          short_names: JSON.stringify(spelling.shortNames),
          created_at: now,
          updated_at: now,
        };
      }),
    )
    .execute();
  const admissions = [
    ...collegeAdmissionsFixture,
    ...majorAdmissionsFixture.filter((r) => r.collegeId !== 366),
  ];
  await db
    .insertInto('admission_records')
    .values(
      admissions.map((r) => ({
        id: r.id,
        year: r.year,
        province: r.province,
        category: r.category,
        batch: r.batch,
        college_code: r.collegeCode,
        college_name: r.collegeName,
        group_code: r.groupCode ?? '',
        scope: r.scope,
        major_key: r.scope === '专业' ? (r.majorCode ?? r.majorName ?? '') : '',
        major_code: r.majorCode,
        major_name: r.majorName,
        plan_count: r.planCount,
        min_score: r.minScore,
        avg_score: r.avgScore,
        max_score: r.maxScore,
        min_rank: r.minRank,
        sample: r.sample ? 1 : 0,
      })),
    )
    .execute();
  await db
    .insertInto('score_lines')
    .values(
      scoreLinesFixture.map((l) => ({
        year: l.year,
        province: l.province,
        category: l.category,
        batch: l.batch,
        score: l.score,
        sample: 1,
      })),
    )
    .execute();
  for (const year of siteConfigFixture.years) {
    for (const { name } of year.categories) {
      const table = rankTableFixture(year.year, name);
      await db
        .insertInto('rank_tables')
        .values(
          table.rows.map((row) => ({
            year: year.year,
            province: '内蒙古',
            category: name,
            score: row.score,
            count: row.count,
            cumulative: row.cumulative,
            sample: 1,
          })),
        )
        .execute();
    }
  }
  t.app.dataCache.invalidate();
}
