// The maintainers' CLI (`npm run cli -- <command>`): migrate the database, seed the shipped and sample data,
// import data files, set the site's settings, create an admin account, read the SMS outbox, backtest the
// recommendation method on the data, and back the database up and restore it (./backup-commands.ts). Every
// command reads the same environment variables as the server (DATABASE_URL, …).
import fs from 'node:fs';
import path from 'node:path';
import type * as z from 'zod';
import {
  casesFromYearUnits,
  formatBacktestReport,
  formatProtocolReport,
  PROTOCOL_VARIANTS,
  protocolSummary,
  regionWithRanks,
  runProtocol,
  type RegionData,
} from '@zhiyuan/admissions';
import {
  importSummary,
  nameSchema,
  passwordSchema,
  phoneSchema,
  type ImportReport,
} from '@zhiyuan/contracts';
import {
  IMPORT_KIND_LABELS,
  importKinds,
  readResearchRegions,
  sampleModelOf,
  type ImportKind,
} from '@zhiyuan/dataset';
import { ConfigError, loadConfig, type ServerConfig } from '../config.ts';
import { createDataCache } from '../data/cache.ts';
import { createDataModules } from '../data/modules.ts';
import { catalogIsEmpty, seedDatabase } from '../data/seed.ts';
import { hasOfficialData, seedOfficialData } from '../data/seed-official.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { formatBeijingTime } from '../lib/time.ts';
import { createPasswordHasher, DEFAULT_SCRYPT_COST } from '../modules/auth/index.ts';
import { UNMATCHED_ISSUE_END } from '../modules/imports/index.ts';
import {
  currentYearProblem,
  isSiteSettingKey,
  SITE_SETTINGS,
  writeSiteSetting,
} from '../modules/site/index.ts';
import { createSmsOutbox } from '../modules/sms/index.ts';
import { createUsers, UNSET_PASSWORD } from '../modules/users/index.ts';
import { parseCommandArgs, requireFlag, type FlagSpec } from './args.ts';
import { backupCommands } from './backup-commands.ts';
import { CliError, readNewPassword, type CliIo } from './io.ts';
import { createProgress } from './progress.ts';

/**
 * The research provinces of the selection protocol (docs/recommendation.md): public data kept in the steering
 * repository's shared/ beside the checkout, never in the repository; $ZHIYUAN_RESEARCH_DATA overrides.
 */
const RESEARCH_DIR = path.resolve(import.meta.dirname, '../../../../../shared/data/backtest_research');

/**
 * The selection protocol over the research provinces in `dir` and the database's own region (unless its data
 * is generated, or null): every province × year predicted from earlier years only, printed as a table.
 */
function runProtocolOn(own: RegionData | null, dir: string, io: CliIo) {
  if (dir.trim() === '') return null;
  const research = readResearchRegions(path.resolve(io.env.INIT_CWD ?? process.cwd(), dir)).map(
    regionWithRanks,
  );
  const regions = [...research.filter((r) => r.name !== own?.name), ...(own ? [own] : [])];
  if (regions.length === 0) {
    io.stdout.write(`\n跨省选择协议：${dir} 下没有研究数据，跳过\n`);
    return null;
  }
  io.stdout.write(
    `\n跨省选择协议（${regions.map((r) => r.name).join('、')}${own ? `；本库的${own.name}取代研究数据中的同名省份` : '；本库为示例数据，不参与'}）：每个省份×年份只用此前年份预测，每省最近一年留到最后只测一次\n`,
  );
  const report = runProtocol(
    regions.map((r) => ({ region: r.name, cases: casesFromYearUnits(r) })),
    PROTOCOL_VARIANTS,
  );
  io.stdout.write(`${formatProtocolReport(report)}\n`);
  return protocolSummary(report);
}

export interface Command {
  summary: string;
  flags: FlagSpec;
  /** Names of the positional arguments, in order (all required). */
  positionals?: readonly string[];
  run(flags: Record<string, string>, io: CliIo, config: ServerConfig, positionals: string[]): Promise<void>;
}

