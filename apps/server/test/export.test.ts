// The big-data query's export on both databases: CSV with a BOM and Chinese headers and XLSX that exceljs
// opens, both holding exactly the search's rows in its order, a dated Chinese file name, the bound (a cut
// result says so in headers and in the file), the per-IP limit and the validation errors.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdmissionRow } from '@zhiyuan/contracts';
import { EXPORT_HEADERS } from '../src/modules/admission-records/index.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const BOUND = 60;
const QUERY = `year=2025&category=${encodeURIComponent('物理类')}&scope=all&sort=rank-asc`;

describe.each(DATABASE_KINDS)('admission export on %s', (kind) => {
  let t: TestApp;
  const download = (query: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admission/export?${query}`,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const search = async (query: string) =>
    expectSuccess(
      await t.call<{ total: number; items: AdmissionRow[] }>({ url: `/api/admission/search?${query}` }),
    );

  beforeAll(async () => {
    t = await startTestApp(kind, {
      seed: SMALL_SEED,
      build: { exportMaxRows: BOUND, rateLimits: { exportAdmissions: { max: 6, timeWindow: 60_000 } } },
    });
  });
  afterAll(() => t.close());

  it('writes a CSV with a BOM, Chinese headers and the search’s rows in its order', async () => {
    const query = `${QUERY}&keyword=${encodeURIComponent('内蒙古师范')}`;
    const expected = await search(`${query}&pageSize=100`);
    expect(expected.total).toBeGreaterThan(3);
    expect(expected.total).toBeLessThanOrEqual(BOUND);
    const res = await download(`${query}&format=csv`, '10.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // 2025-06-25 is the test clock's day.
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('历年录取_2025_物理类_20250625.csv')}`,
    );
    expect(res.headers['x-total-count']).toBe(String(expected.total));
    expect(res.headers['x-export-truncated']).toBe('0');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(EXPORT_HEADERS);
    expect(rows).toHaveLength(expected.total);
    const col = (name: string) => EXPORT_HEADERS.indexOf(name);
    expect(
      rows.map((r) => [
        r[col('院校代码')],
        r[col('专业名称')],
        Number(r[col('最低分')]),
        Number(r[col('最低位次')]),
      ]),
    ).toEqual(expected.items.map((r) => [r.collegeCode, r.majorName ?? '', r.minScore, r.minRank]));
    expect(rows.every((r) => r[col('示例数据')] === '是')).toBe(true);
  });

  it('writes an XLSX that exceljs opens, with the rows and an explanation sheet', async () => {
    const query = `${QUERY}&keyword=${encodeURIComponent('内蒙古农业')}`;
    const expected = await search(`${query}&pageSize=100`);
    const res = await download(`${query}&format=xlsx`, '10.0.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent('历年录取_2025_物理类_20250625.xlsx'),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('历年录取');
    expect(sheet).toBeDefined();
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(EXPORT_HEADERS);
    expect((sheet?.rowCount ?? 0) - 1).toBe(expected.total);
    const codeColumn = EXPORT_HEADERS.indexOf('院校代码');
    expect(expected.items.map((_, i) => values(i + 2)[codeColumn])).toEqual(
      expected.items.map((r) => r.collegeCode),
    );
    const about = workbook.getWorksheet('说明');
    const notes = (about?.getSheetValues() ?? []).map((r) => (Array.isArray(r) ? r.slice(1).join('：') : ''));
    expect(notes.join('\n')).toContain(`结果条数：${expected.total}`);
    expect(notes.join('\n')).toContain('示例数据');
  });

  it('cuts a larger result at the bound and says so in the headers and in the file', async () => {
    const expected = await search(`${QUERY}&pageSize=100`);
    expect(expected.total).toBeGreaterThan(BOUND);
    const res = await download(`${QUERY}&format=csv`, '10.0.0.3');
    expect(res.headers).toMatchObject({
      'x-total-count': String(expected.total),
      'x-export-rows': String(BOUND),
      'x-export-truncated': '1',
    });
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(1 + BOUND + 1);
    expect(lines.at(-1)).toBe(
      `注：查询结果共 ${expected.total} 条，文件只含前 ${BOUND} 条，请缩小查询范围后分批导出`,
    );
    const xlsx = await download(`${QUERY}&format=xlsx`, '10.0.0.3');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect((workbook.getWorksheet('历年录取')?.rowCount ?? 0) - 1).toBe(BOUND);
    const about = workbook.getWorksheet('说明')?.getSheetValues() ?? [];
    expect(JSON.stringify(about)).toContain(`查询结果共 ${expected.total} 条`);
  });

  it('refuses bad queries with an envelope, and limits exports per IP', async () => {
    const bad = await t.call({ url: '/api/admission/export?format=pdf' });
    expectFailure(bad, '100400', 400, '导出格式应为 csv 或 xlsx');
    expectFailure(await t.call({ url: '/api/admission/export?year=2019' }), '100400', 400, /^年份/);
    expectFailure(await t.call({ url: '/api/admission/export?page=2' }), '100400', 400, /未知参数：page/);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await download('year=2024&format=csv', '10.0.0.9')).statusCode);
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill(200));
    const limited = await download('year=2024&format=csv', '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: '100429' });
  });
});
