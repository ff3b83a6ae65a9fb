/**
 * The one XLSX reader of imports: the first worksheet's rows as text, with Excel's row numbers. Every XLSX an
 * import reads (data imports, class rosters and scores, the CLI) comes through here, after the archive gate.
 */
import ExcelJS from 'exceljs';
import { corruptXlsx, ImportFileError } from './import-file-error.ts';
import { guardXlsxArchive } from './xlsx-archive.ts';

/** A worksheet row that is not blank: its row number and its cells' text. */
export interface SheetLine {
  line: number;
  cells: string[];
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    if (result === undefined || (typeof result === 'object' && !(result instanceof Date))) return '';
    return cellText(result);
  }
  if ('hyperlink' in value) return String(value.text);
  return '';
}

/** The first worksheet's rows that are not blank, or an `ImportFileError` saying why it cannot be read. */
export async function readFirstSheet(bytes: Uint8Array): Promise<SheetLine[]> {
  // exceljs inflates every entry in memory: it gets only an archive whose entries were measured.
  const archive = await guardXlsxArchive(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(archive.slice().buffer);
  } catch {
    throw corruptXlsx();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportFileError('XLSX 文件中没有工作表');
  const lines: SheetLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    if (!isBlank(cells)) lines.push({ line: row.number, cells });
  });
  return lines;
}
