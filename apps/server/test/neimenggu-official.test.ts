// 内蒙古's official files (issue #34), each imported through the CLI in the shape it is published in (the
// shipped .csv.gz are the published CSVs byte for byte), on both databases: row counts and known rows, the
// notes the import writes, a second import that changes nothing, a malformed authority file refused with its
// line, column and reason and nothing written, and `seed` putting all of it in by itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DATA_DIR,
  NEIMENGGU_BENKE_FIRST_TOUDANG,
  NEIMENGGU_OFFICIAL_DIR,
  NEIMENGGU_SECONDARY_LINES_AS_PUBLISHED,
  readOfficialFile,
} from '@zhiyuan/dataset';
import { runCli } from '../src/cli/run.ts';
import type { CliIo } from '../src/cli/io.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { codeOf } from './support/catalog.ts';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from './support/databases.ts';

async function cli(args: string[], env: Record<string, string>) {
  let out = '';
  let err = '';
  const io: CliIo = {
    env,
    stdin: Readable.from([]),
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s), isTTY: false },
  };
  const code = await runCli(args, io);
  return { code, out, err };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-nmg-'));
/** A shipped file written out as the authority published it (decompressed where it ships as .gz). */
function published(name: string): string {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) fs.writeFileSync(file, readOfficialFile(name));
  return file;
}
/** The shipped decisions, as a school would pass them to the CLI. */
const decisions = path.join(DEFAULT_DATA_DIR, NEIMENGGU_OFFICIAL_DIR, 'neimenggu-decisions.txt');

const TIMEOUT = 180_000;

