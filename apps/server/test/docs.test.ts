// docs/api.md stays in step with the code: every call of the contract's registry has its section, every
// error code is explained, and the per-IP limits table says what the server enforces.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessLabel, apiCalls, ERROR_CATALOGUE } from '@zhiyuan/contracts';
import { IMPORT_KIND_LABELS, importColumns, importKinds } from '@zhiyuan/dataset';
import { envSchema } from '../src/config.ts';
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
      const label = accessLabel(call.access);
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

describe('docs/ops (the operator\u2019s guide and its files)', () => {
  const ops = path.resolve(import.meta.dirname, '../../../docs/ops');
  const example = fs.readFileSync(path.join(ops, 'zhiyuan.env.example'), 'utf8');
  const guide = fs.readFileSync(path.resolve(ops, '../运维手册.md'), 'utf8');

  it('quotes the capacity plan that the last bench:load wrote in bench/load-results.md', () => {
    const plan = /<!-- bench:load capacity plan: start -->([\s\S]*?)<!-- bench:load capacity plan: end -->/;
    const quoted = plan.exec(guide)?.[1]?.trim() ?? '';
    const results = fs.readFileSync(path.resolve(ops, '../../bench/load-results.md'), 'utf8');
    expect(quoted).toMatch(/app processes/);
    expect(results).toContain(quoted);
  });

  it('names every configuration variable in the example file, except PORT (the unit\u2019s instance name)', () => {
    const named = new Set([...example.matchAll(/^#?\s*([A-Z_]+)=/gm)].map((m) => m[1]));
    for (const variable of Object.keys(envSchema.shape)) {
      if (variable === 'PORT') expect(named.has(variable), variable).toBe(false);
      else expect(named.has(variable), variable).toBe(true);
    }
  });

  it('lists in its log table only messages the server writes', () => {
    const sources = path.resolve(import.meta.dirname, '../src');
    const code = fs
      .readdirSync(sources, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => fs.readFileSync(path.join(sources, file), 'utf8'))
      .join('\n');
    const table = guide.slice(guide.indexOf('## 8.')).split('\n## ')[0] ?? '';
    const messages = [...table.matchAll(/^\| ([^|]+?) +\|/gm)]
      .flatMap((row) => [...(row[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''))
      .filter((message) => message !== '消息');
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages)
      for (const part of message.split('…').map((p) => p.trim()))
        if (part) expect(code.includes(part), `${message}: "${part}"`).toBe(true);
  });

  it('refers only to files that exist in docs/ops', () => {
    const referred = new Set([...guide.matchAll(/docs\/ops\/([\w@.-]+)/g)].map((m) => m[1] ?? ''));
    expect(referred.size).toBeGreaterThan(5);
    for (const file of referred) expect(fs.existsSync(path.join(ops, file)), file).toBe(true);
  });
});
