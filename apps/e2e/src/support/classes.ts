// A 班主任's class and its students for the class e2e tests, made through the API the way the back office and
// the site make them: the teacher (a staff account holding the teacher role) saves the class; each student
// registers, signs in, saves a 志愿表 of the recommendation's first units and joins with the class's code.
import { expect, type APIRequestContext } from '@playwright/test';
import { encryptPassword, registerAccount, uniquePhone } from './accounts.ts';
import { signInStaff, type Staff } from './staff.ts';

export const STUDENT_PASSWORD = 'Student2026';
export const TEACHER_PASSWORD = 'Teacher2026';
/** The candidate every class test's lists are made for: 2026 物理类 本科批 at 550. */
export const CANDIDATE = { year: 2026, category: '物理类', batch: '本科批', score: 550 } as const;

export interface TeacherWithClass {
  /** The teacher's phone and password, to sign in on a page. */
  account: { phone: string; password: string };
  /** The teacher's back-office session. */
  staff: Staff;
  klass: { id: number; joinCode: string };
}

/** The data of an API answer; fails the test unless the server answered errorCode 0. */
export async function apiData<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { errorCode: string; message: string; data: T };
  expect(body.errorCode, body.message).toBe('0');
  return body.data;
}

/** A new teacher, signed in to the back office, who has saved the class `name` (2026届). */
export async function teacherWithClass(
  request: APIRequestContext,
  name = '高三（8）班',
): Promise<TeacherWithClass> {
  const account = { phone: uniquePhone(), password: TEACHER_PASSWORD };
  const staff = await signInStaff(request, 'teacher', account);
  const klass = await staff.post<{ id: number; joinCode: string }>('/api/admin/class/save', {
    name,
    graduationYear: 2026,
  });
  return { account, staff, klass };
}

/**
 * A new student signed in through the API with a saved 志愿表 of the recommendation's first `choices` units (of
 * one `tier` when given: only 冲 leaves the list without 保 and so with warnings), each with its first major.
 */
export async function studentWithList(
  request: APIRequestContext,
  name: string,
  {
    choices,
    tier,
    listName = `${name}的志愿表`,
  }: { choices: number; tier?: '冲' | '稳' | '保'; listName?: string },
) {
  const phone = uniquePhone();
  await registerAccount(request, phone, STUDENT_PASSWORD, name);
  const { token } = await apiData<{ token: string }>(
    await request.post('/api/user/login', {
      data: { phone, password: await encryptPassword(request, STUDENT_PASSWORD) },
    }),
  );
  const { items } = await apiData<{
    items: {
      college: { id: number };
      group: { code: string } | null;
      majors: { code: string | null; name: string }[];
    }[];
  }>(
    await request.post('/api/simulate/recommend', {
      data: { ...CANDIDATE, ...(tier ? { tier } : {}), pageSize: choices },
    }),
  );
  const list = await apiData<{ id: number }>(
    await request.post('/api/volunteer/save', {
      headers: { token },
      data: {
        ...CANDIDATE,
        name: listName,
        choices: items.map((item) => ({
          collegeId: item.college.id,
          groupCode: item.group?.code ?? null,
          majors: item.majors.slice(0, 1).map((m) => ({ code: m.code, name: m.name })),
          adjustment: true,
        })),
      },
    }),
  );
  return { phone, token, list };
}

/** The signed-in student (`token`) joins the class with its code. */
export async function joinClass(request: APIRequestContext, token: string, joinCode: string): Promise<void> {
  await apiData(await request.post('/api/class/join', { headers: { token }, data: { joinCode } }));
}