describe.each(DATABASE_KINDS)('内蒙古 official files through the CLI on %s', (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let db: Database;
  const imu = codeOf('内蒙古大学');

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    env = { DATABASE_URL: database.url };
    // The catalog only: what each file writes is then the file's alone.
    const seeded = await cli(['seed', '--years', '', '--no-official'], env);
    expect(seeded.code, seeded.err).toBe(0);
    db = openDatabase(database.url);
  }, TIMEOUT);
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  const count = async (table: 'score_lines' | 'rank_tables' | 'admission_records' | 'admission_plans') =>
    Number(
      (
        await db.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('2026 控制线: all 74 lines — 普通类, 专项类, and 艺术类/体育类/对口招生 with both scores — each with its page', async () => {
    const run = await cli(['import', 'score-lines', published('neimenggu_2026_control_lines.csv')], env);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('导入完成：新增 74 条');
    expect(run.out).not.toContain('不导入');
    expect(run.out).not.toContain('专项计划（普通类（专项类））的控制线');
    const lines = await db.db
      .selectFrom('score_lines')
      .select([
        'category',
        'professional_category',
        'batch',
        'score',
        'professional_score',
        'sample',
        'source_url',
      ])
      .where('year', '=', 2026)
      .orderBy('category')
      .orderBy('professional_category')
      .orderBy('batch')
      .execute();
    expect(lines).toHaveLength(74);
    const perCategory = new Map<string, number>();
    for (const l of lines) perCategory.set(l.category, (perCategory.get(l.category) ?? 0) + 1);
    expect(Object.fromEntries(perCategory)).toEqual({
      历史类: 5,
      物理类: 5,
      艺术类: 30,
      体育类: 4,
      对口招生: 30,
    });
    // 普通类（专项类） as the authority publishes it: the 专项 plans' own control lines beside the batch lines.
    const track = lines.filter((l) => l.category === '物理类' || l.category === '历史类');
    expect(track.map((l) => [l.category, l.batch, Number(l.score)])).toEqual([
      ['历史类', '本科批', 403],
      ['历史类', '本科批(专项类)', 326],
      ['历史类', '特殊类型招生控制线', 512],
      ['历史类', '高职(专科)批', 160],
      ['历史类', '高职(专科)批(专项类)', 160],
      ['物理类', '本科批', 363],
      ['物理类', '本科批(专项类)', 323],
      ['物理类', '特殊类型招生控制线', 488],
      ['物理类', '高职(专科)批', 160],
      ['物理类', '高职(专科)批(专项类)', 160],
    ]);
    expect(track.every((l) => l.professional_category === '' && l.professional_score === null)).toBe(true);
    const line = (category: string, professional: string, batch: string) => {
      const found = lines.find(
        (l) => l.category === category && l.professional_category === professional && l.batch === batch,
      );
      return (
        found && [
          Number(found.score),
          found.professional_score === null ? null : Number(found.professional_score),
        ]
      );
    };
    expect(line('艺术类', '美术与设计类', '本科批')).toEqual([273, 196]);
    expect(line('艺术类', '表(导)演类-戏剧影视导演', '本科批')).toEqual([435, 198]);
    expect(line('体育类', '体育类', '高职(专科)批(专项类)')).toEqual([297, 70]);
    expect(line('对口招生', '计算机类', '本科批')).toEqual([476, null]);
    expect(line('对口招生', '体育类', '高职(专科)批')).toEqual([120, null]);
    expect(line('对口招生', '美工设计类', '本科批')).toEqual([375, 200]);
    expect(lines.every((l) => l.sample === 0)).toBe(true);
    expect(new Set(lines.map((l) => l.source_url))).toEqual(
      new Set(['https://www.nm.zsks.cn/zxyw/202606/t20260624_46442.html']),
    );
    const again = await cli(['import', 'score-lines', published('neimenggu_2026_control_lines.csv')], env);
    expect(again.out).toContain('新增 0 条，更新 0 条');
  });

  it('2023–2025 批次线 as the universities quote them: refused as published, imported normalised', async () => {
    const raw = await cli(
      ['import', 'score-lines', published(NEIMENGGU_SECONDARY_LINES_AS_PUBLISHED.name)],
      env,
    );
    // A quote, not a table: its columns are not the template's (track_as_labelled_in_shard, batch_as_quoted,
    // control_line), and its 2023–2024 rows name tracks (物理类) those years did not have.
    expect(raw.code).toBe(1);
    expect(raw.out).toContain('缺少必填列“科类”');
    const normalised = await cli(
      [
        'import',
        'score-lines',
        path.join(DEFAULT_DATA_DIR, NEIMENGGU_OFFICIAL_DIR, 'neimenggu_2023_2025_score_lines.csv'),
      ],
      env,
    );
    expect(normalised.code, normalised.err).toBe(0);
    expect(normalised.out).toContain('新增 10 条');
    const y2023 = await db.db
      .selectFrom('score_lines')
      .select(['category', 'batch', 'score'])
      .where('year', '=', 2023)
      .orderBy('category')
      .orderBy('batch')
      .execute();
    expect(y2023.map((l) => [l.category, l.batch, Number(l.score)])).toEqual([
      ['文科', '本科一批', 468],
      ['文科', '本科二批', 379],
      ['理科', '本科一批', 434],
      ['理科', '本科二批', 333],
    ]);
  });

  it('2026 一分一段: 974 lines, 物理类 500 分 at the real rank, and a second import changes nothing', async () => {
    const file = published('neimenggu_2026_yifenyiduan.csv');
    const run = await cli(['import', 'rank-table', file], env);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('新增 974 条');
    expect(await count('rank_tables')).toBe(974);
    const at500 = await db.db
      .selectFrom('rank_tables')
      .selectAll()
      .where('year', '=', 2026)
      .where('category', '=', '物理类')
      .where('score', '=', 500)
      .executeTakeFirstOrThrow();
    expect(at500).toMatchObject({ count: 291, cumulative: 28524, sample: 0 });
    expect(at500.source_url).toBe('https://www.nm.zsks.cn/fzlm/26gktj/202606/t20260624_46462.html');
    const again = await cli(['import', 'rank-table', file], env);
    expect(again.out).toContain('新增 0 条，更新 0 条');
  });

  it(
    '2026 招生计划: every 普通类 and 专项 row of 物理类/历史类 with 选科, 学制, 学费, matched by code and name',
    async () => {
      const file = published('neimenggu_2026_zhaosheng_jihua.csv');
      const refused = await cli(['import', 'admission-plans', file], env);
      // The military academies and a few others are not on the MOE list: nothing is written until decided.
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('国防科技大学');
      expect(await count('admission_plans')).toBe(0);

      const run = await cli(['import', 'admission-plans', file, '--decisions', decisions], env);
      expect(run.code, run.err).toBe(0);
      expect(run.out).toContain('导入完成：新增 24201 条');
      expect(run.out).toContain('按决定跳过 252 行');
      expect(await count('admission_plans')).toBe(24201);
      const imuPlans = await db.db
        .selectFrom('admission_plans')
        .selectAll()
        .where('college_code', '=', imu)
        .execute();
      expect(imuPlans).toHaveLength(296);
      expect(imuPlans.reduce((n, p) => n + p.plan_count, 0)).toBe(3011);
      expect(imuPlans.find((p) => p.group_code === '751-111' && p.major_name === '社会学')).toMatchObject({
        year: 2026,
        category: '历史类',
        batch: '本科批',
        plan_count: 17,
        subject_requirement: '不限',
        years: 4,
        tuition: 4620,
        plan_category: '普通类',
        sample: 0,
      });
      // 本科批 普通类 places, as PROVENANCE counts them (物理类 61,553 less the 6 of a skipped academy).
      const places = await db.db
        .selectFrom('admission_plans')
        .select(['category', (eb) => eb.fn.sum<number>('plan_count').as('n')])
        .where('batch', '=', '本科批')
        .where('plan_category', '=', '普通类')
        .groupBy('category')
        .orderBy('category')
        .execute();
      expect(places.map((p) => [p.category, Number(p.n)])).toEqual([
        ['历史类', 16463],
        ['物理类', 61547],
      ]);
    },
    TIMEOUT,
  );

  it(
    '2025 投档 and 录取 of every round: the first 投档 per group with its tie-break scores, later rounds apart',
    async () => {
      // After the plans: colleges the 2025 files name by their old names (赤峰学院) match by the 招生代码 the
      // plan import recorded, as in a school's July.
      const file = published('neimenggu_2025_toudang_luqu_all_rounds.csv');
      const run = await cli(['import', 'admission-records', file, '--decisions', decisions], env);
      expect(run.code, run.err).toBe(0);
      expect(run.out).toContain('导入完成：新增 14563 条');
      expect(await count('admission_records')).toBe(14563);
      const group = await db.db
        .selectFrom('admission_records')
        .selectAll()
        .where('college_code', '=', imu)
        .where('year', '=', 2025)
        .where('category', '=', '历史类')
        .where('group_code', '=', '751-111')
        .orderBy('round')
        .execute();
      // The group's first 投档 and its 录取, and the 征集 round it took part in (as published).
      expect(group.map((r) => r.round)).toEqual(['', '第一次录取', '第二次录取', '第二次投档']);
      expect(group[0]).toMatchObject({
        batch: '本科批',
        scope: '专业组',
        filed_count: 186,
        max_score: 605,
        min_score: 569,
        min_rank: null,
        plan_category: '普通类',
        sample: 0,
        source_url: 'https://www.nm.zsks.cn/25gktdlq/zdxtdzgdf-bk-wl-qcsj-1/tj/tdzgzdf.html',
      });
      expect(group[0]?.tiebreak).toMatch(/^语数之和 \d+/);
      // The 本科批 first 投档 on its own is a part of the all-rounds file: importing it changes nothing.
      const first = await cli(
        [
          'import',
          'admission-records',
          published(NEIMENGGU_BENKE_FIRST_TOUDANG.name),
          '--decisions',
          decisions,
        ],
        env,
      );
      expect(first.code, first.err).toBe(0);
      expect(first.out).toContain('新增 0 条，更新 0 条');
    },
    TIMEOUT,
  );

  it('refuses a malformed authority file with line, column and reason, and writes nothing', async () => {
    const all = new TextDecoder().decode(readOfficialFile('neimenggu_2026_zhaosheng_jihua.csv')).split('\n');
    // The header and 39 rows of 本科批 (the file starts with 对口 rows, which the import leaves out).
    const lines = [all[0] ?? '', ...all.slice(11, 50)];
    // Line 5: a plan count the authority never writes; line 7: an unknown 选科.
    const cells = (i: number) => (lines[i - 1] ?? '').split(',');
    const five = cells(5);
    five[10] = '十二';
    lines[4] = five.join(',');
    const seven = cells(7);
    seven[11] = '美术';
    lines[6] = seven.join(',');
    const bad = path.join(dir, 'bad_jihua.csv');
    fs.writeFileSync(bad, lines.join('\n'));
    const before = await count('admission_plans');
    const run = await cli(['import', 'admission-plans', bad, '--decisions', decisions], env);
    expect(run.code).toBe(1);
    expect(run.out).toContain('第 5 行「plan_count」：计划数应为整数，实际为“十二”');
    expect(run.out).toContain('第 7 行「subject_requirement」：选科要求“美术”无法识别');
    expect(run.err).toContain('文件有错误，未写入任何数据');
    expect(await count('admission_plans')).toBe(before);
  });
});

