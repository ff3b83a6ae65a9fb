// Each table is read and written only by the module that owns it (src/db/table-owners.ts): every query or
// bulk write that names a table in the server's source stands in its owner's folder. Migrations create
// the tables and are left as shipped, so they are not read here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../src/db/table-owners.ts';

const SRC = path.resolve(import.meta.dirname, '../src');

/** Calls that take a table name first (Kysely's), or after the connection (db/bulk.ts, db/partitioned-rows.ts). */
const TABLE_CALL =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|insertRows|insertMissingRows|upsertRows|countRows|seedSampleRows|writeOfficialRows|hasSampleRows|filledPartitions|deleteSampleRows|listContent|findContent|partitionCounts)\(\s*(?:[\w.]+,\s*)?'([a-z_]+)'/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** Every table a file names in a query, with the file relative to src/. */
function tableReferences(): { table: string; file: string }[] {
  return sourceFiles(SRC).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(TABLE_CALL)].map((m) => ({
      table: m[1] ?? '',
      file: path.relative(SRC, file),
    })),
  );
}

function ownerFolder(owner: string): string {
  return owner === 'data' || owner === 'db' ? `${owner}/` : `modules/${owner}/`;
}

describe('table owners', () => {
  const references = tableReferences();

  it('finds the queries it checks (the scan is not blind)', () => {
    const found = (table: string) => references.filter((r) => r.table === table).map((r) => r.file);
    expect(found('volunteer_tables')).toContain('modules/volunteers/repository.ts');
    expect(found('sms_outbox')).toContain('modules/sms/outbox.ts');
    expect(found('data_versions')).toContain('data/cache.ts');
    expect(new Set(references.map((r) => r.table))).toEqual(new Set(Object.keys(TABLE_OWNERS)));
  });

  it('names every owner after a module folder', () => {
    for (const owner of new Set(Object.values(TABLE_OWNERS))) {
      expect(fs.existsSync(path.join(SRC, ownerFolder(owner))), owner).toBe(true);
    }
  });

  it('has each table read and written only in its owner’s folder', () => {
    const strays = references.filter(
      (r) => !r.file.startsWith(ownerFolder(TABLE_OWNERS[r.table as keyof typeof TABLE_OWNERS])),
    );
    expect(strays).toEqual([]);
  });
});
