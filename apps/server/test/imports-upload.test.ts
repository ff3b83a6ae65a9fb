// The back office's side of imports: the upload (for staff only, a report with a summary, dry runs, XLSX,
// refusals of what is not a proper upload) and the kinds and templates it offers. On both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportKinds } from '@zhiyuan/contracts';
import { parseImportFile, templateFor } from '@zhiyuan/dataset';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { csvText, utf8 } from './support/files.ts';
import { importHelpers, RECORD_HEADER, startImportsApp } from './support/imports.ts';
import type { TestApp } from './support/test-app.ts';

/** The template's columns: the files' columns and the province's 招生代码 after the name. */
// The template's columns, then what an exam authority's 投档 table adds (内蒙古, issue 34).
const AUTHORITY_HEADER = [
  '计划类别',
  '投档人数',
  '轮次',
  '投档或录取',
  '语数之和',
  '语数最高',
  '外语',
  '首选科目成绩',
  '再选科目1',
  '再选科目2',
  '语文',
  '数学',
  '来源网址',
];
const TEMPLATE_HEADER = [
  ...RECORD_HEADER.slice(0, 6),
  '招生代码',
  ...RECORD_HEADER.slice(6),
  ...AUTHORITY_HEADER,
];
describe.each(DATABASE_KINDS)('the import upload on %s', (kind) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => ({ t, staff } = await startImportsApp(kind)));
  afterAll(() => t.close());
  const { snapshot, upload } = importHelpers(() => ({ t, staff }));

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
      expectFailure(json, '100400', 400, '请以 multipart/form-data 方式上传文件');
      const wrongField = await upload('colleges', { name: 'a.csv', bytes: utf8('x'), field: 'document' });
      expect(wrongField.body).toMatchObject({
        errorCode: '100400',
        message: '请选择要上传的文件',
      });
      const noKind = await upload('', { name: 'a.csv', bytes: utf8('x') });
      expect(noKind.body).toMatchObject({ errorCode: '100400', message: '导入类型不正确' });
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
      expect(records?.columns.map((c) => c.header)).toEqual(TEMPLATE_HEADER);
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
      expect(csv.body).toBe(`\uFEFF${TEMPLATE_HEADER.join(',')}\r\n`);
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
        '导入类型不正确',
      );
      expectFailure(
        await t.call({ url: '/api/import/template?kind=colleges&format=xls' }),
        '100400',
        400,
        '模板格式应为 csv 或 xlsx',
      );
    });
  });
});
