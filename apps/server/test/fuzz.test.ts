// Property-based test over every route the app registers (collected with an onRoute hook): random and
// hostile bodies, query strings, path parameters, headers, oversized payloads and wrong content types.
// Whatever arrives, the answer is never a 5xx and always the envelope with a Chinese message.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { BODY_LIMIT_BYTES } from '../src/app.ts';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.ts';
import { SECOND } from '../src/lib/time.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const CHINESE = /[\u4e00-\u9fa5]/;

interface Route {
  method: string;
  url: string;
}

/** Field names the contract uses, so random bodies often get past the first checks and into handlers. */
const FIELDS = [
  'phone',
  'password',
  'code',
  'captchaId',
  'captchaCode',
  'name',
  'clientType',
  'oldPassword',
  'newPassword',
  'role',
  'kind',
  'targetId',
  'results',
  'highSchoolId',
  'gender',
  'className',
  'graduationYear',
  'firstSubject',
  'electives',
  'examNumber',
  'id',
  'city',
  'district',
  'year',
  'category',
  'score',
  'keyword',
  'batch',
  'rank',
  'tier',
  'preferences',
  'provinces',
  'majors',
  'page',
  'pageSize',
  'choices',
  'collegeId',
  'groupCode',
  'adjustment',
  'version',
  '__proto__',
  'constructor',
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '13800138000',
    ' 13800138000 ',
    '138001380001',
    '123456',
    '物理',
    '化学',
    'admin',
    'college',
    'major',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\ud800',
    '𠀀'.repeat(70),
    'A'.repeat(344),
    'x'.repeat(5000),
    '{}',
    '[]',
    'null',
    'NaN',
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -0, 750, 1999, 2026),
);
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('node'), { maxKeys: 4 }),
  ),
})).node;
const shapedBody = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 });

const payload = fc.oneof(
  { weight: 5, arbitrary: shapedBody.map((b) => JSON.stringify(b)) },
  { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string() },
  {
    weight: 1,
    arbitrary: fc.constantFrom('{"phone":', '{"__proto__":{"x":1}}', '[', 'null', '"', '{"a":1}{"b":2}'),
  },
  { weight: 1, arbitrary: fc.constant(`{"phone":"${'9'.repeat(BODY_LIMIT_BYTES + 1)}"}`) },
);
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'image/png',
      '*/*',
      'json',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);
