// Imports on both databases, through the service the CLI uses and through the back office's upload: every
// failure mode (bad encoding, missing column, bad value, unknown university or major, duplicate rows, a rank
// table whose cumulative counts do not add up) reports every bad row and writes nothing; a valid file is
// written in one transaction, replaces the sample rows of its partitions, and writing it again changes
// nothing (row counts and a checksum of every data table); templates download as files.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdmissionRow, ImportKinds, ImportReport, RankEntry, SiteConfig } from '@zhiyuan/contracts';
import { loadUniversities, parseImportFile, templateFor, type ImportKind } from '@zhiyuan/dataset';
import { collegeToRow } from '../src/modules/catalog/store.ts';
import { createImportService } from '../src/modules/imports/service.ts';
import { collegeId, codeOf, SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { csvText, gbk, multipart, utf8 } from './support/files.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const RECORD_HEADER = [
  '年份',
  '生源省份',
  '科类',
  '批次',
  '院校代码',
  '院校名称',
  '专业组',
  '专业代码',
  '专业名称',
  '计划数',
  '最低分',
  '最低位次',
  '平均分',
  '最高分',
];

/** Four rows for 2024 理科 of 内蒙古: two colleges (one by code, one by exact name), a unit row and a major each. */
function recordRows(): (string | number)[][] {
  const neida = codeOf('内蒙古大学');
  return [
    [2024, '内蒙古', '理科', '本科一批', neida, '内蒙古大学', '', '', '', 120, 540, 15000, 548.5, 600],
    [
      2024,
      '内蒙古',
      '理科',
      '本科一批',
      neida,
      '内蒙古大学',
      '',
      '080901',
      '计算机科学与技术',
      20,
      560,
      12000,
      565,
      590,
    ],
    [2024, '', '理科', '本科一批', '', '清华大学', '', '', '', 10, 690, 50, 695, 705],
    [2024, '', '理科', '一本', '', '清华大学', '', '080901K', '计算机科学与技术', 2, 700, 20, 702, 705],
  ];
}

const recordsCsv = (rows = recordRows()) => csvText([RECORD_HEADER, ...rows]);

/** A consistent 2025 物理类 rank table from 700 down to 100 (the top line counts everyone at or above it). */
function rankTableCsv(): string {
  const rows: (string | number)[][] = [['年份', '科类', '分数', '人数', '累计人数']];
  let cumulative = 0;
  for (let score = 700; score >= 100; score--) {
    const count = score === 700 ? 12 : 20 + ((score * 7) % 90);
    cumulative += count;
    rows.push([2025, '物理类', score, count, cumulative]);
  }
  return csvText(rows);
}

const DATA_TABLES = [
  'colleges',
  'majors',
  'college_majors',
  'score_lines',
  'rank_tables',
  'admission_records',
  'admission_plans',
  'high_schools',
] as const;

