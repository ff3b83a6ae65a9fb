// A valid import file is written in one transaction, replaces the sample rows of its partitions, and writing
// it again changes nothing (row counts and a checksum of every data table); every kind is served afterwards.
// On both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdmissionRow, RankEntry, SiteConfig } from '@zhiyuan/contracts';
import { loadUniversities } from '@zhiyuan/dataset';
import { seedColleges } from '../src/modules/catalog/index.ts';
import { collegeId, codeOf } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectSuccess } from './support/expect.ts';
import { csvText, gbk } from './support/files.ts';
import { importHelpers, rankTableCsv, recordRows, recordsCsv, startImportsApp } from './support/imports.ts';
import type { TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('written imports on %s', (kind) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => ({ t, staff } = await startImportsApp(kind)));
  afterAll(() => t.close());
  const { snapshot, run, sampleCount } = importHelpers(() => ({ t, staff }));

  describe('a valid file', () => {
    it('replaces the sample rows of its year, category and province, and writing it again changes nothing', async () => {
      const samplesBefore = await sampleCount('admission_records', 2024, '理科');
      const otherBefore = await sampleCount('admission_records', 2024, '文科');
      expect(samplesBefore).toBeGreaterThan(0);

      // Sample rows with the same natural key become the official rows (updated); the rest go.
      const dry = await run('admission-records', recordsCsv(), true);
      expect(dry).toMatchObject({ dryRun: true, written: false, unchanged: 0 });
      expect(dry.inserted + dry.updated).toBe(4);
      expect(dry.removed).toBe(samplesBefore - dry.updated);
      expect(await sampleCount('admission_records', 2024, '理科')).toBe(samplesBefore);

      const first = await run('admission-records', recordsCsv());
      expect(first).toMatchObject({
        written: true,
        errorCount: 0,
        inserted: dry.inserted,
        updated: dry.updated,
      });
      expect(first.removed).toBe(dry.removed);
      expect(await sampleCount('admission_records', 2024, '理科')).toBe(0);
      expect(await sampleCount('admission_records', 2024, '文科')).toBe(otherBefore);

      const before = await snapshot();
      const again = await run('admission-records', recordsCsv());
      expect(again).toMatchObject({ written: true, inserted: 0, updated: 0, unchanged: 4, removed: 0 });
      expect(await snapshot()).toEqual(before);

      // The API serves the official rows, unflagged, and the college's offerings follow them.
      const found = expectSuccess(
        await t.call<{ items: AdmissionRow[] }>({
          url: `/api/admission/search?year=2024&category=${encodeURIComponent('理科')}&scope=all&pageSize=100`,
        }),
      );
      expect(found.items.map((r) => [r.collegeName, r.majorName, r.minScore, r.sample])).toEqual([
        ['清华大学', '计算机科学与技术', 700, false],
        ['清华大学', null, 690, false],
        ['内蒙古大学', '计算机科学与技术', 560, false],
        ['内蒙古大学', null, 540, false],
      ]);
      expect(found.items[1]).toMatchObject({
        batch: '本科一批',
        collegeCode: codeOf('清华大学'),
        avgScore: 695,
      });
      const majors = expectSuccess(
        await t.call<{ items: { majorName: string; sample: boolean }[] }>({
          url: `/api/college/majors?id=${await collegeId(t, '清华大学')}`,
        }),
      );
      expect(majors.items).toEqual([
        expect.objectContaining({ majorName: '计算机科学与技术', sample: false }),
      ]);
    });

    it('finds a university named with full-width brackets, as the MOE list writes them', async () => {
      const listed = loadUniversities().find((u) => u.name === '中国矿业大学（北京）');
      if (!listed) throw new Error('not in the list');
      expect(await seedColleges(t.app.db, [listed], t.clock.now())).toBe(1);
      const rows = [[2024, '内蒙古', '文科', '本科一批', '', listed.name, '', '', '', 5, 600, 300, 601, 602]];
      const report = await run('admission-records', recordsCsv(rows));
      expect(report).toMatchObject({ errorCount: 0, written: true, inserted: 1 });
      const stored = await t.app.db
        .selectFrom('admission_records')
        .select(['college_code', 'college_name'])
        .where('college_code', '=', listed.code)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ college_code: listed.code, college_name: '中国矿业大学（北京）' });
      const renamed = await run(
        'colleges',
        csvText([
          ['院校代码', '院校名称', '省份', '办学层次', '标签'],
          [listed.code, listed.name, '北京', '本科', '211、双一流'],
        ]),
      );
      expect(renamed).toMatchObject({ errorCount: 0, updated: 0, unchanged: 1 });
    });

    it('updates a changed row in place', async () => {
      const rows = recordRows();
      (rows[0] as (string | number)[])[10] = 541;
      const report = await run('admission-records', recordsCsv(rows));
      expect(report).toMatchObject({ inserted: 0, updated: 1, unchanged: 3 });
    });

    it('reads GBK files (Excel’s CSV on Chinese Windows)', async () => {
      const report = await run('admission-records', gbk(recordsCsv()));
      expect(report).toMatchObject({
        encoding: 'gbk',
        errorCount: 0,
        written: true,
        updated: 1,
        unchanged: 3,
      });
    });

    it('imports a whole rank table over the sample one, which the lookup then serves', async () => {
      expect(await sampleCount('rank_tables', 2025, '物理类')).toBeGreaterThan(0);
      const report = await run('rank-table', rankTableCsv());
      expect(report).toMatchObject({ written: true, inserted: expect.any(Number), errorCount: 0 });
      expect(report.inserted + report.updated).toBe(601);
      expect(await sampleCount('rank_tables', 2025, '物理类')).toBe(0);
      const entry = expectSuccess(
        await t.call<RankEntry>({
          url: `/api/rankTable/lookup?year=2025&category=${encodeURIComponent('物理类')}&score=700`,
        }),
      );
      expect(entry).toMatchObject({ count: 12, cumulative: 12, rankFrom: 1, sample: false });
      // Lines missing from a new version of the table go: the file is the whole table.
      const shorter = rankTableCsv().split('\r\n').slice(0, -101).join('\r\n');
      const replaced = await run('rank-table', `${shorter}\r\n`);
      expect(replaced.removed).toBe(100);
      const config = expectSuccess(await t.call<SiteConfig>({ url: '/api/site/config' }));
      expect(config.sampleData).toBe(true);
    });

    it('imports score lines, plans, colleges, majors and high schools', async () => {
      const lines = await run(
        'score-lines',
        csvText([
          ['年份', '科类', '批次', '分数'],
          [2025, '物理类', '本科批', 398],
          [2025, '物理类', '特控线', 470],
        ]),
      );
      expect(lines).toMatchObject({ written: true, inserted: 0, updated: 2, removed: 1 });

      const plans = await run(
        'admission-plans',
        csvText([
          [
            '年份',
            '科类',
            '批次',
            '院校代码',
            '专业组',
            '选科要求',
            '专业代码',
            '专业名称',
            '计划数',
            '学制',
            '学费',
          ],
          [
            2026,
            '物理类',
            '本科批',
            codeOf('内蒙古工业大学'),
            '01',
            '物理、化学',
            '080601',
            '电气工程及其自动化',
            80,
            4,
            5200,
          ],
        ]),
      );
      expect(plans).toMatchObject({ written: true, inserted: 1, errorCount: 0 });
      const stored = await t.app.db
        .selectFrom('admission_plans')
        .selectAll()
        .where('sample', '=', 0)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        subject_requirement: '物理+化学',
        college_name: '内蒙古工业大学',
        tuition: 5200,
      });

      const colleges = await run(
        'colleges',
        csvText([
          ['院校代码', '院校名称', '省份', '城市', '办学层次', '办学性质', '标签', '官网'],
          [
            '4115099999',
            '呼和浩特示例学院',
            '内蒙古自治区',
            '呼和浩特市',
            '本科',
            '民办',
            '',
            'https://example.cn',
          ],
          [
            codeOf('内蒙古大学'),
            '内蒙古大学',
            '内蒙古',
            '呼和浩特市',
            '本科',
            '公办',
            '211、双一流',
            'https://www.imu.edu.cn',
          ],
        ]),
      );
      expect(colleges).toMatchObject({ written: true, inserted: 1, updated: 1 });
      const search = expectSuccess(
        await t.call<{ items: { name: string; nature: string }[] }>({
          url: '/api/college/search?keyword=hhhtslxy',
        }),
      );
      expect(search.items[0]).toMatchObject({ name: '呼和浩特示例学院', nature: '民办' });
      const neida = expectSuccess(
        await t.call<{ website: string; department: string }>({
          url: `/api/college/get?id=${await collegeId(t, '内蒙古大学')}`,
        }),
      );
      // Cells left empty (and columns left out) keep what the college list says.
      expect(neida).toMatchObject({ website: 'https://www.imu.edu.cn', department: '内蒙古自治区' });

      const majors = await run(
        'majors',
        csvText([
          ['目录年份', '专业代码', '专业名称', '门类', '专业类'],
          [2026, '080999T', '示例智能工程', '工学', '计算机类'],
        ]),
      );
      expect(majors).toMatchObject({ written: true, inserted: 1 });
      const major = expectSuccess(
        await t.call<{ name: string; flags: string[] }>({ url: '/api/major/get?code=080999' }),
      );
      expect(major).toMatchObject({ name: '示例智能工程', flags: ['T'] });

      const schools = await run(
        'high-schools',
        csvText([
          ['学校名称', '旗县区', '盟市'],
          ['包头市第一中学', '昆都仑区', '包头市'],
          ['鄂尔多斯市第一中学', '东胜区', '鄂尔多斯市'],
        ]),
      );
      expect(schools).toMatchObject({ written: true, inserted: 1, updated: 1 });
      const list = expectSuccess(
        await t.call<{ name: string; district: string }[]>({ url: '/api/highSchool/getHighSchools' }),
      );
      expect(list.find((s) => s.name === '包头市第一中学')?.district).toBe('昆都仑区');
      expect(list.at(-1)?.name).toBe('鄂尔多斯市第一中学');
    });
  });
});