/** The report of an import as the CLI prints it: the file, every problem, the summary. */
export function formatImportReport(report: ImportReport): string {
  const lines = [
    `${report.label}（${report.kind}）：${report.fileName ?? '文件'}，${report.format.toUpperCase()}${
      report.encoding ? `（${report.encoding}）` : ''
    }，共 ${report.totalRows} 行数据`,
  ];
  for (const note of report.notes) lines.push(`  说明：${note}`);
  for (const issue of report.errors) {
    // The rows of an unmatched university are listed once, under 未匹配的院校, not once per row.
    if (issue.message.endsWith(UNMATCHED_ISSUE_END)) continue;
    const where = issue.line === null ? '文件' : `第 ${issue.line} 行`;
    lines.push(`  ${where}${issue.column ? `「${issue.column}」` : ''}：${issue.message}`);
  }
  if (report.unmatched.length > 0) {
    lines.push(
      `未匹配的院校（${report.unmatched.length} 个；用 --decisions 文件给出决定，每行 键=学校标识码 或 键=跳过）：`,
    );
    for (const u of report.unmatched) {
      const where = `第 ${u.lines.join('、')}${u.rows > u.lines.length ? ' 等' : ''} 行，共 ${u.rows} 行`;
      const closest = u.candidates.map((c) => `${c.name} ${c.code}（相似度 ${c.score}）`).join('；');
      lines.push(`  ${u.key}  ${u.name}（${where}）${closest === '' ? '' : `  最接近：${closest}`}`);
    }
  }
  if (report.skipped > 0) lines.push(`按决定跳过 ${report.skipped} 行`);
  lines.push(importSummary(report), `用时 ${(report.durationMs / 1000).toFixed(1)} 秒`);
  return `${lines.join('\n')}\n`;
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

  seed: {
    summary:
      '写入内置数据（院校、专业目录）和示例数据（一分一段、批次线、历年录取、招生计划、公告与文章）；已有的数据不变。--force：删除并重新生成示例数据（正式数据不受影响）',
    flags: {
      force: { description: '重新生成示例数据', switch: true },
      colleges: { description: '只写入这些院校（逗号分隔的院校代码，开发与测试用）' },
      years: { description: '只生成这些年份的示例数据（逗号分隔，空为不生成）' },
      'no-official': {
        description:
          '不导入内置的内蒙古正式数据（2026 一分一段、控制线、招生计划，2025 投档录取，2023—2025 批次线）',
        switch: true,
      },
    },
    async run(flags, io, config) {
      const list = (value: string | undefined) =>
        value === undefined
          ? undefined
          : value
              .split(',')
              .map((v) => v.trim())
              .filter((v) => v !== '');
      const colleges = list(flags.colleges);
      if (colleges?.some((c) => !/^\d{10}$/.test(c))) {
        throw new CliError('--colleges：应为逗号分隔的 10 位院校代码', { usage: true });
      }
      const years = list(flags.years)?.map(Number);
      const { region } = config;
      if (years && years.length > 0 && !sampleModelOf(region)) {
        throw new CliError(
          `--years：${region.province}没有示例数据模型，不能生成示例数据；请用 --years "" 只写入院校库和专业库，再导入正式数据`,
          { usage: true },
        );
      }
      if (years?.some((y) => !region.years.includes(y))) {
        throw new CliError(`--years：可选 ${region.years.join('、')}`, { usage: true });
      }
      await withDatabase(config, async (database) => {
        await migrateToLatest(database);
        const progress = createProgress(io);
        const result = await seedDatabase(database.db, {
          region,
          force: flags.force === 'true',
          ...(colleges ? { colleges } : {}),
          ...(years ? { years } : {}),
          onProgress: (step, done, total) => progress.update(step, done, total),
        });
        // The region's official files, through the import service a school uses (with --colleges the catalog
        // is partial and their colleges would not match: tests and development seed samples only).
        const official =
          flags['no-official'] === 'true' || colleges || !hasOfficialData(region)
            ? []
            : await seedOfficialData(database.db, region, {
                onProgress: (step, done, total) => progress.update(step, done, total),
              });
        progress.stop();
        io.stdout.write(
          [
            `已写入（${database.location}，用时 ${(result.durationMs / 1000).toFixed(1)} 秒）：`,
            `  院校 ${result.colleges}，专业 ${result.majors}，院校开设专业 ${result.collegeMajors}`,
            `  批次线 ${result.scoreLines}，一分一段 ${result.rankTables}，历年录取 ${result.admissionRecords}，招生计划 ${result.admissionPlans}`,
            `  公告 ${result.news}，文章 ${result.articles}`,
            ...(official.length > 0 ? ['内置的内蒙古正式数据，经导入程序写入：'] : []),
            ...official.map(
              ({ file, report }) =>
                `  ${file.label}（${file.name}）：新增 ${report.inserted} 条，更新 ${report.updated} 条，未变 ${report.unchanged} 条，替换示例数据 ${report.removed} 条` +
                (report.skipped > 0 ? `，按决定跳过 ${report.skipped} 行` : '') +
                (report.errorCount > 0
                  ? `；有 ${report.errorCount} 处错误，未写入：${report.errors[0]?.message ?? ''}`
                  : ''),
            ),
            '',
          ].join('\n'),
        );
        if (official.some(({ report }) => report.errorCount > 0)) {
          throw new CliError('内置正式数据导入失败，未写入该文件');
        }
      });
    },
  },

  import: {
    summary: `导入数据文件（CSV 或 XLSX）：import <类型> <文件> [--dry-run 只校验不写入] [--decisions 决定文件：未匹配院校的 键=学校标识码 或 键=跳过]；类型：${importKinds.join('、')}`,
    flags: {
      'dry-run': { description: '只校验并统计，不写入', switch: true },
      decisions: { description: '未匹配院校的决定文件（每行 招生代码或校名=学校标识码 或 =跳过）' },
    },
    positionals: ['类型', '文件'],
    async run(flags, io, config, [kindArg, fileArg]) {
      const kind = kindArg as ImportKind;
      if (!(importKinds as readonly string[]).includes(kind)) {
        const kinds = importKinds.map((k) => `${k}（${IMPORT_KIND_LABELS[k]}）`).join('、');
        throw new CliError(`未知的导入类型 ${kindArg ?? ''}（可用：${kinds}）`, { usage: true });
      }
      const file = path.resolve(io.env.INIT_CWD ?? process.cwd(), fileArg ?? '');
      let bytes: Buffer;
      try {
        bytes = fs.readFileSync(file);
      } catch {
        throw new CliError(`无法读取文件 ${file}`);
      }
      let decisions: string | undefined;
      if (flags.decisions !== undefined) {
        const decisionFile = path.resolve(io.env.INIT_CWD ?? process.cwd(), flags.decisions);
        try {
          decisions = fs.readFileSync(decisionFile, 'utf8');
        } catch {
          throw new CliError(`--decisions：无法读取文件 ${decisionFile}`);
        }
      }
      await withDatabase(config, async (database) => {
        await migrateToLatest(database);
        if (await catalogIsEmpty(database.db)) {
          io.stderr.write('注意：院校库为空，院校和专业将无法核对；请先运行 npm run cli -- seed\n');
        }
        const progress = createProgress(io);
        const { imports } = createDataModules({
          db: database.db,
          cache: createDataCache(database.db),
          now: Date.now,
          region: config.region,
        });
        const report = await imports.service.run(kind, new Uint8Array(bytes), {
          fileName: path.basename(file),
          dryRun: flags['dry-run'] === 'true',
          ...(decisions === undefined ? {} : { decisions }),
          onProgress: (step, done, total) => progress.update(step, done, total),
        });
        progress.stop();
        io.stdout.write(formatImportReport(report));
        if (report.errorCount > 0) throw new CliError('文件有错误，未写入任何数据');
      });
    },
  },

  backtest: {
    summary:
      '回测推荐方法：用往年数据预测本库的每一年，报告各概率段的校准、Brier 分数和“保”的实际录取率；再把本库（正式数据时）与研究数据的各省一起跑选择协议，列出每个省份×年份的滚动回测；并写出 JSON：[--years 2023,2024] [--category 理科,物理类] [--min-years 1] [--research 目录] [--out reports/backtest.json]',
    flags: {
      years: { description: '只预测这些年份（逗号分隔；只影响本库的回测）' },
      research: {
        description: `研究数据目录（每省一个文件夹，默认 ${path.relative(process.cwd(), RESEARCH_DIR)}；给空值则不跑跨省协议）`,
      },
      category: { description: '只用这些科类的录取数据（逗号分隔）' },
      'min-years': { description: '至少有几年往年数据才参与（默认 1）' },
      out: { description: 'JSON 结果写到哪里（默认 reports/backtest.json）' },
    },
    async run(flags, io, config) {
      const list = (value: string | undefined) =>
        (value ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter((v) => v !== '');
      const years = list(flags.years).map(Number);
      if (years.some((y) => !Number.isInteger(y) || y < 2000 || y > 2100)) {
        throw new CliError(`--years：应为逗号分隔的年份，例如 2023,2024（收到 ${flags.years ?? ''}）`, {
          usage: true,
        });
      }
      const minText = flags['min-years'] ?? '1';
      const minPastYears = Number(minText);
      if (!/^\d+$/.test(minText) || minPastYears < 1 || minPastYears > 10) {
        throw new CliError(`--min-years：应为 1 到 10 之间的整数（收到 ${minText}）`, { usage: true });
      }
      const out = path.resolve(io.env.INIT_CWD ?? process.cwd(), flags.out ?? 'reports/backtest.json');
      await withDatabase(config, async (database) => {
        await migrateToLatest(database);
        const { backtest } = createDataModules({
          db: database.db,
          cache: createDataCache(database.db),
          now: Date.now,
          region: config.region,
        });
        const run = await backtest.run({
          years,
          categories: list(flags.category),
          minPastYears,
        });
        if (run.records === 0) {
          throw new CliError('数据库中没有录取数据，无法回测；请先运行 npm run cli -- seed 或导入历年录取');
        }
        const source = {
          sample: '示例数据（系统生成）',
          official: '正式数据',
          mixed: '正式数据与示例数据混合',
        }[run.data];
        io.stdout.write(
          `${formatBacktestReport(run.report)}\n数据：${source}，录取记录 ${run.records} 条，招生单位 ${run.units} 个（${database.location}）\n`,
        );
        const protocol = runProtocolOn(
          run.data === 'sample' ? null : run.region,
          flags.research ?? io.env.ZHIYUAN_RESEARCH_DATA ?? RESEARCH_DIR,
          io,
        );
        const json = {
          generatedAt: new Date().toISOString(),
          database: database.location,
          region: config.region.province,
          data: run.data,
          records: run.records,
          units: run.units,
          options: run.options,
          report: run.report,
          protocol,
        };
        fs.mkdirSync(path.dirname(out), { recursive: true });
        fs.writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
        io.stdout.write(`已写出 ${out}\n`);
      });
    },
  },

  'site:set': {
    summary: `设置站点信息：--key 键 --value 值（值为空则恢复默认）；键：${Object.keys(SITE_SETTINGS).join('、')}`,
    flags: { key: { description: '设置项' }, value: { description: '值' } },
    async run(flags, io, config) {
      const key = requireFlag(flags, 'key', 'site.schoolName');
      if (!isSiteSettingKey(key)) {
        throw new CliError(`未知的设置项 ${key}（可用：${Object.keys(SITE_SETTINGS).join('、')}）`, {
          usage: true,
        });
      }
      const value = flags.value ?? '';
      if (value.length > 2000) throw new CliError('--value：不能超过 2000 个字符', { usage: true });
      await withDatabase(config, async (database) => {
        await migrateToLatest(database);
        if (key === 'site.currentYear' && value.trim() !== '') {
          const { dataYears } = createDataModules({
            db: database.db,
            cache: createDataCache(database.db),
            now: Date.now,
            region: config.region,
          });
          const problem = currentYearProblem(config.region, await dataYears(), value.trim());
          if (problem !== null) throw new CliError(`--value：${problem}`, { usage: true });
        }
        await writeSiteSetting(database.db, key, value.trim(), Date.now());
        io.stdout.write(
          value.trim() === ''
            ? `已恢复默认：${SITE_SETTINGS[key]}\n`
            : `已设置 ${key}（${SITE_SETTINGS[key]}）\n`,
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

  'create-teacher': {
    summary: '创建教师账号：--phone 手机号 --name 姓名；不设密码，教师首次登录时在登录页用短信验证码设置密码',
    flags: { phone: { description: '手机号' }, name: { description: '姓名' } },
    async run(flags, io, config) {
      const phone = checked(phoneSchema, requireFlag(flags, 'phone', '13800138000'), '--phone');
      const name = checked(nameSchema, requireFlag(flags, 'name', '张老师'), '--name');
      await withDatabase(config, async (database) => {
        await migrateToLatest(database);
        const users = createUsers(database.db, Date.now);
        const created = await users.create({ phone, name, passwordHash: UNSET_PASSWORD, roles: ['teacher'] });
        if (!created) throw new CliError(`手机号 ${phone} 已有账号，未做任何更改`);
        io.stdout.write(
          `已创建教师 ${name}（${phone}）：请对方首次登录时在网站登录框点「忘记密码」，用短信验证码设置密码\n`,
        );
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
        const messages = await createSmsOutbox(database.db).list({ phone, limit });
        if (messages.length === 0) {
          io.stdout.write('发件箱中没有短信\n');
          return;
        }
        for (const m of messages) {
          io.stdout.write(
            `${formatBeijingTime(m.createdAt)}  ${m.phone}  ${m.purpose}  ${m.code}  ${m.text}\n`,
          );
        }
      });
    },
  },

  ...backupCommands,
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
    const positionals = command.positionals ?? [];
    const parsed = parseCommandArgs(name, rest, command.flags, positionals);
    if (parsed.positionals.length < positionals.length) {
      const missing = positionals[parsed.positionals.length] ?? '';
      throw new CliError(
        `缺少参数 <${missing}>（用法：npm run cli -- ${name} ${positionals.map((p) => `<${p}>`).join(' ')}）`,
        { usage: true },
      );
    }
    const config = loadConfig(io.env);
    await command.run(parsed.flags, io, config, parsed.positionals);
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
