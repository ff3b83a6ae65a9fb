// 导出 Excel of the class desk: a title line, then one row per student (class-rows.ts). ExcelJS is large, so it
// is loaded only when someone exports; the file is made in the browser from what the desk already shows.
import type { ClassDesk } from '@zhiyuan/contracts';
import { adminClassesMessages as t } from '../messages.ts';
import { CLASS_COLUMNS, classRows } from './class-rows.ts';

const WIDTHS = [10, 14, 30, 26, 8, 10, 8, 6, 6, 6, 50, 20, 10];

export async function classWorkbook(desk: ClassDesk, title: string): Promise<Uint8Array<ArrayBuffer>> {
  const module = await import('exceljs');
  // A CommonJS package: bundlers and Node's ESM loader put its exports on `default`.
  const ExcelJS = module.default ?? module;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t.sheet, {
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = WIDTHS.map((width) => ({ width }));
  sheet.addRow([title]).font = { bold: true, size: 14 };
  const header = sheet.addRow([...CLASS_COLUMNS]);
  header.font = { bold: true };
  for (const row of classRows(desk)) sheet.addRow([...row]).alignment = { vertical: 'top', wrapText: true };
  // A Buffer in Node, an ArrayBuffer-backed array in the browser: copied into a plain byte array either way.
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
