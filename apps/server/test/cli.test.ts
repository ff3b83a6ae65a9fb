// The CLI (`npm run cli -- <command>`): migrate, create-admin (password from a terminal without echo, or
// from stdin) and sms:outbox, with Chinese errors for bad flags — run in-process on both databases, and once
// as a real process with the password piped in.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.ts';
import type { CliInput, CliIo } from '../src/cli/io.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from './support/databases.ts';
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
): Promise<Run> {
  let out = '';
  let err = '';
  const io: CliIo = {
    env,
    stdin,
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
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
    for (const command of ['migrate', 'create-admin', 'sms:outbox']) expect(help.out).toContain(command);
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
          timeout: 60_000,
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
          timeout: 60_000,
        },
      );
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('未知参数 --bogus');
    } finally {
      await database.drop();
    }
  }, 60_000);
});
