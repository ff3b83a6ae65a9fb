// The backup file: one line naming the format, one line of JSON (the header: schema version, table counts,
// the secrets sealed or left out, the payload's SHA-256), then the gzip-compressed payload — a SQLite database
// file (a SQLite backup) or JSON lines of every table's rows (a PostgreSQL backup). The header can be read and
// the payload checked before anything is written to the target.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { BackupSecrets } from './secrets.ts';

export const BACKUP_MAGIC = 'ZHIYUAN-BACKUP 1';
/** The header line is small (the secrets are a few KB); more than this is not a backup of ours. */
const HEADER_MAX_BYTES = 1024 * 1024;

export type PayloadKind = 'sqlite-file' | 'rows-jsonl';

export interface BackupHeader {
  createdAt: string;
  source: { dialect: 'sqlite' | 'postgres'; location: string };
  /** Migrations applied to the database, in order: the schema version is the last. */
  migrations: string[];
  payload: { kind: PayloadKind; sha256: string; bytes: number };
  /** Rows per table in the payload (the secret tables are in `secrets`, not here). */
  tables: Record<string, number>;
  /** The last id each auto-increment handed out. */
  lastIds: Record<string, number>;
  secrets: BackupSecrets;
}

/** Thrown for a file that is not a backup, or a damaged one. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/** What the sealed secrets are bound to: this backup's payload. */
export function secretsBinding(payloadSha256: string): string {
  return `${BACKUP_MAGIC}/${payloadSha256}`;
}

/** Writes `file` from the header and the payload file, through a `.partial` file renamed at the end. */
export async function writeBackupFile(
  file: string,
  header: BackupHeader,
  payloadFile: string,
): Promise<number> {
  const partial = `${file}.partial`;
  try {
    const out = fs.createWriteStream(partial, { mode: 0o600 });
    out.write(`${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`);
    await pipeline(fs.createReadStream(payloadFile), out);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return fs.statSync(file).size;
}

/** The header of `file` and where its payload starts. */
export function readBackupHeader(file: string): { header: BackupHeader; payloadOffset: number } {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    throw new BackupFileError(`无法读取备份文件 ${file}`);
  }
  try {
    const buffer = Buffer.alloc(HEADER_MAX_BYTES);
    const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, read);
    const first = head.indexOf(0x0a);
    const second = first === -1 ? -1 : head.indexOf(0x0a, first + 1);
    if (first === -1 || second === -1 || head.subarray(0, first).toString('utf8') !== BACKUP_MAGIC) {
      throw new BackupFileError('这不是本系统的备份文件（开头不是 ZHIYUAN-BACKUP 1）');
    }
    let header: BackupHeader;
    try {
      header = JSON.parse(head.subarray(first + 1, second).toString('utf8')) as BackupHeader;
    } catch {
      throw new BackupFileError('备份文件的说明部分已损坏');
    }
    if (!Array.isArray(header.migrations) || !header.payload?.sha256 || !header.secrets?.mode) {
      throw new BackupFileError('备份文件的说明部分已损坏');
    }
    return { header, payloadOffset: second + 1 };
  } finally {
    fs.closeSync(fd);
  }
}

/** Checks the payload's length and SHA-256 against the header (a truncated or altered file fails). */
export async function verifyPayload(
  file: string,
  header: BackupHeader,
  payloadOffset: number,
): Promise<void> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file, { start: payloadOffset }) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  if (bytes !== header.payload.bytes || hash.digest('hex') !== header.payload.sha256) {
    throw new BackupFileError('备份文件不完整或已损坏（校验和不符），未做任何更改');
  }
}

/** Decompresses the payload into `target` (a SQLite backup's database file). */
export async function extractPayload(file: string, payloadOffset: number, target: string): Promise<void> {
  await pipeline(
    fs.createReadStream(file, { start: payloadOffset }),
    createGunzip(),
    fs.createWriteStream(target),
  );
}

/** The payload's lines (a PostgreSQL backup's JSON lines), decompressed as they are read. */
export function payloadLines(file: string, payloadOffset: number): AsyncIterable<string> {
  const input = fs.createReadStream(file, { start: payloadOffset }).pipe(createGunzip());
  return readline.createInterface({ input, crlfDelay: Infinity });
}
