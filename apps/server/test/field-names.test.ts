// Every call names a bad field in Chinese and says which one it was: for each call of the contract and each
// field of its input (body, query or path), a valid input with that one field broken answers 100400 with
// `data.field` pointing at it and a message that names it in Chinese — never the English key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  callInputKind,
  callInputSchema,
  fieldName,
  parseFieldPath,
  topLevelKeys,
  type CallDefinition,
} from '@zhiyuan/contracts';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { VALID_QUERIES, validBodies } from './support/fuzz-inputs.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** A value no field accepts in a JSON body: not a string, number, boolean, object or list of them. */
const BAD_JSON = [[[]]];
/** A value no query field accepts: longer than any text parameter, not a number, date or choice. */
const BAD_TEXT = 'x'.repeat(300);

describe.each(DATABASE_KINDS)('field names on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let bodies: Record<string, Record<string, unknown>>;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      build: {
        rateLimits: Object.fromEntries(
          Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { max: 1_000_000, timeWindow: 60_000 }]),
        ),
      },
    });
    admin = await t.signUp('13500000001', { roles: ['admin'] });
    bodies = await validBodies(t);
  });
  afterAll(() => t.close());

  /** The call's request with one field broken. */
  function brokenRequest(call: CallDefinition, key: string) {
    const inputKind = callInputKind(call);
    if (inputKind === 'body') {
      const body = bodies[call.path];
      if (!body) throw new Error(`no valid body for ${call.path}`);
      return { method: call.method, url: call.path, body: { ...body, [key]: BAD_JSON } };
    }
    if (inputKind === 'params') return { method: call.method, url: call.path.replace(`:${key}`, 'abc') };
    const query = new URLSearchParams({ ...VALID_QUERIES[call.path], [key]: BAD_TEXT });
    return { method: call.method, url: `${call.path}?${query}` };
  }

  it('has a valid input for every call whose input has required fields', () => {
    for (const call of Object.values(apiCalls) as CallDefinition[]) {
      const schema = callInputSchema(call);
      if (!schema || schema.safeParse({}).success) continue;
      const known = callInputKind(call) === 'body' ? bodies[call.path] : VALID_QUERIES[call.path];
      expect(known ?? (callInputKind(call) === 'params' ? {} : undefined), call.path).toBeDefined();
    }
  });

  it('answers a broken field of every call with 100400, its path and its Chinese name', async () => {
    let checked = 0;
    for (const [name, call] of Object.entries(apiCalls) as [string, CallDefinition][]) {
      const schema = callInputSchema(call);
      for (const key of topLevelKeys(schema)) {
        const { method, url, body } = brokenRequest(call, key);
        const res = await t.call<{ field?: string }>({
          method,
          url,
          token: admin,
          ...(body ? { body } : {}),
        });
        const where = `${name}.${key}: ${res.status} ${res.body.message}`;
        expect(res.body.errorCode, where).toBe('100400');
        const field = res.body.data?.field ?? '';
        expect(parseFieldPath(field)[0], where).toBe(key);
        const { leaf } = fieldName(schema, parseFieldPath(field));
        if (leaf !== '') expect(res.body.message, where).toContain(leaf);
        expect(res.body.message, where).not.toContain('字段');
        expect(res.body.message, where).not.toContain(key);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 60_000);
});