describe('seed puts the official files in by itself', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());

  it(
    'seeds samples, then imports every official file over them; a second seed changes nothing',
    async () => {
      const env = { DATABASE_URL: database.url };
      const run = await cli(['seed', '--years', '2025,2026'], env);
      expect(run.code, run.err).toBe(0);
      expect(run.out).toContain('2026 年招生计划（neimenggu_2026_zhaosheng_jihua.csv）：新增 24201 条');
      expect(run.out).toContain('新增 14563 条');
      const db = openDatabase(database.url);
      try {
        // No sample plan of 2026 and no sample record of 2025 is left; the 2026 rank table is the real one.
        const samples = await db.db
          .selectFrom('admission_plans')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('year', '=', 2026)
          .where('sample', '=', 1)
          .executeTakeFirstOrThrow();
        expect(Number(samples.n)).toBe(0);
        const rank = await db.db
          .selectFrom('rank_tables')
          .select(['cumulative', 'sample'])
          .where('year', '=', 2026)
          .where('category', '=', '物理类')
          .where('score', '=', 500)
          .executeTakeFirstOrThrow();
        expect(rank).toEqual({ cumulative: 28524, sample: 0 });
        // 2025's 一分一段 has no public copy: its sample table stays, marked as such.
        const sample2025 = await db.db
          .selectFrom('rank_tables')
          .select('sample')
          .where('year', '=', 2025)
          .limit(1)
          .executeTakeFirstOrThrow();
        expect(sample2025.sample).toBe(1);
        // All 74 lines of the 2026 控制线, the 艺体 and 对口 ones too, none of them a sample.
        const lines2026 = await db.db
          .selectFrom('score_lines')
          .select(['category', 'sample'])
          .where('year', '=', 2026)
          .execute();
        expect(lines2026).toHaveLength(74);
        expect(lines2026.filter((l) => l.category === '艺术类')).toHaveLength(30);
        expect(lines2026.every((l) => l.sample === 0)).toBe(true);
      } finally {
        await db.close();
      }
      const again = await cli(['seed', '--years', '2025,2026'], env);
      expect(again.code, again.err).toBe(0);
      expect(again.out).not.toMatch(/新增 [1-9]/);
    },
    TIMEOUT,
  );
});
