// 导入班级成绩 (issue 36): a 班主任 imports the class's exam results from the school's file (考号 or 姓名, 总分,
// 位次 once published) with the data imports' rules — a dry run writes nothing; every row that names no student
// of the class, or a name two students share, is reported and then nothing is written; a new import of the same
// exam replaces the earlier one. The desk shows each student's latest imported result. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassScoresReport } from '@zhiyuan/contracts';
import { classDesk, teacherWithClass, xlsxOf } from './support/class-files.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { csvText, uploadFile, utf8 } from './support/files.ts';
import { phoneSequence, startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('class scores import on %s', (kind) => {
  let t: TestApp;
  let teacher: string;
  let otherTeacher: string;
  let classId: number;
  const ids = new Map<string, number>();
  const nextPhone = phoneSequence(15600000000);

  const scores = (file: { name: string; bytes: Uint8Array }, query: string, token = teacher) =>
    uploadFile<ClassScoresReport>(t, `/api/admin/class/importScores?id=${classId}&${query}`, file, token);
  const desk = () => classDesk(t, classId, teacher);
  const examOf = async (name: string) => (await desk()).students.find((s) => s.name === name)?.exam ?? null;

  /** A student who joins the class with the code, named `name`, with a 考生号 when given. */
  async function student(name: string, joinCode: string, examNumber?: string) {
    const phone = nextPhone();
    const token = await t.signUp(phone);
    expectSuccess(
      await t.call({
        url: '/api/studentInfo/update',
        token,
        body: {
          name,
          gender: '女',
          highSchoolId: null,
          otherHighSchool: '呼和浩特市第二中学',
          className: '高三(5)班',
          graduationYear: 2026,
          firstSubject: '物理',
          electives: ['化学', '生物'],
          ...(examNumber ? { examNumber } : {}),
        },
      }),
    );
    await t.app.db.updateTable('users').set({ name }).where('phone', '=', phone).execute();
    expectSuccess(await t.call({ url: '/api/class/join', token, body: { joinCode } }));
    const row = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    ids.set(name, row.id);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    const { saved, ...teachers } = await teacherWithClass(t, nextPhone, '高三（5）班');
    ({ teacher, otherTeacher } = teachers);
    classId = saved.id;
    await student('张三', saved.joinCode, '25150102000001');
    await student('李四', saved.joinCode);
    await student('王五', saved.joinCode);
    await student('王五', saved.joinCode);
  });
  afterAll(() => t.close());

  it('reports rows that name no student of the class, or a shared name, and writes nothing', async () => {
    const file = {
      name: '一模成绩.xlsx',
      bytes: await xlsxOf([
        ['考号', '姓名', '总分', '位次'],
        ['25150102000001', '张三', 612.5, 3051],
        ['25150102999999', '', 600, null],
        [null, '王五', 580, null],
        [null, '赵六', 570, null],
        [null, '张三', 500, null],
      ]),
    };
    const res = await scores(file, 'examName=一模');
    const report = expectSuccess(res);
    expect(report).toMatchObject({ written: false, format: 'xlsx', errorCount: 4, rows: [] });
    expect(report.errors).toEqual([
      { line: 3, column: '考号', message: '本班没有考号为 25150102999999 的学生' },
      { line: 4, column: '姓名', message: '本班有 2 名学生叫“王五”，请填写考号' },
      { line: 5, column: '姓名', message: '本班没有叫“赵六”的学生' },
      { line: 6, column: null, message: '与第 2 行是同一名学生' },
    ]);
    expect(res.body.message).toBe('校验未通过：共 4 处问题，未写入任何数据');
    expect(await examOf('张三')).toBeNull();
  });

  it('a dry run matches by 考号, then by name, and writes nothing; the import shows on the desk', async () => {
    const file = {
      name: '一模成绩.csv',
      bytes: utf8(
        csvText([
          ['考生号', '学生姓名', '成绩', '全区位次'],
          ['25150102000001', '', '612.5', '3051'],
          ['', '李四', '580', ''],
        ]),
      ),
    };
    const dry = expectSuccess(await scores(file, 'examName=2026届一模&dryRun=true'));
    expect(dry.rows.map((r) => [r.line, r.student.name, r.total, r.rank])).toEqual([
      [2, '张三', 612.5, 3051],
      [3, '李四', 580, null],
    ]);
    expect(dry.written).toBe(false);
    expect(await examOf('张三')).toBeNull();

    const res = await scores(file, 'examName=2026届一模');
    expect(expectSuccess(res).written).toBe(true);
    expect(res.body.message).toBe('已导入：2026届一模：2 名学生的成绩');
    expect(await examOf('张三')).toEqual({ name: '2026届一模', total: 612.5, rank: 3051 });
    expect(await examOf('李四')).toEqual({ name: '2026届一模', total: 580, rank: null });

    // The same exam again, now with the published 位次: it replaces the earlier rows.
    t.clock.advance(1000);
    const again = {
      name: '一模.csv',
      bytes: utf8(
        csvText([
          ['考号', '总分', '位次'],
          ['25150102000001', '615', '2990'],
        ]),
      ),
    };
    expectSuccess(await scores(again, 'examName=2026届一模'));
    expect(await examOf('张三')).toEqual({ name: '2026届一模', total: 615, rank: 2990 });
    expect(await examOf('李四')).toBeNull();
    const rows = await t.app.db
      .selectFrom('class_scores')
      .select('user_id')
      .where('class_id', '=', classId)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([ids.get('张三')]);
  });

  it('names a missing exam name beside the field; another teacher’s class answers like a missing one', async () => {
    const file = {
      name: 'a.csv',
      bytes: utf8(
        csvText([
          ['姓名', '总分'],
          ['李四', '500'],
        ]),
      ),
    };
    const missing = await scores(file, 'examName=');
    expectFailure(missing, '100400', 400, '请输入考试名称');
    expect(missing.body.data).toMatchObject({ field: 'examName' });
    expectFailure(await scores(file, 'examName=二模', otherTeacher), '100404', 404, '班级不存在');
  });
});
