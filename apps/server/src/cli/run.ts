// The maintainers' CLI (`npm run cli -- <command>`): migrate the database, create an admin account, read
// the SMS outbox. Every command reads the same environment variables as the server (DATABASE_URL, …).
import type * as z from 'zod';
import { nameSchema, passwordSchema, phoneSchema } from '@zhiyuan/contracts';
import { ConfigError, loadConfig, type ServerConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { formatBeijingTime } from '../lib/time.ts';
import { createPasswordHasher, DEFAULT_SCRYPT_COST } from '../modules/auth/passwords.ts';
import { createUsers } from '../modules/users/repository.ts';
import { parseFlags, requireFlag, type FlagSpec } from './args.ts';
import { CliError, readNewPassword, type CliIo } from './io.ts';

interface Command {
  summary: string;
  flags: FlagSpec;
  run(flags: Record<string, string>, io: CliIo, config: ServerConfig): Promise<void>;
}

async function withDatabase<T>(config: ServerConfig, work: (database: Database) => Promise<T>): Promise<T> {
  const database = openDatabase(config.databaseUrl);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The value checked by the shared rule; a CliError with the rule's Chinese message otherwise. */
function checked<T>(schema: z.ZodType<T>, value: unknown, what: string, usage = true): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new CliError(`${what}：${result.error.issues[0]?.message ?? '不正确'}`, { usage });
  return result.data;
}

const COMMANDS: Record<string, Command> = {
  migrate: {
    summary: '把数据库迁移到最新结构（服务器启动时也会自动执行）',
    flags: {},
    async run(_flags, io, config) {
      await withDatabase(config, async (database) => {
        const { applied } = await migrateToLatest(database);
        io.stdout.write(
          applied.length > 0
            ? `已执行迁移（${database.location}）：\n${applied.map((m) => `  ${m}`).join('\n')}\n`
            : `数据库已是最新（${database.location}）\n`,
        );
      });
    },
  },

  'create-admin': {
    summary: '创建管理员账号：--phone 手机号 --name 姓名；密码在终端中输入（不显示），或从标准输入读取第一行',
    flags: { phone: { description: '手机号' }, name: { description: '姓名' } },
    async run(flags, io, config) {
      const phone = checked(phoneSchema, requireFlag(flags, 'phone', '13800138000'), '--phone');
      const name = checked(nameSchema, requireFlag(flags, 'name', '张老师'), '--name');
      const password = checked(passwordSchema, await readNewPassword(io), '密码', false);
      await withDatabase(config, async (database) => {
        await migrateToLatest(database);
        const users = createUsers(database.db, Date.now);
        const hash = await createPasswordHasher(DEFAULT_SCRYPT_COST).hash(password);
        const created = await users.create({ phone, name, passwordHash: hash, roles: ['admin'] });
        if (!created) throw new CliError(`手机号 ${phone} 已有账号，未做任何更改`);
        io.stdout.write(`已创建管理员 ${name}（${phone}），可在后台用该手机号和密码登录\n`);
      });
    },
  },

  'sms:outbox': {
    summary: '查看 outbox 驱动保存的短信（新的在前）：[--phone 手机号] [--limit 条数，默认 20]',
    flags: { phone: { description: '只看这个手机号' }, limit: { description: '条数（1–200）' } },
    async run(flags, io, config) {
      const phone = flags.phone === undefined ? undefined : checked(phoneSchema, flags.phone, '--phone');
      const limitText = flags.limit ?? '20';
      const limit = Number(limitText);
      if (!/^\d+$/.test(limitText) || limit < 1 || limit > 200) {
        throw new CliError(`--limit：应为 1 到 200 之间的整数（收到 ${limitText}）`, { usage: true });
      }
      if (config.sms.driver !== 'outbox') {
        io.stderr.write('注意：当前 SMS_DRIVER=webhook，新短信直接发往短信网关，不会进入发件箱\n');
      }
      await withDatabase(config, async (database) => {
        await migrateToLatest(database);
        let query = database.db
          .selectFrom('sms_outbox')
          .select(['phone', 'purpose', 'code', 'text', 'created_at'])
          .orderBy('id', 'desc')
          .limit(limit);
        if (phone) query = query.where('phone', '=', phone);
        const rows = await query.execute();
        if (rows.length === 0) {
          io.stdout.write('发件箱中没有短信\n');
          return;
        }
        for (const r of rows) {
          io.stdout.write(
            `${formatBeijingTime(r.created_at)}  ${r.phone}  ${r.purpose}  ${r.code}  ${r.text}\n`,
          );
        }
      });
    },
  },
};

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(14)}${c.summary}`);
  return `用法：npm run cli -- <命令> [参数]\n\n命令：\n${lines.join('\n')}\n  help          显示本说明\n`;
}

/** Runs one command; returns the exit code (0 ok, 1 failure, 2 bad usage). */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.stdout.write(usage());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr.write(`未知命令 ${name}\n\n${usage()}`);
    return 2;
  }
  try {
    const flags = parseFlags(name, rest, command.flags);
    const config = loadConfig(io.env);
    await command.run(flags, io, config);
    return 0;
  } catch (error) {
    if (error instanceof CliError || error instanceof ConfigError) {
      io.stderr.write(`错误：${error.message}\n`);
      return error instanceof CliError && error.usage ? 2 : 1;
    }
    io.stderr.write(`错误：${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
