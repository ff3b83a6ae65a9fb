// One successful call of every staff write (a role list and a method other than GET), for the audit suite:
// each recipe prepares what its call needs (through the API where it can) and makes the call once, as the
// given token from the given address. The suite checks there is a recipe for every staff write of the
// contract, so a new one cannot go unaudited unnoticed.
import type { ApiCallName } from '@zhiyuan/contracts';
import { csvText, uploadFile, utf8 } from './files.ts';
import { IMAGES } from './images.ts';
import type { CallResult, TestApp } from './test-app.ts';

export interface StaffWriteRecipe {
  /** The target type its entry names. */
  targetType: string;
  /** Whether its entry records the value before and after. */
  beforeAfter: boolean;
  /**
   * Makes what the call needs (through the API, which may record entries of its own) as `token`, and returns
   * the call, which makes it once, successfully, from the address given.
   */
  prepare(t: TestApp, token: string): Promise<(ip: string) => Promise<CallResult<unknown>>>;
}

let schools = 0;
let phones = 13_300_000_000;

/** A new student account's id (signed up through the API). */
export async function newUserId(t: TestApp): Promise<number> {
  const phone = String(++phones);
  await t.signUp(phone);
  const row = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A POST to `url` of the body `body` prepares (it may create what the call is about). */
function post(
  url: string,
  targetType: string,
  beforeAfter: boolean,
  body: (t: TestApp, token: string) => Promise<Record<string, unknown>>,
): StaffWriteRecipe {
  return {
    targetType,
    beforeAfter,
    async prepare(t, token) {
      const prepared = await body(t, token);
      return (ip) => t.call({ url, body: prepared, token, remoteAddress: ip });
    },
  };
}

let titles = 0;

/** A new draft announcement's id, made through the API. */
async function newDraft(t: TestApp, token: string): Promise<number> {
  const res = await t.call<{ id: number }>({
    url: '/api/admin/content/save',
    body: { type: 'news', category: 'gaokao', title: `审计测试公告${++titles}`, body: '正文' },
    token,
  });
  if (!res.body.data) throw new Error(`draft not saved: ${res.body.message}`);
  return res.body.data.id;
}

/** A stored picture's URL, uploaded through the API. */
export async function uploadedImage(
  t: TestApp,
  token: string,
  bytes: Uint8Array = IMAGES.png,
): Promise<string> {
  const res = await uploadFile(
    t,
    '/api/admin/media/upload',
    { name: 'a.png', bytes, type: 'image/png' },
    token,
  );
  const url = (res.body.data as { url?: string } | undefined)?.url;
  if (!url) throw new Error(`upload failed: ${res.body.message}`);
  return url;
}

/** A new carousel item's id, made through the API. */
async function newCarouselItem(t: TestApp, token: string): Promise<number> {
  const res = await t.call<{ id: number }>({
    url: '/api/admin/carousel/save',
    body: { title: '审计测试轮播图', imageUrl: await uploadedImage(t, token) },
    token,
  });
  if (!res.body.data) throw new Error(`carousel item not saved: ${res.body.message}`);
  return res.body.data.id;
}

/** A new account holding `roles`, signed up through the API. */
async function newAccount(
  t: TestApp,
  roles: ('teacher' | 'student')[],
): Promise<{ id: number; token: string }> {
  t.clock.advance(61_000);
  const phone = String(++phones);
  const token = await t.signUp(phone, { roles });
  const row = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** A new class (with its join code) of a new teacher, made through the API by the admin. */
async function newClass(t: TestApp, token: string): Promise<{ id: number; joinCode: string }> {
  const teacher = await newAccount(t, ['teacher']);
  const res = await t.call<{ id: number; joinCode: string }>({
    url: '/api/admin/class/save',
    body: { name: `审计测试班${++titles}`, graduationYear: 2026, teacherId: teacher.id },
    token,
  });
  if (!res.body.data) throw new Error(`class not saved: ${res.body.message}`);
  return res.body.data;
}

/** A new key date's id, made through the API. */
async function newKeyDate(t: TestApp, token: string): Promise<number> {
  const res = await t.call<{ id: number }>({
    url: '/api/admin/keyDates/save',
    body: { name: `审计测试日期${++titles}`, kind: 'deadline', at: '2026-07-02 17:00' },
    token,
  });
  if (!res.body.data) throw new Error(`key date not saved: ${res.body.message}`);
  return res.body.data.id;
}

export const STAFF_WRITE_RECIPES: Partial<Record<ApiCallName, StaffWriteRecipe>> = {
  saveKeyDate: post('/api/admin/keyDates/save', 'keyDate', true, async (t, token) => ({
    id: await newKeyDate(t, token),
    name: '改过的日期',
    kind: 'start',
    at: '2026-06-28 09:00',
  })),
  removeKeyDate: post('/api/admin/keyDates/remove', 'keyDate', false, async (t, token) => ({
    id: await newKeyDate(t, token),
  })),
  saveClass: post('/api/admin/class/save', 'class', true, async (t, token) => ({
    id: (await newClass(t, token)).id,
    name: '改过的班级名',
    graduationYear: 2027,
  })),
  regenerateClassCode: post('/api/admin/class/regenerateCode', 'class', false, async (t, token) => ({
    id: (await newClass(t, token)).id,
  })),
  commentClassVolunteer: post('/api/admin/class/comment', 'class', false, async (t, token) => {
    const joined = await newClass(t, token);
    const student = await newAccount(t, ['student']);
    await t.call({ url: '/api/class/join', body: { joinCode: joined.joinCode }, token: student.token });
    const saved = await t.call<{ id: number }>({
      url: '/api/volunteer/save',
      body: {
        year: 2026,
        category: '物理类',
        batch: '本科批',
        score: 550,
        name: '审计测试志愿表',
        choices: [],
      },
      token: student.token,
    });
    if (!saved.body.data) throw new Error(`list not saved: ${saved.body.message}`);
    return { id: joined.id, userId: student.id, tableId: saved.body.data.id, body: '请补充“保”的志愿' };
  }),
  removeClassStudent: post('/api/admin/class/removeStudent', 'class', false, async (t, token) => {
    const joined = await newClass(t, token);
    const student = await newAccount(t, ['student']);
    await t.call({ url: '/api/class/join', body: { joinCode: joined.joinCode }, token: student.token });
    return { id: joined.id, userId: student.id };
  }),
  saveHighSchool: post('/api/highSchool/save', 'highSchool', false, async () => ({
    name: `审计测试中学${++schools}`,
    city: '呼和浩特市',
  })),
  createTeacher: post('/api/admin/user/createTeacher', 'user', false, async () => ({
    name: '审计教师',
    phone: String(++phones),
  })),
  importClassRoster: {
    targetType: 'class',
    beforeAfter: false,
    prepare: async (t, token) => {
      const made = await newClass(t, token);
      const file = csvText([
        ['姓名', '手机号'],
        ['审计学生', String(++phones)],
      ]);
      return (ip) =>
        uploadFile(
          t,
          `/api/admin/class/importRoster?id=${made.id}`,
          { name: '名单.csv', bytes: utf8(file) },
          token,
          ip,
        );
    },
  },
  importClassScores: {
    targetType: 'class',
    beforeAfter: false,
    prepare: async (t, token) => {
      const made = await newClass(t, token);
      const roster = csvText([
        ['姓名', '手机号'],
        ['审计成绩学生', String(++phones)],
      ]);
      await uploadFile(
        t,
        `/api/admin/class/importRoster?id=${made.id}`,
        { name: '名单.csv', bytes: utf8(roster) },
        token,
      );
      const scores = csvText([
        ['姓名', '总分', '位次'],
        ['审计成绩学生', '552', '13399'],
      ]);
      const url = `/api/admin/class/importScores?id=${made.id}&examName=${encodeURIComponent('一模')}`;
      return (ip) => uploadFile(t, url, { name: '成绩.csv', bytes: utf8(scores) }, token, ip);
    },
  },
  uploadImport: {
    targetType: 'import',
    beforeAfter: false,
    prepare: async (t, token) => (ip) =>
      uploadFile(
        t,
        '/api/import/upload?kind=high-schools',
        {
          name: 'schools.csv',
          bytes: utf8(
            csvText([
              ['学校名称', '盟市'],
              ['审计导入中学', '包头市'],
            ]),
          ),
        },
        token,
        ip,
      ),
  },
  undoImport: post('/api/admin/import/undo', 'import', false, async (t, token) => {
    // An import of score lines to undo, made through the API.
    await uploadFile(
      t,
      '/api/import/upload?kind=score-lines',
      {
        name: 'lines.csv',
        bytes: utf8(
          csvText([
            ['年份', '科类', '批次', '分数'],
            [2025, '物理类', '本科批', 399],
          ]),
        ),
      },
      token,
    );
    const run = await t.app.db
      .selectFrom('import_runs')
      .select('id')
      .where('kind', '=', 'score-lines')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { id: run.id };
  }),
  setUserRoles: post('/api/admin/user/setRoles', 'user', true, async (t) => ({
    id: await newUserId(t),
    roles: ['student', 'editor'],
  })),
  lockUser: post('/api/admin/user/lock', 'user', true, async (t) => ({
    id: await newUserId(t),
    locked: true,
  })),
  resetUserPassword: post('/api/admin/user/resetPassword', 'user', false, async (t) => ({
    id: await newUserId(t),
    password: await t.encrypt('temporary-1'),
  })),
  signOutUser: post('/api/admin/user/signOutAll', 'user', false, async (t) => ({ id: await newUserId(t) })),
  uploadMedia: {
    targetType: 'media',
    beforeAfter: false,
    prepare: async (t, token) => (ip) =>
      uploadFile(
        t,
        '/api/admin/media/upload',
        { name: 'b.gif', bytes: IMAGES.gif, type: 'image/gif' },
        token,
        ip,
      ),
  },
  saveContent: post('/api/admin/content/save', 'news', false, async () => ({
    type: 'news',
    category: 'qjjh',
    title: `审计测试公告${++titles}`,
    body: '## 标题\n正文',
  })),
  publishContent: post('/api/admin/content/publish', 'news', false, async (t, token) => ({
    type: 'news',
    id: await newDraft(t, token),
    published: true,
  })),
  pinContent: post('/api/admin/content/pin', 'news', false, async (t, token) => ({
    type: 'news',
    id: await newDraft(t, token),
    pinned: true,
  })),
  removeContent: post('/api/admin/content/remove', 'news', false, async (t, token) => ({
    type: 'news',
    id: await newDraft(t, token),
  })),
  restoreContent: post('/api/admin/content/restore', 'news', false, async (t, token) => {
    const id = await newDraft(t, token);
    await t.call({ url: '/api/admin/content/remove', body: { type: 'news', id }, token });
    return { type: 'news', id };
  }),
  saveCarousel: post('/api/admin/carousel/save', 'carousel', true, async (t, token) => ({
    id: await newCarouselItem(t, token),
    title: '改过的标题',
    url: 'https://example.com/',
    enabled: false,
  })),
  reorderCarousel: post('/api/admin/carousel/reorder', 'carousel', true, async (t, token) => {
    await newCarouselItem(t, token);
    const list = await t.call<{ id: number }[]>({ url: '/api/admin/carousel/list', token });
    return { ids: (list.body.data ?? []).map((item) => item.id).reverse() };
  }),
  saveSiteSettings: post('/api/admin/site/save', 'site', true, async (t, token) => {
    const current = await t.call<{ settings: Record<string, unknown> }>({
      url: '/api/admin/site/get',
      token,
    });
    return { ...current.body.data?.settings, schoolName: `审计测试中学${++schools}` };
  }),
  updateCollege: post('/api/admin/college/update', 'college', true, async (t) => {
    const row = await t.app.db.selectFrom('colleges').select('id').orderBy('id').executeTakeFirstOrThrow();
    return { id: row.id, type: '理工', website: 'https://example.com/' };
  }),
  updateMajor: post('/api/admin/major/update', 'major', true, async () => ({
    code: '080901',
    intro: `## 学什么\n计算机科学与技术（审计测试 ${++titles}）`,
  })),
  updateScoreLine: post('/api/admin/scoreLine/update', 'score-line', true, async (t) => {
    const row = await t.app.db
      .selectFrom('score_lines')
      .select(['id', 'score', 'professional_score'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, score: row.score - 1, professionalScore: row.professional_score };
  }),
  removeCarousel: post('/api/admin/carousel/remove', 'carousel', false, async (t, token) => ({
    id: await newCarouselItem(t, token),
  })),
};
