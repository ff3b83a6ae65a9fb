// The SQLite file holds the server's private key and every session's hash: only the server's own user may
// read it. A new file (and its -wal and -shm companions, which SQLite creates with the file's mode) is made
// 0600, an existing file more open than that is narrowed when the server opens it, and so is a restored one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('the SQLite file’s permissions', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-mode-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function write(file: string) {
    const database = openDatabase(`file:${file}`);
    try {
      await sql`create table if not exists t (x integer)`.execute(database.db);
      await sql`insert into t values (1)`.execute(database.db);
      for (const suffix of ['', '-wal', '-shm']) {
        expect(modeOf(`${file}${suffix}`), `${path.basename(file)}${suffix}`).toBe(0o600);
      }
    } finally {
      await database.close();
    }
  }

  it('creates the database, its WAL and shared-memory files readable by the owner only', async () => {
    await write(path.join(dir, 'new', 'zhiyuan.db'));
  });

  it('narrows an existing world-readable file when it opens it', async () => {
    const file = path.join(dir, 'old.db');
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o644);
    await write(file);
  });
});
