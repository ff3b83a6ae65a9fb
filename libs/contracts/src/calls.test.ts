import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CallData, CallDefinition, CallInput } from './call.ts';
import { callInputKind, callSideQuerySchema, fillPath, pathParamNames } from './call.ts';
import { ADMIN_ONLY, STAFF } from './access.ts';
import { apiCalls } from './calls.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

describe('apiCalls registry', () => {
  it('keeps the exact paths and methods of the original site (spec §7) and issue 3; the back office under /api/admin/', () => {
    const table = Object.values(apiCalls).map((c) => `${c.method} ${c.path}`);
    const siteCalls = [
      'GET /api/scrollSetting/getScrollImages',
      'POST /api/user/login',
      'GET /api/user/checkLogin',
      'GET /api/user/loginOut',
      'GET /api/studentInfo/getStudentInfo',
      'GET /api/highSchool/getHighSchools',
      'POST /api/studentInfo/update',
      'POST /api/user/updatePassword',
      'GET /api/user/code/bind-phone/:phone',
      'POST /api/user/code/bind-phone',
      'GET /api/user/getUserInfo',
      'GET /api/studentScore/get',
      'POST /api/studentScore/update',
      'POST /api/userCollections/collectWeb',
      'GET /api/user/getImageCode',
      'POST /api/user/registerSendPhoneCode',
      'POST /api/user/register',
      'POST /api/user/resetPasswordSendCode',
      'POST /api/user/resetPassword',
      'GET /api/user/publicKey',
      'GET /api/userCollections/list',
      'POST /api/userCollections/remove',
      'POST /api/user/switchRole',
      'POST /api/highSchool/save',
      'GET /api/admin/smsOutbox',
      'GET /api/site/config',
      'GET /api/news/list',
      'GET /api/news/get',
      'GET /api/article/list',
      'GET /api/article/get',
      'GET /api/college/search',
      'GET /api/college/get',
      'GET /api/college/charter',
      'GET /api/college/majors',
      'GET /api/college/admissions',
      'GET /api/major/tree',
      'GET /api/major/search',
      'GET /api/major/get',
      'GET /api/admissionPlan/electives',
      'GET /api/college/plans',
      'GET /api/scoreLine/list',
      'GET /api/rankTable/lookup',
      'GET /api/rankTable/byRank',
      'GET /api/rankTable/equivalent',
      'GET /api/rankTable/table',
      'GET /api/admission/search',
      'GET /api/import/kinds',
      'GET /api/import/template',
      'POST /api/import/upload',
      'GET /api/admission/export',
      'POST /api/simulate/recommend',
      'POST /api/volunteer/check',
      'GET /api/volunteer/list',
      'GET /api/volunteer/get',
      'POST /api/volunteer/save',
      'POST /api/volunteer/remove',
      'GET /api/volunteer/versions',
      'GET /api/volunteer/version',
      'POST /api/volunteer/restore',
      // Issue 14: a student's class, the teacher's comments, parents' links and the season's key dates.
      'GET /api/class/mine',
      'POST /api/class/join',
      'POST /api/class/leave',
      'GET /api/class/comments',
      'POST /api/class/comment/done',
      'POST /api/volunteer/share/create',
      'GET /api/volunteer/share/list',
      'POST /api/volunteer/share/revoke',
      'GET /api/share/volunteer',
      'GET /api/keyDates/list',
      // Issue 36: the student's reply to a comment and the open comments' badge.
      'POST /api/class/comment/reply',
      'GET /api/class/comments/open',
    ];
    expect(table).toEqual(expect.arrayContaining(siteCalls));
    const backOffice = table.filter((c) => !siteCalls.includes(c));
    expect(backOffice.length).toBeGreaterThan(0);
    for (const call of backOffice)
      expect(call).toMatch(/^(GET|POST) \/api\/admin\/[a-z][A-Za-z]*(\/[A-Za-z]+)?$/);
  });

  it('marks the four uploads and the two downloads, and reads every other query with a strict schema', () => {
    const uploads = Object.entries(apiCalls).filter(([, c]) => 'upload' in c && c.upload);
    const downloads = Object.entries(apiCalls).filter(([, c]) => 'download' in c && c.download);
    expect(uploads.map(([name]) => name).sort()).toEqual([
      'importClassRoster',
      'importClassScores',
      'uploadImport',
      'uploadMedia',
    ]);
    expect(apiCalls.importClassRoster.upload).toEqual({ field: 'file', maxBytes: 2 * 1024 * 1024 });
    expect(apiCalls.importClassScores.upload).toEqual({ field: 'file', maxBytes: 2 * 1024 * 1024 });
    expect(apiCalls.uploadImport.upload).toEqual({ field: 'file', maxBytes: 32 * 1024 * 1024 });
    expect(apiCalls.uploadMedia.upload).toEqual({ field: 'file', maxBytes: 2 * 1024 * 1024 });
    expect(downloads.map(([name]) => name).sort()).toEqual(['downloadImportTemplate', 'exportAdmissions']);
    for (const [name, call] of Object.entries(apiCalls) as [string, CallDefinition][]) {
      if (callInputKind(call) !== 'query' || name === 'listCollections' || name === 'getSmsOutbox') continue;
      const result = call.query?.safeParse({ unexpected: '1' });
      expect(
        result?.error?.issues.some((i) => i.message === '未知参数：unexpected'),
        name,
      ).toBe(true);
    }
  });

  it('sends bodies only with POST', () => {
    for (const [name, call] of Object.entries(apiCalls)) {
      if (callInputKind(call) === 'body') expect(call.method, name).toBe('POST');
    }
  });

  it('validates the login body: trimmed phone, encrypted password, optional clientType 2', () => {
    const cipher = Buffer.from('secret').toString('base64');
    expect(apiCalls.login.body.parse({ phone: ' 13800138000', password: cipher, clientType: 2 })).toEqual({
      phone: '13800138000',
      password: cipher,
      clientType: 2,
    });
    const bad = apiCalls.login.body.safeParse({ phone: '123', password: '', clientType: 3 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', M.phoneInvalid],
      ['password', M.passwordRequired],
      ['clientType', M.clientTypeInvalid],
    ]);
  });

  it('takes a captcha with the login only when given; empty captcha fields count as absent', () => {
    const cipher = Buffer.from('secret').toString('base64');
    const base = { phone: '13800138000', password: cipher };
    expect(apiCalls.login.body.parse({ ...base, captchaId: '', captchaCode: '' })).toEqual(base);
    expect(apiCalls.login.body.parse({ ...base, captchaId: 'c1', captchaCode: 'aB3d' })).toEqual({
      ...base,
      captchaId: 'c1',
      captchaCode: 'aB3d',
    });
    expect(apiCalls.login.body.safeParse({ ...base, captchaCode: 'a' }).error?.issues[0]?.message).toBe(
      M.captchaCodeInvalid,
    );
  });

  it('lets staff save high schools and only admins import or read the SMS outbox', () => {
    expect(apiCalls.saveHighSchool.access).toEqual(STAFF);
    expect(apiCalls.uploadImport.access).toEqual(ADMIN_ONLY);
    expect(apiCalls.getSmsOutbox.access).toEqual(ADMIN_ONLY);
    expect(apiCalls.saveHighSchool.body.parse({ name: ' 包头市第一中学 ', city: '包头市' })).toEqual({
      name: '包头市第一中学',
      city: '包头市',
      district: '',
    });
    expect(
      apiCalls.saveHighSchool.body.safeParse({ name: '', city: '' }).error?.issues.map((i) => i.message),
    ).toEqual([M.highSchoolNameRequired, M.cityRequired]);
    expect(apiCalls.getSmsOutbox.query.parse({ limit: '20' })).toEqual({ limit: 20 });
    expect(apiCalls.getSmsOutbox.query.safeParse({ limit: '0' }).error?.issues[0]?.message).toBe(
      M.outboxLimitInvalid,
    );
  });

  it('reads login and user-info data as issue 3 defines them', () => {
    expect(apiCalls.login.response.parse({ token: 't', username: '张三', file: '/a.png' })).toEqual({
      token: 't',
      username: '张三',
      file: '/a.png',
    });
    expect(
      apiCalls.getUserInfo.response.parse({
        name: '张三',
        file: '',
        roles: ['student'],
        phone: '13800138000',
      }),
    ).toEqual({ name: '张三', file: '', roles: ['student'], phone: '13800138000' });
    expect(
      apiCalls.switchRole.response.parse({
        name: '张三',
        file: '',
        roles: ['student', 'teacher'],
        phone: '13800138000',
        activeRole: 'teacher',
      }).activeRole,
    ).toBe('teacher');
    expect(apiCalls.getUserInfo.response.parse(undefined)).toBeUndefined();
    expect(apiCalls.switchRole.body.safeParse({ role: 'root' }).error?.issues[0]?.message).toBe(
      M.roleInvalid,
    );
  });

  it('takes the register name as optional, an empty field counting as absent', () => {
    const cipher = Buffer.from('secret').toString('base64');
    const base = { phone: '13800138000', code: '123456', password: cipher };
    expect(apiCalls.register.body.parse({ ...base, name: '' })).toEqual(base);
    expect(apiCalls.register.body.parse({ ...base, name: ' 李四 ' })).toEqual({ ...base, name: '李四' });
    expect(apiCalls.register.body.safeParse({ ...base, code: '12' }).error?.issues[0]?.message).toBe(
      M.smsCodeInvalid,
    );
  });

  it('checks favourites and the carousel', () => {
    expect(apiCalls.collectWeb.body.parse({ kind: 'major', targetId: '080901' })).toEqual({
      kind: 'major',
      targetId: '080901',
    });
    expect(
      apiCalls.collectWeb.body.safeParse({ kind: 'school', targetId: '1' }).error?.issues[0]?.message,
    ).toBe(M.favouriteKindInvalid);
    expect(apiCalls.listCollections.query.parse({})).toEqual({});
    expect(apiCalls.getScrollImages.response.parse([{ imageUrl: '/1.jpg', url: '' }])).toEqual([
      { imageUrl: '/1.jpg', url: '' },
    ]);
  });

  it('types inputs and data from the schemas', () => {
    expectTypeOf<CallInput<typeof apiCalls.login>>().toEqualTypeOf<{
      phone: string;
      password: string;
      clientType?: 1 | 2 | undefined;
      captchaId?: string | undefined;
      captchaCode?: string | undefined;
    }>();
    expectTypeOf<CallInput<typeof apiCalls.getUserInfo>>().toEqualTypeOf<undefined>();
    expectTypeOf<CallData<typeof apiCalls.getImageCode>>().toEqualTypeOf<{
      captchaId: string;
      svg: string;
    }>();
    expect(callInputKind(apiCalls.sendBindPhoneCode)).toBe('params');
    expectTypeOf<CallInput<typeof apiCalls.sendBindPhoneCode>>().toEqualTypeOf<
      { phone: string } & { captchaId: string; captchaCode: string }
    >();
  });

  it('carries query parameters beside path parameters for the bind-phone code (a captcha)', () => {
    expect(callSideQuerySchema(apiCalls.sendBindPhoneCode)).toBe(apiCalls.sendBindPhoneCode.query);
    expect(callSideQuerySchema(apiCalls.login)).toBeUndefined();
    expect(callSideQuerySchema(apiCalls.searchColleges)).toBeUndefined();
    expect(pathParamNames(apiCalls.sendBindPhoneCode.path)).toEqual(['phone']);
    const query = apiCalls.sendBindPhoneCode.query;
    expect(query.safeParse({ captchaId: 'c1' }).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'captchaCode',
    ]);
    expect(query.safeParse({ captchaId: 'c1', captchaCode: 'aB3d', x: '1' }).error?.issues[0]?.message).toBe(
      '未知参数：x',
    );
  });
});

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath(apiCalls.sendBindPhoneCode.path, { phone: '13800138000' })).toBe(
      '/api/user/code/bind-phone/13800138000',
    );
    expect(fillPath('/api/x/:id', { id: 'a/b' })).toBe('/api/x/a%2Fb');
  });

  it('refuses to leave a parameter empty', () => {
    expect(() => fillPath('/api/x/:id', {})).toThrow(/id/);
  });
});
