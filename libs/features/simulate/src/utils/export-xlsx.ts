// 导出 Excel of the 志愿表: the student's details at the top, then one row per choice. ExcelJS is large, so
// it is loaded only when someone exports (its own chunk; the browser build through the package's "browser"
// field). The file is made in the browser; nothing is sent anywhere.
export { saveFile, XLSX_TYPE } from '@zhiyuan/feature-shared';
import { simulateMessages } from '../messages.ts';
import { VOLUNTEER_COLUMNS, type VolunteerRow } from './volunteer-rows.ts';

const t = simulateMessages;

export interface WorkbookInput {
  title: string;
  /** Label and value pairs printed above the table (姓名, 高中, 科类, 分数 …). */
  details: readonly (readonly [string, string])[];
  rows: readonly VolunteerRow[];
  /** Lines printed under the table (the caveat, what — and 示例数据 mean). */
  notes: readonly string[];
}

/** The .xlsx file's bytes. */
export async function volunteerWorkbook(input: WorkbookInput): Promise<Uint8Array<ArrayBuffer>> {
  const module = await import('exceljs');
  // A CommonJS package: bundlers and Node's ESM loader put its exports on `default`.
  const ExcelJS = module.default ?? module;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = t.title;
  const sheet = workbook.addWorksheet(t.exportXlsx.sheet, {
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = [
    { width: 6 },
    { width: 10 },
    { width: 13 },
    { width: 24 },
    { width: 8 },
    { width: 60 },
    { width: 10 },
    { width: 8 },
    { width: 12 },
    { width: 10 },
  ];
  const title = sheet.addRow([input.title]);
  title.font = { bold: true, size: 14 };
  sheet.mergeCells(title.number, 1, title.number, VOLUNTEER_COLUMNS.length);
  for (const [label, value] of input.details) sheet.addRow([label, '', value]);
  sheet.addRow([]);
  const header = sheet.addRow(VOLUNTEER_COLUMNS.map((c) => c.title));
  header.font = { bold: true };
  for (const row of input.rows) {
    const added = sheet.addRow(VOLUNTEER_COLUMNS.map((c) => row[c.key]));
    added.alignment = { vertical: 'top', wrapText: true };
  }
  sheet.addRow([]);
  for (const note of input.notes) sheet.addRow([note]);
  // A Buffer in Node, an ArrayBuffer-backed array in the browser: copied into a plain byte array either way.
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Hands the bytes to the browser as a download. */
