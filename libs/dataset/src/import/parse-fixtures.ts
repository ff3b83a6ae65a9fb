// Fixtures of the parser's tests: text in UTF-8 (with or without a BOM) and GBK, and the rows of admission
// record and rank table files, and XLSX workbooks of given rows.
import ExcelJS from 'exceljs';

export const utf8 = (text: string) => new TextEncoder().encode(text);

/** An XLSX file of one sheet named `sheetName`, holding `rows` (cells typed as given). */
export async function workbookOf(rows: readonly unknown[][], sheetName: string): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
export const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);

/** GBK encoder for tests, built by decoding every double-byte sequence with the platform's GBK decoder. */
export const gbkTable = (() => {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('gbk');
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && char !== '\ufffd' && !table.has(char)) table.set(char, [lead, trail]);
    }
  }
  return table;
})();
export function gbk(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) bytes.push(code);
    else {
      const pair = gbkTable.get(char);
      if (!pair) throw new Error(`no GBK for ${char}`);
      bytes.push(...pair);
    }
  }
  return new Uint8Array(bytes);
}

export const RECORDS_HEADER =
  '年份,生源省份,科类,批次,院校代码,院校名称,专业组,专业代码,专业名称,计划数,最低分,最低位次,平均分,最高分';
export const recordsCsv = (...rows: string[]) => [RECORDS_HEADER, ...rows].join('\r\n');
export const GOOD_ROWS = [
  '2024,内蒙古,理科,本科一批,4115010126,内蒙古大学,,,,120,560,9800,570.5,601',
  '2024,内蒙古,理科,本科一批,4115010126,内蒙古大学,,080901,计算机科学与技术,30,575,7200,580,601',
  '2025,内蒙古,物理类,本科批,4115010126,内蒙古大学,03,,,80,566,8800,575,598',
  '2025,内蒙古,物理类,本科批,4115010126,内蒙古大学,03,080901K,计算机科学与技术,20,580,7000,585,598',
];

export const rankCsv = (rows: [number, number, number][], header = '年份,科类,分数,人数,累计人数') =>
  [header, ...rows.map(([score, count, cumulative]) => `2025,物理类,${score},${count},${cumulative}`)].join(
    '\n',
  );
