// 导入记录 and 撤销导入: every upload that was not a dry run is in the history (who, which file, what it wrote);
// the last import of an admission data kind can be undone once, which puts its years, provinces and
// categories back exactly as they were (the sample rows it replaced included), audited; nothing else can be
// undone, and two undos at once undo once. On both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportHistory, ImportUndo } from '@zhiyuan/contracts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { csvText, utf8 } from './support/files.ts';
import { importHelpers, recordRows, recordsCsv, startImportsApp } from './support/imports.ts';
import type { TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('import history and undo on %s', (kind) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => ({ t, staff } = await startImportsApp(kind)));
  afterAll(() => t.close());
  const { upload } = importHelpers(() => ({ t, staff }));

  const records2024 = () =>
    t.app.db
      .selectFrom('admission_records')
      .selectAll()
      .where('year', '=', 2024)
      .where('category', '=', '理科')
      .orderBy('id')
      .execute();
  const history = async (query = '') =>
    expectSuccess<ImportHistory>(
      await t.call({ method: 'GET', url: `/api/admin/import/history${query}`, token: staff }),
    );
  const undo = (id: number) =>
    t.call<ImportUndo>({ url: '/api/admin/import/undo', body: { id }, token: staff });

  it('lists an import with who ran it, and undoing it puts the replaced rows back exactly', async () => {
    const before = await records2024();
    expect(before.some((r) => r.sample === 1)).toBe(true);
    const res = await upload('admission-records', { name: '录取.csv', bytes: utf8(recordsCsv()) });
    expect(res.body.data).toMatchObject({ written: true });
    expect(res.body.data?.removed).toBeGreaterThan(0);
    expect(await records2024()).not.toEqual(before);

    const { items } = await history('?kind=admission-records');
    const run = items[0];
    expect(run).toMatchObject({
      kind: 'admission-records',
      label: '历年录取',
      fileName: '录取.csv',
      written: true,
      undoable: true,
      undoneAt: null,
    });
    expect(run?.userName).toBeTruthy();

    const answer = await undo(run!.id);
    const done = expectSuccess<ImportUndo>(answer);
    expect(done).toMatchObject({ kind: 'admission-records', restored: before.length });
    expect(answer.body.message).toBe(
      `已撤销历年录取的导入：移除 ${done.removed} 条，恢复导入前的 ${before.length} 条`,
    );
    expect(await records2024()).toEqual(before);

    const after = (await history('?kind=admission-records')).items[0];
    expect(after).toMatchObject({ id: run!.id, undoable: false });
    expect(after?.undoneAt).not.toBeNull();
    expectFailure(await undo(run!.id), '100400', 400, '这次导入已经撤销过了');

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'import.undo')
      .executeTakeFirstOrThrow();
    expect(audit.summary).toContain('撤销历年录取的导入');
  });

  it('undoes only the last import of a kind', async () => {
    await upload('admission-records', { name: 'a.csv', bytes: utf8(recordsCsv()) });
    const changed = recordRows().map((row) => row.map((v, i) => (i === 10 ? Number(v) - 1 : v)));
    await upload('admission-records', { name: 'b.csv', bytes: utf8(recordsCsv(changed)) });
    const [last, older] = (await history('?kind=admission-records')).items;
    expect(last).toMatchObject({ fileName: 'b.csv', undoable: true });
    expect(older).toMatchObject({ fileName: 'a.csv', undoable: false });
    expectFailure(await undo(older!.id), '100400', 400, '只能撤销该类数据最近一次导入');
    // Undoing b.csv leaves a.csv's rows; a.csv kept nothing to put back, so it stays.
    expectSuccess(await undo(last!.id));
    const minScores = (await records2024()).filter((r) => r.sample === 0).map((r) => r.min_score);
    const byValue = (a: number, b: number) => a - b;
    expect(minScores.sort(byValue)).toEqual(
      recordRows()
        .map((row) => Number(row[10]))
        .sort(byValue),
    );
    expect((await history('?kind=admission-records')).items.every((r) => !r.undoable)).toBe(true);
  });

  it('refuses to undo imports that other data refers to, and runs that do not exist', async () => {
    await upload('high-schools', { name: '高中.csv', bytes: utf8(csvText([['学校名称'], ['丰镇一中']])) });
    const run = (await history('?kind=high-schools')).items[0];
    expect(run).toMatchObject({ undoable: false, written: true });
    expectFailure(await undo(run!.id), '100400', 400, '高中学校的导入不能撤销：其他数据引用了它写入的内容');
    expectFailure(await undo(999999), '100404', 404, '导入记录不存在');
  });

  it('lists runs with problems as not written, and dry runs not at all', async () => {
    const { total } = await history();
    const bad = recordRows();
    bad[0]![10] = '很多';
    await upload('admission-records', { name: 'bad.csv', bytes: utf8(recordsCsv(bad)) });
    await upload(
      'admission-records',
      { name: 'dry.csv', bytes: utf8(recordsCsv()) },
      { query: '&dryRun=true' },
    );
    const page = await history();
    expect(page.total).toBe(total + 1);
    expect(page.items[0]).toMatchObject({ fileName: 'bad.csv', written: false, undoable: false });
    expect(page.items[0]?.errorCount).toBeGreaterThan(0);
  });

  it('undoes once when two undos arrive together', async () => {
    await upload('admission-records', { name: 'c.csv', bytes: utf8(recordsCsv()) });
    const run = (await history('?kind=admission-records')).items[0]!;
    const answers = await Promise.all(Array.from({ length: 4 }, () => undo(run.id)));
    expect(answers.filter((a) => a.body.errorCode === '0')).toHaveLength(1);
  });
});
