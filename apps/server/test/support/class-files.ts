// Uploads of a 班主任's files (class roster, class scores) and the XLSX workbooks the school would bring.
import ExcelJS from 'exceljs';
import { multipart } from './files.ts';
import type { TestApp } from './test-app.ts';

/** An XLSX workbook with one sheet holding `rows` (the first is the header). */
export async function xlsxOf(rows: readonly (readonly (string | number | null)[])[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** POSTs `bytes` as the file of a class file call (`path` with its query), as the back office does. */
export async function uploadClassFile<T>(
  t: TestApp,
  url: string,
  file: { name: string; bytes: Uint8Array },
  token: string,
) {
  const { body, contentType } = multipart(file);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, token, client: 'admin' },
    payload: body,
  });
  return {
    status: res.statusCode,
    body: res.json() as { errorCode: string; message: string; data?: T },
    headers: res.headers,
  };
}
