// A 班主任 with a class to upload files to (class roster, class scores), the XLSX workbooks the school would
// bring, and the class's desk that shows what they wrote. The uploads are `uploadFile` of ./files.ts.
import ExcelJS from 'exceljs';
import type { ClassDesk, ClassSummary } from '@zhiyuan/contracts';
import { expectSuccess } from './expect.ts';
import type { TestApp } from './test-app.ts';

/**
 * Who uploads a class's files: a 班主任 signed in to the back office with a class of their own named
 * `className`, and another teacher (whose uploads to that class answer like a missing class).
 */
export async function teacherWithClass(t: TestApp, nextPhone: () => string, className: string) {
  const teacher = await t.signUp(nextPhone(), { roles: ['teacher'], clientType: 2 });
  const otherTeacher = await t.signUp(nextPhone(), { roles: ['teacher'], clientType: 2 });
  const saved = expectSuccess(
    await t.call<ClassSummary>({
      url: '/api/admin/class/save',
      body: { name: className, graduationYear: 2026 },
      token: teacher,
      headers: { client: 'admin' },
    }),
  );
  return { teacher, otherTeacher, saved };
}

/** The class's desk as `token` sees it in the back office. */
export async function classDesk(t: TestApp, classId: number, token: string): Promise<ClassDesk> {
  return expectSuccess(
    await t.call<ClassDesk>({
      url: `/api/admin/class/desk?id=${classId}`,
      token,
      headers: { client: 'admin' },
    }),
  );
}

/** An XLSX workbook with one sheet holding `rows` (the first is the header). */
export async function xlsxOf(rows: readonly (readonly (string | number | null)[])[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
