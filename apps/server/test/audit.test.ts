// 操作日志: every staff write of the contract (derived from the registry, not listed by hand) records exactly
// one entry — the action from its path, the target, the actor and the address — in the write's own
// transaction; a write that fails half-way changes nothing and records nothing; only admins read the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, auditAction, isAuditedCall, type ApiCallName, type AuditEntry } from '@zhiyuan/contracts';
import { SECOND } from '../src/lib/time.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { failInserts } from './support/fail-writes.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { STAFF_WRITE_RECIPES } from './support/staff-writes.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const STAFF_WRITES = (Object.keys(apiCalls) as ApiCallName[]).filter((name) => isAuditedCall(apiCalls[name]));

describe.each(DATABASE_KINDS)('audit log on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;

  const entries = async (query = '') =>
    expectSuccess(
      await t.call<{ total: number; items: AuditEntry[] }>({
        url: `/api/admin/audit/list?pageSize=100${query}`,
        token: admin,
      }),
    );

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    admin = await t.signUp('13600000001', { roles: ['admin'], clientType: 2 });
    const me = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '13600000001')
      .executeTakeFirstOrThrow();
    adminId = me.id;
  });
  afterAll(() => t.close());

  it('has a recipe for every staff write of the contract', () => {
    expect(STAFF_WRITES.length).toBeGreaterThan(10);
    expect(Object.keys(STAFF_WRITE_RECIPES).sort()).toEqual([...STAFF_WRITES].sort());
  });

  it('records exactly one entry per staff write, with its action, target, actor and address', async () => {
    for (const name of STAFF_WRITES) {
      const recipe = STAFF_WRITE_RECIPES[name];
      if (!recipe) throw new Error(`no recipe for ${name}`);
      t.clock.advance(SECOND);
      const call = await recipe.prepare(t, admin);
      const before = await entries();
      const res = await call('203.0.113.7');
      expect(res.body.errorCode, `${name}: ${res.body.message}`).toBe('0');
      const after = await entries();
      expect(after.total, name).toBe(before.total + 1);
      const entry = after.items[0];
      expect(entry, name).toMatchObject({
        action: auditAction(apiCalls[name].path),
        actionLabel: apiCalls[name].summary,
        actorUserId: adminId,
        actorRole: 'admin',
        ip: '203.0.113.7',
        targetType: recipe.targetType,
      });
      expect(entry?.targetId, name).not.toBe('');
      expect(entry?.summary, name).toMatch(/[\u4e00-\u9fa5]/);
      if (recipe.beforeAfter) {
        expect(entry?.before, name).not.toBeNull();
        expect(entry?.after, name).not.toBeNull();
      }
      // Never a password (the recipes' temporary one is 'temporary-1'), a hash or a token.
      const recorded = JSON.stringify([entry?.before, entry?.after, entry?.summary]);
      expect(recorded, name).not.toMatch(/password|token|hash|temporary/i);
    }
  });

  it('records nothing and changes nothing when the write fails half-way', async () => {
    const saved = expectSuccess(
      await t.call<{ id: number }>({
        url: '/api/highSchool/save',
        body: { name: '回滚测试中学', city: '赤峰市' },
        token: admin,
      }),
    );
    const before = await entries();
    // The entry is the transaction's last statement: failing it must take the school's change back too.
    const restore = await failInserts(t, kind, 'audit_log');
    try {
      const res = await t.call({
        url: '/api/highSchool/save',
        body: { id: saved.id, name: '回滚测试中学（改名）', city: '通辽市' },
        token: admin,
      });
      expectFailure(res, '100500', 500);
    } finally {
      await restore();
    }
    const schools = expectSuccess(
      await t.call<{ id: number; name: string; city: string }[]>({ url: '/api/highSchool/getHighSchools' }),
    );
    expect(schools.find((s) => s.id === saved.id)).toMatchObject({ name: '回滚测试中学', city: '赤峰市' });
    expect((await entries()).total).toBe(before.total);
  });

  it('searches by actor, action, target and day, and refuses a reversed range', async () => {
    const actions = (await entries('&action=highSchool.save')).items.map((e) => e.action);
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['highSchool.save']));
    expect((await entries(`&actorId=${adminId}`)).total).toBe((await entries()).total);
    expect((await entries('&actor=%E6%B2%A1%E6%9C%89%E8%BF%99%E4%B8%AA%E4%BA%BA')).total).toBe(0);
    // The import recipe's upload, and the undo recipe's upload and its undo.
    const imports = (await entries('&targetType=import')).items.map((e) => e.action);
    expect(imports.sort()).toEqual(['import.undo', 'import.upload', 'import.upload']);
    expect((await entries('&from=2025-06-25&to=2025-06-25')).total).toBe((await entries()).total);
    expect((await entries('&from=2025-06-26')).total).toBe(0);
    expectFailure(
      await t.call({ url: '/api/admin/audit/list?from=2025-06-26&to=2025-06-25', token: admin }),
      '100400',
      400,
      /结束日期不能早于开始日期/,
    );
  });
});
