/**
 * Downloadable import templates, generated from the kinds' column specs: the header row, a CSV (UTF-8 with
 * BOM so Excel opens it in Chinese) and an XLSX with a 说明 sheet describing every column.
 */
import ExcelJS from 'exceljs';
import { IMPORT_KIND_LABELS, IMPORT_SPECS, type ColumnSpec, type ImportKind } from './kinds.ts';

/** The columns of a kind, in template order. */
export function importColumns(kind: ImportKind): readonly ColumnSpec[] {
  return IMPORT_SPECS[kind].columns;
}

/** The template's header row (Chinese). */
export function templateFor(kind: ImportKind): string[] {
  return importColumns(kind).map((c) => c.header);
}

/** The CSV template: BOM, header row, CRLF. */
export function templateCsv(kind: ImportKind): string {
  return `\uFEFF${templateFor(kind).join(',')}\r\n`;
}

/** The XLSX template: sheet 1 is the table to fill (code columns formatted as text), sheet 2 explains it. */
export async function writeTemplateXlsx(kind: ImportKind): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const columns = importColumns(kind);
  const sheet = workbook.addWorksheet(IMPORT_KIND_LABELS[kind]);
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(10, c.header.length * 2 + 4),
    style: c.text ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = workbook.addWorksheet('说明');
  help.columns = [
    { header: '列名', key: 'header', width: 14 },
    { header: '是否必填', key: 'required', width: 10 },
    { header: '说明', key: 'note', width: 60 },
    { header: '也可使用的列名', key: 'aliases', width: 40 },
  ];
  help.getRow(1).font = { bold: true };
  const spec = IMPORT_SPECS[kind];
  for (const c of columns) {
    const inGroup = spec.oneOf?.some((g) => g.includes(c.key));
    help.addRow({
      header: c.header,
      required: c.required ? '必填' : inGroup ? '二选一' : '选填',
      note: c.note,
      aliases: c.aliases.join('、'),
    });
  }
  help.addRow({});
  help.addRow({ header: '注意', note: '请只在第一个工作表中填写数据；第一行为表头，不要修改。' });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}
