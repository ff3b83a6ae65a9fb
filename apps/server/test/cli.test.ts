// The CLI (`npm run cli -- <command>`): migrate, seed, import (report, its notes and progress), site:set,
// create-admin (password from a terminal without echo, or from stdin) and sms:outbox, with Chinese errors for
// bad flags — run in-process on both databases, and once as a real process with the password piped in.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.ts';
import type { CliInput, CliIo } from '../src/cli/io.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { codeOf } from './support/catalog.ts';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from './support/databases.ts';
import { csvText } from './support/files.ts';
import { startTestApp } from './support/test-app.ts';

interface Run {
  code: number;
  out: string;
  err: string;
}

async function cli(
  args: string[],
  env: Record<string, string>,
  stdin: CliInput = Readable.from([]),
  terminal = false,
): Promise<Run> {
  let out = '';
  let err = '';
  const io: CliIo = {
    env,
    stdin,
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s), isTTY: terminal },
  };
  const code = await runCli(args, io);
  return { code, out, err };
}

/** A fake terminal: flagged as a TTY, raw mode recorded, and typing that starts once a prompt is shown. */
function fakeTerminal(keystrokes: string[]): { stdin: CliInput; rawModes: boolean[] } {
  const stream = new PassThrough() as PassThrough & CliInput;
  const rawModes: boolean[] = [];
  stream.isTTY = true;
  stream.setRawMode = (mode: boolean) => rawModes.push(mode);
  const pending = [...keystrokes];
  stream.on('resume', () => {
    const next = pending.shift();
    if (next !== undefined) setImmediate(() => stream.write(next));
  });
  return { stdin: stream, rawModes };
}

