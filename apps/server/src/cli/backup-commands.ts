// The CLI's `backup <文件>` and `restore <文件>` (src/backup/ does the work). The server's secrets — the RSA
// private key and the HMAC secret — are sealed with a passphrase read from an environment variable
// (`--passphrase-env 变量名`, so it never shows in the process list or the shell history) or typed on a
// terminal, or left out with `--exclude-secrets`.
import path from 'node:path';
import { createBackup } from '../backup/backup.ts';
import { BackupFileError, readBackupHeader } from '../backup/file.ts';
import { restoreBackup, TargetNotEmptyError } from '../backup/restore.ts';
import { PASSPHRASE_MIN_LENGTH, WrongPassphraseError } from '../backup/secrets.ts';
import { askPassphrase, CliError, type CliIo } from './io.ts';
import { createProgress } from './progress.ts';
import type { Command } from './run.ts';

const secretFlags = {
  'passphrase-env': { description: '存放备份口令的环境变量名（口令用于加密/解密密钥）' },
  'exclude-secrets': { description: '不备份密钥 / 恢复时生成新密钥（所有用户需重新登录）', switch: true },
};

/** The passphrase the flags name (or a terminal gives), or null to leave the secrets out. */
async function passphraseOf(
  flags: Record<string, string>,
  io: CliIo,
  making: boolean,
): Promise<string | null> {
  const variable = flags['passphrase-env'];
  if (variable !== undefined && flags['exclude-secrets'] === 'true') {
    throw new CliError('--passphrase-env 与 --exclude-secrets 只能选一个', { usage: true });
  }
  if (flags['exclude-secrets'] === 'true') return null;
  let passphrase: string | null;
  if (variable !== undefined) {
    passphrase = io.env[variable] ?? '';
    if (passphrase === '') throw new CliError(`环境变量 ${variable} 未设置或为空`, { usage: true });
  } else {
    passphrase = await askPassphrase(io, making);
    if (passphrase === null) {
      throw new CliError(
        '请用 --passphrase-env 变量名 指定加密密钥的口令，或用 --exclude-secrets 不备份密钥',
        { usage: true },
      );
    }
  }
  if (making && passphrase.length < PASSPHRASE_MIN_LENGTH) {
    throw new CliError(`备份口令至少 ${PASSPHRASE_MIN_LENGTH} 个字符`, { usage: true });
  }
  return passphrase;
}

const resolveFile = (io: CliIo, file: string | undefined) =>
  path.resolve(io.env.INIT_CWD ?? process.cwd(), file ?? '');

/** Failures of the backup library that the operator can act on, as CLI errors (exit code 1). */
async function asCliErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupFileError || error instanceof WrongPassphraseError) {
      throw new CliError(error.message);
    }
    if (error instanceof TargetNotEmptyError) throw new CliError(error.message);
    throw error;
  }
}

export const backupCommands: Record<string, Command> = {
  backup: {
    summary:
      '在线备份整个数据库到一个文件：backup <文件> [--passphrase-env 变量名 | --exclude-secrets]；密钥（RSA 私钥、HMAC 密钥）用口令加密，或不备份',
    flags: secretFlags,
    positionals: ['文件'],
    async run(flags, io, config, [fileArg]) {
      const passphrase = await passphraseOf(flags, io, true);
      const file = resolveFile(io, fileArg);
      const progress = createProgress(io);
      const { bytes, header } = await asCliErrors(() =>
        createBackup(config.databaseUrl, file, {
          passphrase: passphrase ?? undefined,
          onProgress: (step, done, total) => progress.update(step, done, total),
        }),
      );
      progress.stop();
      const rows = Object.values(header.tables).reduce((sum, n) => sum + n, 0);
      io.stdout.write(
        [
          `已备份 ${header.source.location} → ${file}（${(bytes / 1024 / 1024).toFixed(1)} MB）`,
          `  数据库结构 ${header.migrations.at(-1) ?? ''}，${Object.keys(header.tables).length} 个表，共 ${rows} 行`,
          header.secrets.mode === 'encrypted'
            ? '  密钥已用口令加密保存：恢复时需要同一口令（请另行妥善保管口令）'
            : '  未备份密钥：恢复时将生成新密钥，所有用户需重新登录',
          '',
        ].join('\n'),
      );
    },
  },

  restore: {
    summary:
      '从备份文件恢复数据库（先停止服务）：restore <文件> [--passphrase-env 变量名 | --exclude-secrets] [--replace 覆盖已有数据]',
    flags: {
      ...secretFlags,
      replace: { description: '目标数据库已有数据时，用备份覆盖它', switch: true },
    },
    positionals: ['文件'],
    async run(flags, io, config, [fileArg]) {
      const file = resolveFile(io, fileArg);
      const { header: found } = await asCliErrors(async () => readBackupHeader(file));
      // A passphrase is asked for only when the file sealed its secrets and they are to be restored.
      const sealed = found.secrets.mode === 'encrypted' && flags['exclude-secrets'] !== 'true';
      const passphrase = sealed ? await passphraseOf(flags, io, false) : null;
      const progress = createProgress(io);
      const summary = await asCliErrors(() =>
        restoreBackup(config.databaseUrl, file, {
          passphrase: passphrase ?? undefined,
          excludeSecrets: flags['exclude-secrets'] === 'true',
          replace: flags.replace === 'true',
          onProgress: (step, done, total) => progress.update(step, done, total),
        }),
      );
      progress.stop();
      const { header } = summary;
      io.stdout.write(
        [
          `已从 ${file}（${header.createdAt} 备份自 ${header.source.location}）恢复`,
          `  数据库结构 ${header.migrations.at(-1) ?? ''}${
            summary.upgradedWith.length > 0 ? `，并已升级：${summary.upgradedWith.join('、')}` : ''
          }`,
          summary.newSecrets
            ? '  已生成新的密钥：所有登录会话和未使用的验证码均已失效，用户需重新登录'
            : '  密钥已从备份恢复：用户的登录状态保持不变',
          '',
        ].join('\n'),
      );
    },
  },
};
