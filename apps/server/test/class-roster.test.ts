// 导入班级名单 (issue 36): a 班主任 uploads the school's roster (姓名, 手机号, XLSX or CSV) to their own class — a
// dry run writes nothing, every bad row is reported and then nothing at all is written; new phones become
// student accounts without a password that join the class (each student sets one at the first sign-in by SMS);
// a phone with an account of its own is left alone, so the teacher sees nothing of that student until the
// student joins. Another teacher's class answers like a missing one. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassRosterReport, MyClass } from '@zhiyuan/contracts';
import { classDesk, teacherWithClass, xlsxOf } from './support/class-files.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { csvText, uploadFile, utf8 } from './support/files.ts';
import { phoneSequence, startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('class roster import on %s', (kind) => {
  let t: TestApp;
  let teacher: string;
  let otherTeacher: string;
  let classId: number;
  const nextPhone = phoneSequence(15500000000);

  const userCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const roster = (
    file: { name: string; bytes: Uint8Array },
    dryRun: boolean,
    token = teacher,
    id = classId,
  ) =>
    uploadFile<ClassRosterReport>(t, `/api/admin/class/importRoster?id=${id}&dryRun=${dryRun}`, file, token);
  const desk = (token = teacher) => classDesk(t, classId, token);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const { saved, ...teachers } = await teacherWithClass(t, nextPhone, '高三（2）班');
    ({ teacher, otherTeacher } = teachers);
    classId = saved.id;
  });
  afterAll(() => t.close());

  it('reports every bad row with its line and reason and writes nothing; a dry run writes nothing either', async () => {
    const before = await userCount();
    const bad = await roster(
      {
        name: '名单.xlsx',
        bytes: await xlsxOf([
          ['姓名', '手机号'],
          ['张三', '1380013800'],
          ['', nextPhone()],
        ]),
      },
      false,
    );
    const report = expectSuccess(bad);
    expect(report).toMatchObject({ format: 'xlsx', written: false, errorCount: 2, rows: [] });
    expect(report.errors).toEqual([
      { line: 2, column: '手机号', message: '手机号应为 11 位手机号码，实际为“1380013800”' },
      { line: 3, column: '姓名', message: '姓名不能为空' },
    ]);
    expect(bad.body.message).toBe('校验未通过：共 2 处问题，未写入任何数据');

    const dry = expectSuccess(
      await roster(
        {
          name: '名单.csv',
          bytes: utf8(
            csvText([
              ['姓名', '手机号'],
              ['李四', nextPhone()],
            ]),
          ),
        },
        true,
      ),
    );
    expect(dry).toMatchObject({ dryRun: true, written: false, created: 1, errorCount: 0 });
    expect(await userCount()).toBe(before);
    expect((await desk()).students).toEqual([]);
  });

  it('makes accounts that join the class; an existing account is left alone until its owner joins', async () => {
    const newA = nextPhone();
    const newB = nextPhone();
    const registered = nextPhone();
    await t.signUp(registered);
    const file = {
      name: '名单.xlsx',
      bytes: await xlsxOf([
        ['学生姓名', '联系电话'],
        ['王小明', newA],
        ['陈小红', newB],
        ['刘已注册', registered],
      ]),
    };

    const dry = expectSuccess(await roster(file, true));
    expect(dry.rows.map((r) => [r.line, r.name, r.outcome])).toEqual([
      [2, '王小明', 'new'],
      [3, '陈小红', 'new'],
      [4, '刘已注册', 'hasAccount'],
    ]);

    const res = await roster(file, false);
    const done = expectSuccess(res);
    expect(done).toMatchObject({ written: true, created: 2, hasAccount: 1, inClass: 0 });
    expect(res.body.message).toBe(
      '已导入：新建账号并加入本班 2 名，已在本班 0 名，已有账号未加入 1 名（请他们用加入码加入）',
    );
    const names = (await desk()).students.map((s) => s.name).sort();
    expect(names).toEqual(['王小明', '陈小红'].sort());

    // Again: the new ones are in the class now; nothing is made twice.
    const again = expectSuccess(await roster(file, false));
    expect(again).toMatchObject({ created: 0, inClass: 2, hasAccount: 1 });
    expect((await desk()).students).toHaveLength(2);

    // The student sets a password with an SMS code at the first sign-in, and finds the class there.
    expectSuccess(
      await t.call({ url: '/api/user/resetPasswordSendCode', body: { phone: newA, ...(await t.captcha()) } }),
    );
    expectSuccess(
      await t.call({
        url: '/api/user/resetPassword',
        body: { phone: newA, code: t.lastCode(newA), password: await t.encrypt('Student-1') },
      }),
    );
    const student = await t.login(newA, 'Student-1');
    const mine = expectSuccess(await t.call<MyClass>({ url: '/api/class/mine', token: student }));
    expect(mine?.name).toBe('高三（2）班');

    const log = expectSuccess(
      await t.call<{ items: { summary: string }[] }>({
        url: '/api/admin/audit/list',
        token: await t.signUp(nextPhone(), { roles: ['admin'] }),
      }),
    );
    expect(log.items.map((i) => i.summary)).toContain(
      '导入班级名单（名单.xlsx）：高三（2）班，新建并加入 2 名学生',
    );
  });

  it('another teacher’s class answers like a missing one; a missing file is named', async () => {
    const file = {
      name: '名单.csv',
      bytes: utf8(
        csvText([
          ['姓名', '手机号'],
          ['赵某', nextPhone()],
        ]),
      ),
    };
    expectFailure(await roster(file, true, otherTeacher), '100404', 404, '班级不存在');
    expectFailure(await roster(file, false, otherTeacher), '100404', 404, '班级不存在');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/class/importRoster?id=${classId}`,
      headers: { token: teacher, client: 'admin', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a roster longer than a class, naming it', async () => {
    const rows = [
      ['姓名', '手机号'],
      ...Array.from({ length: 201 }, (_, i) => [`学生${i}`, String(17000000000 + i)]),
    ];
    const report = expectSuccess(await roster({ name: '全年级.csv', bytes: utf8(csvText(rows)) }, false));
    expect(report.errors[0]?.message).toBe('名单最多 200 行（一个班级），这个文件有 201 行');
    expect(report.written).toBe(false);
  });
});