describe.each(DATABASE_KINDS)('CLI on %s', (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    env = { DATABASE_URL: database.url };
    db = openDatabase(database.url);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('migrate: applies every migration once, then says the database is current', async () => {
    const first = await cli(['migrate'], env);
    expect(first.code).toBe(0);
    expect(first.out).toContain('已执行迁移');
    expect(first.out).toContain('0001-accounts');
    const second = await cli(['migrate'], env);
    expect(second).toMatchObject({ code: 0, err: '' });
    expect(second.out).toContain('数据库已是最新');
  });

  it('create-admin: reads the password from stdin and creates an admin who can sign in to the back office', async () => {
    const run = await cli(
      ['create-admin', '--phone', '13911112222', '--name', '张老师'],
      env,
      Readable.from(['Admin-Pass-1\nignored\n']),
    );
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toContain('已创建管理员 张老师（13911112222）');
    const user = await db.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', '13911112222')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(user.roles)).toEqual(['admin']);
    expect(user.password_hash).toMatch(/^scrypt\$32768\$/);

    const t = await startTestApp(kind, { env: { DATABASE_URL: database.url } });
    try {
      const token = await t.login('13911112222', 'Admin-Pass-1', 2);
      const info = await t.call<{ activeRole: string }>({ url: '/api/user/getUserInfo', token });
      expect(info.body.data?.activeRole).toBe('admin');
    } finally {
      await t.close();
    }

    const again = await cli(
      ['create-admin', '--phone', '13911112222', '--name', '张老师'],
      env,
      Readable.from(['Admin-Pass-1\n']),
    );
    expect(again.code).toBe(1);
    expect(again.err).toBe('错误：手机号 13911112222 已有账号，未做任何更改\n');
  });

  it('create-admin: asks twice on a terminal without echoing, and refuses a mismatch', async () => {
    const ok = fakeTerminal(['Term-Pass-9\r', 'Term-Pass-9\r']);
    const run = await cli(['create-admin', '--phone', '13911113333', '--name', '李老师'], env, ok.stdin);
    expect(run.code).toBe(0);
    expect(run.out).toContain('请输入密码（输入时不显示）：');
    expect(run.out).toContain('请再次输入密码：');
    expect(run.out).not.toContain('Term-Pass-9');
    expect(ok.rawModes).toEqual([true, false, true, false]);

    const typo = fakeTerminal(['abcdefg\r', 'abcdefh\r']);
    const bad = await cli(['create-admin', '--phone', '13911114444', '--name', '王老师'], env, typo.stdin);
    expect(bad).toMatchObject({ code: 1, err: '错误：两次输入的密码不一致\n' });
  });

  it('create-admin: explains bad flags and values in Chinese', async () => {
    const cases: [string[], string, number][] = [
      [['create-admin', '--name', '张'], '错误：缺少参数 --phone（例如 --phone 13800138000）\n', 2],
      [['create-admin', '--phone', '123', '--name', '张'], '错误：--phone：请输入正确的手机号码\n', 2],
      [
        ['create-admin', '--phone', '13911115555', '--nme', '张'],
        '错误：未知参数 --nme（命令 create-admin 可用的参数：--phone、--name）\n',
        2,
      ],
      [['create-admin', '--phone'], '错误：参数 --phone 需要一个值，例如 --phone 值\n', 2],
      [
        ['create-admin', '--phone', '13911115555', '--name', '张', 'extra'],
        '错误：多余的参数 extra（命令 create-admin 可用的参数：--phone、--name）\n',
        2,
      ],
    ];
    for (const [args, err, code] of cases)
      expect(await cli(args, env), args.join(' ')).toMatchObject({ code, err });
    const short = await cli(
      ['create-admin', '--phone', '13911115555', '--name', '张'],
      env,
      Readable.from(['123\n']),
    );
    expect(short).toMatchObject({ code: 1, err: '错误：密码：密码长度介于6-64之间\n' });
  });

  it('seed: writes the chosen colleges and sample years once, again with --force, and explains bad flags', async () => {
    const args = ['seed', '--colleges', `${codeOf('内蒙古大学')},${codeOf('清华大学')}`, '--years', '2025'];
    const first = await cli(args, env);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/院校 2，专业 2539，/);
    expect(first.out).toMatch(/批次线 6，一分一段 \d+，历年录取 \d+，招生计划 0/);
    expect(first.err).toContain('历年录取（示例）…');
    const again = await cli(args, env);
    expect(again.out).toMatch(
      /院校 0，专业 0，院校开设专业 0\n {2}批次线 0，一分一段 0，历年录取 0，招生计划 0\n {2}公告 0，文章 0/,
    );
    const forced = await cli([...args, '--force'], env);
    expect(forced.out).toMatch(/批次线 6，/);
    expect(await cli(['seed', '--years', '2019'], env)).toMatchObject({
      code: 2,
      err: '错误：--years：可选 2021、2022、2023、2024、2025、2026\n',
    });
    expect((await cli(['seed', '--colleges', '123'], env)).err).toBe(
      '错误：--colleges：应为逗号分隔的 10 位院校代码\n',
    );
  });

  it('seed: follows REGION — 广东 gets its catalog and no Inner Mongolia samples, which it has no model for', async () => {
    const gd = { ...env, REGION: '广东' };
    const args = ['seed', '--colleges', codeOf('北京大学'), '--force'];
    expect(await cli([...args, '--years', '2024'], gd)).toMatchObject({
      code: 2,
      err: '错误：--years：广东没有示例数据模型，不能生成示例数据；请用 --years "" 只写入院校库和专业库，再导入正式数据\n',
    });
    const seeded = await cli(args, gd);
    expect(seeded.code, seeded.err).toBe(0);
    expect(seeded.out).toMatch(/批次线 0，一分一段 0，历年录取 0，招生计划 0/);
    const rows = await db.db
      .selectFrom('admission_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('province', '=', '内蒙古')
      .where('college_code', '=', codeOf('北京大学'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(0);
  });

  it('import: prints the report, writes a valid file, and exits 1 for a bad one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-cli-'));
    try {
      const good = path.join(dir, '批次线.csv');
      fs.writeFileSync(
        good,
        csvText([
          ['年份', '科类', '批次', '分数'],
          [2025, '物理类', '本科批', 401],
          [2025, '物理类', '特殊类型招生控制线', 480],
        ]),
      );
      const ok = await cli(['import', 'score-lines', good], env, Readable.from([]), true);
      expect(ok.code, ok.err).toBe(0);
      expect(ok.out).toMatch(
        /^批次线（score-lines）：批次线\.csv，CSV（utf-8），共 2 行数据\n导入完成：新增 0 条，更新 2 条，未变 0 条，替换示例数据 1 条\n用时 /,
      );
      // On a terminal the steps are drawn as bars.
      expect(ok.err).toMatch(/写入.*\[.*\] 100% 2\/2/s);
      const line = await db.db
        .selectFrom('score_lines')
        .selectAll()
        .where('year', '=', 2025)
        .where('category', '=', '物理类')
        .where('batch', '=', '本科批')
        .executeTakeFirstOrThrow();
      expect(line).toMatchObject({ score: 401, sample: 0 });

      const bad = path.join(dir, 'bad.csv');
      fs.writeFileSync(
        bad,
        csvText([
          ['年份', '科类', '批次', '分数'],
          [2025, '物理类', '本科批', 800],
          [2025, '理科', '本科批', 400],
        ]),
      );
      const failed = await cli(['import', 'score-lines', bad, '--dry-run'], env);
      expect(failed.code).toBe(1);
      expect(failed.out).toContain('  第 2 行「分数」：');
      expect(failed.out).toContain('  第 3 行「科类」：2025 年没有科类“理科”（应为 物理类、历史类）');
      expect(failed.out).toContain('校验未通过：共 2 处问题，未写入任何数据');
      expect(failed.err).toContain('错误：文件有错误，未写入任何数据');
      expect(failed.err).toContain('校验…');

      // An authority's table as published: the report's notes are 说明 lines, before any problem.
      const published = path.join(dir, '2024年内蒙古普通高校招生本科一批（理科）投档线.csv');
      fs.writeFileSync(
        published,
        csvText([
          ['院校代码', '院校名称', '投档最低分', '投档最低位次'],
          ['1101', '内蒙古大学', '560', '9800'],
          ['1103', '内蒙古科技大学', '-', '-'],
        ]),
      );
      const read = await cli(['import', 'admission-records', published, '--dry-run'], env);
      expect(read.code, read.err).toBe(0);
      expect(read.out.split('\n').slice(1, 4)).toEqual([
        '  说明：文件中没有“年份”、“科类”、“批次”列，按文件名读取：年份 2024，科类 理科，批次 本科一批',
        '  说明：院校代码不是 10 位的学校标识码，按本省招生代码读取：第 2 行',
        '  说明：没有投档（最低分写作“-”），不导入：第 3 行',
      ]);

      expect(await cli(['import', 'students', good], env)).toMatchObject({
        code: 2,
        err: expect.stringMatching(/^错误：未知的导入类型 students（可用：colleges（院校）/),
      });
      expect((await cli(['import', 'score-lines'], env)).err).toBe(
        '错误：缺少参数 <文件>（用法：npm run cli -- import <类型> <文件>）\n',
      );
      expect((await cli(['import', 'score-lines', path.join(dir, 'none.csv')], env)).err).toContain(
        '错误：无法读取文件',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('site:set: sets a setting and clears it, refusing unknown keys', async () => {
    const set = await cli(['site:set', '--key', 'site.schoolName', '--value', '包头市第九中学'], env);
    expect(set).toMatchObject({ code: 0, out: '已设置 site.schoolName（学校名称）\n' });
    const row = await db.db
      .selectFrom('site_settings')
      .selectAll()
      .where('key', '=', 'site.schoolName')
      .executeTakeFirstOrThrow();
    expect(row.value).toBe('包头市第九中学');
    expect((await cli(['site:set', '--key', 'site.schoolName'], env)).out).toBe('已恢复默认：学校名称\n');
    expect((await cli(['site:set', '--key', 'site.color', '--value', 'red'], env)).code).toBe(2);
  });

  it('sms:outbox: lists the outbox newest first, optionally for one phone', async () => {
    const empty = await cli(['sms:outbox'], env);
    expect(empty.out).toBe('发件箱中没有短信\n');
    const t = await startTestApp(kind, { env: { DATABASE_URL: database.url, SMS_DRIVER: 'outbox' } });
    try {
      for (const phone of ['13922220001', '13922220002']) {
        await t.call({ url: '/api/user/registerSendPhoneCode', body: { phone, ...(await t.captcha()) } });
      }
    } finally {
      await t.close();
    }
    const all = await cli(['sms:outbox'], env);
    expect(all.code).toBe(0);
    const lines = all.out.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} {2}13922220002 {2}register {2}\d{6} {2}【志愿填报】您的注册验证码是\d{6}/,
    );
    const one = await cli(['sms:outbox', '--phone', '13922220001', '--limit', '5'], env);
    expect(one.out.trim().split('\n')).toHaveLength(1);
    expect((await cli(['sms:outbox', '--limit', 'x'], env)).err).toBe(
      '错误：--limit：应为 1 到 200 之间的整数（收到 x）\n',
    );
    expect(
      (await cli(['sms:outbox'], { ...env, SMS_DRIVER: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/' }))
        .err,
    ).toContain('SMS_DRIVER=webhook');
  });
});

describe('CLI usage', () => {
  it('lists the commands, and refuses unknown ones and a bad environment', async () => {
    const help = await cli(['help'], {});
    expect(help.code).toBe(0);
    for (const command of ['migrate', 'seed', 'import', 'site:set', 'create-admin', 'sms:outbox'])
      expect(help.out).toContain(command);
    const unknown = await cli(['frobnicate'], {});
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^未知命令 frobnicate/);
    expect((await cli([], {})).code).toBe(2);
    const badEnv = await cli(['migrate'], { DATABASE_URL: 'mysql://x' });
    expect(badEnv.code).toBe(1);
    expect(badEnv.err).toContain('环境变量 DATABASE_URL 无效');
  });

  it('runs as a real process with the password piped in (npm run cli -- …)', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const main = path.resolve(import.meta.dirname, '../src/cli/main.ts');
      const run = spawnSync(
        process.execPath,
        ['--conditions=@zhiyuan/source', main, 'create-admin', '--phone', '13933330000', '--name', '赵老师'],
        {
          input: 'Piped-Pass-1\n',
          env: { ...process.env, DATABASE_URL: database.url },
          encoding: 'utf8',
          timeout: 100_000,
        },
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('已创建管理员 赵老师（13933330000）');
      const bad = spawnSync(
        process.execPath,
        ['--conditions=@zhiyuan/source', main, 'create-admin', '--bogus'],
        {
          env: { ...process.env, DATABASE_URL: database.url },
          encoding: 'utf8',
          timeout: 100_000,
        },
      );
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('未知参数 --bogus');
    } finally {
      await database.drop();
    }
  });
});
