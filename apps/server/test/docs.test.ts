// docs/api.md stays in step with the code: every call of the contract's registry has its section, every
// error code is explained, and the per-IP limits table says what the server enforces.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCalls, ERROR_CATALOGUE } from '@zhiyuan/contracts';
import { IMPORT_KIND_LABELS, importColumns, importKinds } from '@zhiyuan/dataset';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.ts';
import { MINUTE } from '../src/lib/time.ts';

const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/api.md'), 'utf8');
const importDoc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/data-import.md'), 'utf8');

describe('docs/api.md', () => {
  it('has a section for every call, with its access rule', () => {
    for (const [name, call] of Object.entries(apiCalls)) {
      const heading = `#### \`${call.method} ${call.path}\``;
      expect(doc, name).toContain(heading);
      const section = doc.slice(doc.indexOf(heading) + heading.length).split('\n####')[0] ?? '';
      const label = { public: 'Public.', user: 'User.', staff: 'Staff.', admin: 'Admin.' }[call.access];
      expect(section.trimStart().startsWith(label), `${name} should say ${label}`).toBe(true);
    }
  });

  it('explains every error code with its HTTP status', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(doc).toMatch(new RegExp(`\\| \`${code}\` +\\| ${entry.httpStatus} `));
    }
  });

  it('states the per-IP limits the server applies', () => {
    for (const [name, rule] of Object.entries(DEFAULT_RATE_LIMITS)) {
      expect(rule.timeWindow).toBe(MINUTE);
      const row = doc.split('\n').find((line) => line.startsWith('|') && line.includes(`\`${name}\``));
      expect(row, name).toBeDefined();
      expect(
        row
          ?.replace(/\s+\|?\s*$/, '')
          .split('|')
          .at(-1)
          ?.trim(),
        name,
      ).toBe(String(rule.max));
    }
  });
});

describe('docs/data-import.md', () => {
  it('has a table for every import kind listing every column of its template, with its aliases', () => {
    for (const kind of importKinds) {
      const heading = `### ${IMPORT_KIND_LABELS[kind]}（\`${kind}\`）`;
      expect(importDoc, kind).toContain(heading);
      const section = importDoc.slice(importDoc.indexOf(heading)).split('\n### ')[0] ?? '';
      for (const column of importColumns(kind)) {
        const row = section.split('\n').find((line) => line.startsWith(`| ${column.header} `));
        expect(row, `${kind} ${column.header}`).toBeDefined();
        for (const alias of column.aliases) expect(row, `${kind} ${column.header} ${alias}`).toContain(alias);
      }
    }
  });
});