const queryString = fc.oneof(
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom(
          'kind',
          'phone',
          'limit',
          'userId',
          '__proto__',
          'a[b]',
          'id',
          'code',
          'year',
          'category',
          'batch',
          'score',
          'rank',
          'keyword',
          'province',
          'tags',
          'page',
          'pageSize',
          'sort',
          'scope',
          'scoreMin',
          'scoreMax',
          'format',
          'dryRun',
          'deleted',
          'version',
        ),
        fc.string({ maxLength: 8 }),
      ),
      hostileString,
      { maxKeys: 4 },
    )
    .map((q) => new URLSearchParams(q as Record<string, string>).toString()),
  fc.constantFrom(
    'kind=major&kind=college',
    'limit=-1',
    'limit=1e3',
    '%E0%A4%A',
    'a=%',
    'kind',
    '&&&',
    '=x',
    'year=2025&category=%E7%89%A9%E7%90%86%E7%B1%BB&score=560',
    'year=2024&category=%E7%90%86%E7%A7%91&rank=5000',
    'year=2024&category=%E7%90%86%E7%A7%91&scoreMin=400&scoreMax=600&tags=211&sort=rank-desc&page=2',
    'keyword=%E5%86%85%E5%A4%A7&pageSize=100&page=100000',
    'id=1',
    'id=2147483648',
    'code=080901',
    'kind=colleges&format=csv',
    'kind=rank-table&format=xlsx',
    'kind=admission-records&dryRun=true',
    'tags=985&tags=211&tags=%E5%8F%8C%E4%B8%80%E6%B5%81&tags=985',
    'score=750.5',
    'page=0',
    'pageSize=101',
    'id=1&version=1',
    'deleted=true',
    'year=2025&category=%E7%89%A9%E7%90%86%E7%B1%BB&format=csv',
  ),
);
const pathParam = fc.oneof(
  fc.constantFrom('13800138000', '123', '%00', '%E0%A4%A', '..', '%2F', '138001380%30'),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

describe.each(DATABASE_KINDS)('fuzz on %s', (kind) => {
  let t: TestApp;
  const routes: Route[] = [];
  const tokens: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, {
      // A little data, so that the catalog and admission handlers get past "nothing found".
      seed: SMALL_SEED,
      build: {
        // The per-IP limits would soon answer 429 to this many requests from one address; they have their
        // own test, here they would only hide the handlers.
        rateLimits: Object.fromEntries(
          Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { max: 1_000_000, timeWindow: 60_000 }]),
        ),
        onRoute: (r: RouteOptions) => {
          for (const method of Array.isArray(r.method) ? r.method : [r.method])
            routes.push({ method, url: r.url });
        },
      },
    });
    tokens.push(await t.signUp('13900000001'));
    t.clock.advance(61 * SECOND);
    tokens.push(await t.signUp('13900000002', { roles: ['admin', 'teacher'] }));
  });
  afterAll(() => t.close());

  async function check(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
  ) {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    const where = `${method} ${url} [${headers['content-type'] ?? ''}] → ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    if (method === 'HEAD') return;
    // Downloads answer the file itself on success.
    if (res.statusCode === 200 && !String(res.headers['content-type']).startsWith('application/json')) {
      expect(res.headers['content-disposition'], where).toMatch(/^attachment; /);
      return;
    }
    const envelope = res.json() as { errorCode?: unknown; message?: unknown };
    expect(typeof envelope.errorCode, where).toBe('string');
    expect(envelope.message, where).toMatch(CHINESE);
    expect(res.statusCode === 200, where).toBe(envelope.errorCode === '0');
  }

  it('collected the app’s routes', () => {
    expect(routes.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThan(25);
  });

  it('answers every route, whatever it is sent, with a non-5xx envelope in Chinese', async () => {
    const apiRoutes = routes.filter((r) => r.url.startsWith('/api/'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...apiRoutes),
        pathParam,
        queryString,
        payload,
        contentType,
        fc.option(
          fc.oneof(
            fc.constantFrom(...tokens),
            fc.constantFrom('admin-token', '', 'x'.repeat(43)),
            fc.string(),
          ),
          { nil: undefined },
        ),
        fc.option(fc.oneof(fc.constantFrom('web', 'admin'), fc.string({ maxLength: 10 })), {
          nil: undefined,
        }),
        fc.option(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 30 })), { nil: undefined }),
        fc.boolean(),
        async (route, param, query, body, type, token, client, forwardedFor, withBody) => {
          const url = `${route.url.replace(/:[A-Za-z_]+/g, param)}${query ? `?${query}` : ''}`;
          const headers: Record<string, string> = {};
          const sendBody = withBody && route.method !== 'GET' && route.method !== 'HEAD';
          if (sendBody && type) headers['content-type'] = type;
          if (token !== undefined) headers.token = token;
          if (client !== undefined) headers.client = client;
          if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor;
          // Header values must be valid HTTP; inject refuses others before the app sees them.
          for (const [k, v] of Object.entries(headers)) if (!/^[\t\x20-\x7e]*$/.test(v)) delete headers[k];
          await check(route.method, url, headers, sendBody ? body : undefined);
        },
      ),
      { numRuns: 1500 },
    );
  }, 120_000);

  it('mutates valid bodies one field at a time without ever failing as a 5xx', async () => {
    const posts = routes.filter((r) => r.url.startsWith('/api/') && r.method === 'POST');
    const templates = await validBodies(t);
    expect(
      posts.every((r) => templates[r.url] !== undefined),
      'a template for every POST route',
    ).toBe(true);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.option(fc.constantFrom(...FIELDS), { nil: undefined }),
        value,
        fc.constantFrom(...tokens),
        async (route, field, replacement, token) => {
          const template = templates[route.url] ?? {};
          const keys = Object.keys(template);
          const key =
            field ??
            keys[Math.abs(JSON.stringify(replacement)?.length ?? 0) % Math.max(1, keys.length)] ??
            'phone';
          const body = JSON.stringify({ ...template, [key]: replacement });
          await check('POST', route.url, { 'content-type': 'application/json', token }, body);
        },
      ),
      { numRuns: 1000 },
    );
  }, 120_000);

  it('refuses oversized payloads and wrong content types on every route that takes a body', async () => {
    const posts = routes.filter((r) => r.url.startsWith('/api/') && r.method === 'POST');
    expect(posts.length).toBeGreaterThan(10);
    const huge = JSON.stringify({ phone: 'x'.repeat(BODY_LIMIT_BYTES + 1) });
    // A fresh session: the random requests above may well have logged the others out.
    t.clock.advance(61 * SECOND);
    const admin = await t.signUp('13900000003', { roles: ['admin'] });
    for (const route of posts) {
      for (const token of [undefined, admin]) {
        const headers: Record<string, string> = token ? { token } : {};
        const big = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: huge,
        });
        // Signed in, the size is what fails; anonymous on a protected route, the login check comes first.
        expect(token ? [413] : [401, 413], `${route.url} ${big.body}`).toContain(big.statusCode);
        expect(big.json().message).toMatch(CHINESE);
        await check('POST', route.url, { ...headers, 'content-type': 'text/plain' }, 'phone=13800138000');
        await check(
          'POST',
          route.url,
          { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          'phone=13800138000',
        );
      }
    }
  }, 30_000);
});

/** A valid body for each POST route, as a starting point for mutations. */
async function validBodies(t: TestApp): Promise<Record<string, Record<string, unknown>>> {
  const password = await t.encrypt('secret-123');
  const captcha = await t.captcha();
  const gaokao = {
    examName: '2025年高考',
    examDate: '2025-06-07',
    isGaokao: true,
    total: 250,
    scores: [
      { subject: '语文', score: 100 },
      { subject: '数学', score: 150 },
    ],
    rank: 100,
  };
  const volunteerList = {
    year: 2026,
    category: '物理类',
    batch: '本科批',
    rank: 12000,
    electives: ['化学', '生物'],
    choices: [
      {
        collegeId: 1,
        groupCode: '01',
        majors: [{ code: '080901', name: '计算机科学与技术' }],
        adjustment: true,
      },
    ],
  };
  return {
    '/api/user/registerSendPhoneCode': { phone: '13800138000', ...captcha },
    '/api/user/resetPasswordSendCode': { phone: '13800138000', ...captcha },
    '/api/user/register': { phone: '13800138000', code: '123456', password, name: '张三' },
    '/api/user/resetPassword': { phone: '13800138000', code: '123456', password },
    '/api/user/login': { phone: '13900000001', password, clientType: 1 },
    '/api/user/updatePassword': { oldPassword: password, newPassword: await t.encrypt('secret-456') },
    '/api/user/code/bind-phone': { phone: '13800138000', code: '123456' },
    '/api/user/switchRole': { role: 'teacher' },
    '/api/studentInfo/update': {
      name: '王小明',
      gender: '男',
      highSchoolId: 1,
      className: '高三(2)班',
      graduationYear: 2026,
      firstSubject: '物理',
      electives: ['化学', '生物'],
      examNumber: '25150102123456',
    },
    '/api/studentScore/update': { results: [gaokao] },
    '/api/highSchool/save': { name: '测试中学', city: '呼和浩特市', district: '新城区' },
    '/api/userCollections/collectWeb': { kind: 'college', targetId: '10126' },
    '/api/userCollections/remove': { kind: 'college', targetId: '10126' },
    // Takes multipart, not JSON: every JSON body is refused before the import runs.
    '/api/import/upload': { file: 'x' },
    '/api/simulate/recommend': {
      category: '物理类',
      batch: '本科批',
      score: 560,
      electives: ['化学', '生物'],
      preferences: { provinces: ['内蒙古'], tags: ['211'], majors: ['计算机'] },
      tier: '稳',
      pageSize: 10,
    },
    '/api/volunteer/check': { ...volunteerList },
    '/api/volunteer/save': { ...volunteerList, name: '我的志愿表' },
    '/api/volunteer/remove': { id: 1, version: 1 },
    '/api/volunteer/restore': { id: 1, version: 1 },
  };
}