describe.each(DATABASE_KINDS)('imports on %s', (kind) => {
  let t: TestApp;
  let staff: string;

  /** Row counts and a SHA-256 of every row of every data table (and the data version). */
  async function snapshot(): Promise<{ counts: Record<string, number>; checksum: string }> {
    const hash = createHash('sha256');
    const counts: Record<string, number> = {};
    for (const table of DATA_TABLES) {
      const rows = await t.app.db.selectFrom(table).selectAll().orderBy('id').execute();
      counts[table] = rows.length;
      hash.update(`${table}:${JSON.stringify(rows)}`);
    }
    hash.update(JSON.stringify(await t.app.db.selectFrom('data_versions').selectAll().execute()));
    return { counts, checksum: hash.digest('hex') };
  }

  const run = (importKind: ImportKind, text: string | Uint8Array, dryRun = false) =>
    createImportService(t.app.db, t.app.dataCache, t.clock.now).run(
      importKind,
      typeof text === 'string' ? utf8(text) : text,
      { fileName: 'test.csv', dryRun },
    );

  async function upload(
    importKind: string,
    file: { name: string; bytes: Uint8Array; field?: string },
    options: { token?: string; query?: string } = {},
  ) {
    const { body, contentType } = multipart(file);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/import/upload?kind=${importKind}${options.query ?? ''}`,
      headers: { 'content-type': contentType, token: options.token ?? staff, client: 'admin' },
      payload: body,
    });
    return {
      status: res.statusCode,
      body: res.json() as { errorCode: string; message: string; data?: ImportReport },
    };
  }

  const sampleCount = async (table: 'admission_records' | 'rank_tables', year: number, category: string) =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('sample', '=', 1)
          .where('year', '=', year)
          .where('category', '=', category)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    staff = await t.signUp('13700000001', { roles: ['teacher'], clientType: 2 });
  });
  afterAll(() => t.close());

  describe('every bad file is reported row by row and writes nothing', () => {
    const cases: {
      name: string;
      kind: ImportKind;
      bytes: () => Uint8Array;
      errors: { line: number | null; column: string | null; message: string | RegExp }[];
    }[] = [
      {
        name: 'bad encoding',
        kind: 'admission-records',
        bytes: () => new Uint8Array([...utf8(`${RECORD_HEADER.join(',')}\n`), 0xff, 0xff, 0x0a]),
        errors: [{ line: null, column: null, message: /^文件编码无法识别/ }],
      },
      {
        name: 'a missing column',
        kind: 'admission-records',
        bytes: () =>
          utf8(
            csvText([
              RECORD_HEADER.filter((h) => h !== '最低分'),
              ...recordRows().map((r) => r.filter((_, i) => i !== 10)),
            ]),
          ),
        errors: [{ line: null, column: '最低分', message: '缺少必填列“最低分”' }],
      },
      {
        name: 'bad values, each with its line and column',
        kind: 'admission-records',
        bytes: () => {
          const rows = recordRows();
          (rows[0] as (string | number)[])[10] = 800;
          (rows[2] as (string | number)[])[2] = '物理类';
          return utf8(recordsCsv(rows));
        },
        errors: [
          { line: 2, column: '最低分', message: /0～750/ },
          { line: 4, column: '科类', message: /2024 年没有科类“物理类”/ },
        ],
      },
      {
        name: 'an unknown university (by code and by name) and an unknown major',
        kind: 'admission-records',
        bytes: () => {
          const rows = recordRows();
          (rows[0] as (string | number)[])[4] = '4199999999';
          (rows[2] as (string | number)[])[5] = '清华大学（本部）';
          (rows[1] as (string | number)[])[7] = '089999';
          return utf8(recordsCsv(rows));
        },
        errors: [
          { line: 2, column: '院校代码', message: '院校代码 4199999999 不在院校库中' },
          { line: 3, column: '专业代码', message: '专业代码 089999 不在 2025 年本科专业目录中' },
          { line: 4, column: '院校名称', message: /^院校“清华大学\(本部\)”不在院校库中/ },
        ],
      },
      {
        name: 'duplicate rows, also when one names the college by code and the other by name',
        kind: 'admission-records',
        bytes: () => {
          const rows = recordRows();
          const neida = [...(rows[0] as (string | number)[])];
          neida[4] = '';
          return utf8(recordsCsv([...rows, rows[1] as (string | number)[], neida]));
        },
        errors: [
          { line: 6, column: null, message: '与第 3 行重复（同一条记录只能出现一次）' },
          { line: 7, column: null, message: /^与第 2 行重复（院校代码与院校名称指向同一所院校/ },
        ],
      },
      {
        name: 'a rank table whose cumulative counts do not add up',
        kind: 'rank-table',
        // One count changed: its line no longer adds up (the lines below still follow the file's counts).
        bytes: () => utf8(rankTableCsv().replace('\r\n2025,物理类,650,', '\r\n2025,物理类,650,1')),
        errors: [
          { line: 52, column: '累计人数', message: /2025 年物理类 650 分的累计人数 .* 不等于上一分数段/ },
        ],
      },
    ];

    for (const c of cases) {
      it(`through the service: ${c.name}`, async () => {
        const before = await snapshot();
        const report = await run(c.kind, c.bytes());
        expect(report.written).toBe(false);
        expect(report.errorCount).toBe(report.errors.length);
        expect(report.errors).toHaveLength(c.errors.length);
        c.errors.forEach((expected, i) => {
          const got = report.errors[i];
          expect({ line: got?.line, column: got?.column }).toEqual({
            line: expected.line,
            column: expected.column,
          });
          if (typeof expected.message === 'string') expect(got?.message).toBe(expected.message);
          else expect(got?.message).toMatch(expected.message);
        });
        expect(await snapshot()).toEqual(before);
      });

      it(`through the upload: ${c.name}`, async () => {
        const before = await snapshot();
        const res = await upload(c.kind, { name: '历年录取.csv', bytes: c.bytes() });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(`校验未通过：共 ${c.errors.length} 处问题，未写入任何数据`);
        expect(res.body.data?.errors.map((e) => e.line)).toEqual(c.errors.map((e) => e.line));
        expect(res.body.data?.fileName).toBe('历年录取.csv');
        expect(await snapshot()).toEqual(before);
      });
    }

    it('writes none of the good rows of a file with one bad row', async () => {
      const rows = recordRows();
      (rows[3] as (string | number)[])[10] = 'abc';
      const before = await snapshot();
      const report = await run('admission-records', recordsCsv(rows));
      expect(report.errors.map((e) => `${e.line}${e.column}`)).toEqual(['5最低分']);
      expect(report).toMatchObject({ written: false, inserted: 0, updated: 0 });
      expect(await snapshot()).toEqual(before);
    });
  });

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
      await t.app.db.insertInto('colleges').values(collegeToRow(listed, t.clock.now())).execute();
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
          url: `/api/rank/lookup?year=2025&category=${encodeURIComponent('物理类')}&score=700`,
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

  describe('the upload', () => {
    it('imports a file for staff and answers the report with a summary', async () => {
      const res = await upload('high-schools', {
        name: '高中.csv',
        bytes: utf8(
          csvText([
            ['学校名称', '盟市'],
            ['赤峰二中', '赤峰市'],
          ]),
        ),
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('导入完成：新增 1 条，更新 0 条，未变 0 条，替换示例数据 0 条');
      expect(res.body.data).toMatchObject({
        kind: 'high-schools',
        label: '高中学校',
        written: true,
        format: 'csv',
      });
      const runs = await t.app.db
        .selectFrom('import_runs')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(runs).toMatchObject({ kind: 'high-schools', file_name: '高中.csv', written: 1, inserted: 1 });
    });

    it('validates only with dryRun=true', async () => {
      const before = await snapshot();
      const res = await upload(
        'high-schools',
        { name: 'h.csv', bytes: utf8(csvText([['学校名称'], ['集宁一中']])) },
        {
          query: '&dryRun=true',
        },
      );
      expect(res.body.message).toBe(
        '校验通过（试运行，未写入）：将新增 1 条，更新 0 条，未变 0 条，替换示例数据 0 条',
      );
      expect(await snapshot()).toEqual(before);
    });

    it('refuses what is not a proper upload, and files over 32 MB', async () => {
      const json = await t.call({
        url: '/api/import/upload?kind=colleges',
        body: { file: 'x' },
        token: staff,
      });
      expectFailure(json, '100400', 400, '请以 multipart/form-data 方式上传文件（字段 file）');
      const wrongField = await upload('colleges', { name: 'a.csv', bytes: utf8('x'), field: 'document' });
      expect(wrongField.body).toMatchObject({
        errorCode: '100400',
        message: '请选择要上传的文件（字段 file）',
      });
      const noKind = await upload('', { name: 'a.csv', bytes: utf8('x') });
      expect(noKind.body).toMatchObject({ errorCode: '100400', message: '导入类型不正确（字段 kind）' });
      const big = await upload('colleges', { name: 'big.csv', bytes: new Uint8Array(32 * 1024 * 1024 + 1) });
      expect(big).toMatchObject({
        status: 413,
        body: { errorCode: '100413', message: '上传的文件过大（最大 32 MB）' },
      });
      const student = await t.signUp('13700000002');
      const denied = await upload('colleges', { name: 'a.csv', bytes: utf8('x') }, { token: student });
      expect(denied).toMatchObject({ status: 403, body: { errorCode: '100403' } });
    });

    it('takes XLSX files: the downloaded template comes back as a file without data rows', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/import/template?kind=rank-table&format=xlsx',
      });
      const back = await upload('rank-table', { name: 'rank.xlsx', bytes: new Uint8Array(res.rawPayload) });
      expect(back.body.data).toMatchObject({ format: 'xlsx', written: false });
      expect(back.body.data?.errors).toEqual([{ line: null, column: null, message: '文件中没有数据行' }]);
    });
  });

  describe('templates and kinds', () => {
    it('lists every kind with its columns', async () => {
      const kinds = expectSuccess(await t.call<ImportKinds>({ url: '/api/import/kinds' }));
      expect(kinds.map((k) => k.kind)).toEqual([
        'colleges',
        'majors',
        'score-lines',
        'rank-table',
        'admission-records',
        'admission-plans',
        'high-schools',
      ]);
      const records = kinds.find((k) => k.kind === 'admission-records');
      expect(records?.columns.map((c) => c.header)).toEqual(RECORD_HEADER);
      expect(records?.columns.find((c) => c.header === '院校代码')?.required).toBe('二选一');
      expect(records?.columns.find((c) => c.header === '最低分')).toMatchObject({
        required: '必填',
        aliases: expect.arrayContaining(['minScore']),
      });
    });

    it('downloads CSV templates (UTF-8 with BOM) and XLSX templates as attachments', async () => {
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/import/template?kind=admission-records&format=csv',
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="download.csv"; filename*=UTF-8''${encodeURIComponent('历年录取导入模板.csv')}`,
      );
      expect(csv.body).toBe(`\uFEFF${RECORD_HEADER.join(',')}\r\n`);
      const xlsx = await t.app.inject({ method: 'GET', url: '/api/import/template?kind=colleges' });
      expect(xlsx.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const parsed = await parseImportFile('colleges', new Uint8Array(xlsx.rawPayload));
      expect(parsed.format).toBe('xlsx');
      expect(parsed.errors).toEqual([{ line: null, column: null, message: '文件中没有数据行' }]);
      expect(templateFor('colleges')[0]).toBe('院校代码');
      expectFailure(
        await t.call({ url: '/api/import/template?kind=students' }),
        '100400',
        400,
        '导入类型不正确（字段 kind）',
      );
      expectFailure(
        await t.call({ url: '/api/import/template?kind=colleges&format=xls' }),
        '100400',
        400,
        '模板格式应为 csv 或 xlsx（字段 format）',
      );
    });
  });
});
