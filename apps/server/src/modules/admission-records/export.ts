// The big-data query's result as a file: CSV (UTF-8 with a BOM, so Excel reads the Chinese correctly) or XLSX
// (exceljs's streaming writer, a sheet of rows and a 说明 sheet). Both are produced in chunks while the answer
// is sent, with Chinese column headers; a result cut at the export bound says so in the file (the last CSV
// line, the 说明 sheet) as well as in the response headers.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { AdmissionRow } from '@zhiyuan/contracts';
import type { AdmissionSearch } from './admission-index.ts';

/** The columns, in order: header and value. */
const COLUMNS: readonly {
  header: string;
  width: number;
  value: (r: AdmissionRow) => string | number | null;
}[] = [
  { header: '年份', width: 8, value: (r) => r.year },
  { header: '生源省份', width: 10, value: (r) => r.province },
  { header: '科类', width: 8, value: (r) => r.category },
  { header: '批次', width: 14, value: (r) => r.batch },
  { header: '院校代码', width: 12, value: (r) => r.collegeCode },
  { header: '院校名称', width: 24, value: (r) => r.collegeName },
  { header: '院校所在省份', width: 12, value: (r) => r.collegeProvince },
  { header: '院校所在城市', width: 12, value: (r) => r.collegeCity },
  { header: '院校标签', width: 14, value: (r) => r.tags.join('、') },
  { header: '专业组', width: 8, value: (r) => r.groupCode },
  { header: '录取单位', width: 8, value: (r) => r.scope },
  { header: '专业代码', width: 10, value: (r) => r.majorCode },
  { header: '专业名称', width: 24, value: (r) => r.majorName },
  { header: '计划数', width: 8, value: (r) => r.planCount },
  { header: '最低分', width: 8, value: (r) => r.minScore },
  { header: '平均分', width: 8, value: (r) => r.avgScore },
  { header: '最高分', width: 8, value: (r) => r.maxScore },
  { header: '最低位次', width: 10, value: (r) => r.minRank },
  { header: '示例数据', width: 8, value: (r) => (r.sample ? '是' : '否') },
];

export const EXPORT_HEADERS = COLUMNS.map((c) => c.header);

/** The search's filters in words, for the export's 说明 sheet. */
export function describeQuery(q: Omit<AdmissionSearch, 'page' | 'pageSize'>): string {
  const scopes = { unit: '院校/专业组', major: '专业', all: '全部' } as const;
  const parts = [
    q.year === undefined ? '全部年份' : `${q.year}年`,
    q.category ?? '全部科类',
    q.batch ?? '全部批次',
    `范围：${scopes[q.scope]}`,
  ];
  if (q.keyword) parts.push(`关键词“${q.keyword}”`);
  if (q.province) parts.push(`院校所在地：${q.province}`);
  if (q.tags && q.tags.length > 0) parts.push(`标签：${q.tags.join('、')}`);
  if (q.scoreMin !== undefined || q.scoreMax !== undefined)
    parts.push(`最低分 ${q.scoreMin ?? '…'}～${q.scoreMax ?? '…'}`);
  if (q.rankMin !== undefined || q.rankMax !== undefined)
    parts.push(`最低位次 ${q.rankMin ?? '…'}～${q.rankMax ?? '…'}`);
  return parts.join('，');
}

/** What the file says about itself. */
export interface ExportMeta {
  /** The query in words, e.g. 2025年 物理类 关键词“内大”. */
  query: string;
  /** Rows matching, and rows in the file. */
  total: number;
  exported: number;
  sample: boolean;
  /** When it was made, as shown (China time). */
  createdAt: string;
}

/** The note of a cut result, or null. */
export function truncationNote(meta: ExportMeta): string | null {
  return meta.total > meta.exported
    ? `注：查询结果共 ${meta.total} 条，文件只含前 ${meta.exported} 条，请缩小查询范围后分批导出`
    : null;
}

/** Text that a spreadsheet would run as a formula is written with a leading apostrophe. */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = safeText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CHUNK_ROWS = 1000;

/** The CSV in chunks: the BOM and header line, rows a thousand at a time, and the note of a cut result. */
export async function* csvChunks(
  rows: readonly AdmissionRow[],
  meta: ExportMeta,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(`\uFEFF${EXPORT_HEADERS.map(csvCell).join(',')}\r\n`);
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const lines = rows
      .slice(start, start + CHUNK_ROWS)
      .map((row) => `${COLUMNS.map((c) => csvCell(c.value(row))).join(',')}\r\n`);
    yield encoder.encode(lines.join(''));
  }
  const note = truncationNote(meta);
  if (note) yield encoder.encode(`${csvCell(note)}\r\n`);
}

/**
 * The XLSX as a stream: exceljs's streaming writer commits rows as they are added, so the file is sent while
 * it is written. Code columns are text (leading zeros stay).
 */
export function xlsxStream(rows: readonly AdmissionRow[], meta: ExportMeta): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const write = async () => {
    const sheet = workbook.addWorksheet('历年录取', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (!row) continue;
      sheet.addRow(COLUMNS.map((c) => c.value(row))).commit();
      // Let the response drain between batches instead of building the whole file in one tick.
      if (i % CHUNK_ROWS === CHUNK_ROWS - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    const about = workbook.addWorksheet('说明');
    about.columns = [{ width: 14 }, { width: 70 }];
    const lines: [string, string][] = [
      ['查询条件', meta.query],
      ['导出时间', meta.createdAt],
      ['结果条数', String(meta.total)],
      ['导出条数', String(meta.exported)],
    ];
    const note = truncationNote(meta);
    if (note) lines.push(['截断', note]);
    if (meta.sample) lines.push(['示例数据', '含系统生成的示例数据（示例数据列为“是”），不代表真实录取情况']);
    for (const line of lines) about.addRow(line).commit();
    about.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return stream;
}
