// The gate before exceljs (issue #35: a 1 MiB XLSX made the server take 3.6 GB). Bombs are refused on what
// their headers declare, or — when a header lies — by an inflating stream that stops at its cap, so the bytes
// inflated stay bounded whatever the archive claims. Only the parts the sheet reader reads are measured and
// handed on: pictures, drawings and the rest are not.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse.ts';
import { guardXlsxArchive, XLSX_ARCHIVE_LIMITS, XlsxArchiveError } from './xlsx-archive.ts';
import { deflated, deflatedZeros, entryNames, zipOf } from './zip-fixtures.ts';

const MiB = 1024 * 1024;
/** zlib hands out its output in chunks of at most this much: the stream can pass its cap by one chunk. */
const ZLIB_CHUNK = 64 * 1024;

async function refusal(bytes: Uint8Array, limits = XLSX_ARCHIVE_LIMITS): Promise<XlsxArchiveError> {
  const error = await guardXlsxArchive(bytes, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(XlsxArchiveError);
  return error as XlsxArchiveError;
}

describe('the XLSX gate', () => {
  it('refuses on the declared sizes alone, before inflating a byte', async () => {
    const total = await refusal(
      zipOf([{ name: 'xl/worksheets/sheet1.xml', data: deflatedZeros(MiB), declaredSize: 300 * MiB }]),
    );
    expect(total.message).toBe('XLSX 文件解压后过大（最多 256 MB），请删去无关内容后重试');
    expect(total.inflatedBytes).toBe(0);
    const dense = await refusal(
      zipOf([{ name: 'xl/sharedStrings.xml', data: deflatedZeros(16 * MiB), declaredSize: 16 * MiB }]),
    );
    expect(dense.message).toBe(
      'XLSX 文件中的 xl/sharedStrings.xml 压缩比异常（超过 100 倍），疑似压缩炸弹，已拒绝',
    );
    expect(dense.inflatedBytes).toBe(0);
  });

  it('stops inflating an entry whose header understates it, at the declared size', async () => {
    const error = await refusal(
      zipOf([{ name: 'xl/worksheets/sheet1.xml', data: deflatedZeros(64 * MiB), declaredSize: 10_000 }]),
    );
    expect(error.message).toBe(
      '无法读取 XLSX 文件：xl/worksheets/sheet1.xml 的实际大小与文件记录不符，文件已损坏',
    );
    expect(error.inflatedBytes).toBeGreaterThan(10_000);
    expect(error.inflatedBytes).toBeLessThanOrEqual(10_000 + ZLIB_CHUNK);
  });

  it('never inflates more than the archive declares, however many entries lie', async () => {
    const bomb = deflatedZeros(64 * MiB);
    const entries = [1, 2, 3].map((n) => ({
      name: `xl/worksheets/sheet${n}.xml`,
      data: bomb,
      declaredSize: MiB,
    }));
    const error = await refusal(zipOf(entries));
    expect(error.inflatedBytes).toBeLessThanOrEqual(MiB + ZLIB_CHUNK);
  });

  it('refuses a bomb through the import parser with the limit in its message', async () => {
    const result = await parseImportFile(
      'high-schools',
      zipOf([
        deflated('[Content_Types].xml', '<Types/>'),
        { name: 'xl/worksheets/sheet1.xml', data: deflatedZeros(2 * MiB), declaredSize: 2_000 * MiB },
      ]),
    );
    expect(result.errors).toEqual([
      { line: null, column: null, message: 'XLSX 文件解压后过大（最多 256 MB），请删去无关内容后重试' },
    ]);
  });

  it('passes a real workbook on without its media and drawings, and the workbook still reads', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('高中');
    sheet.addRow(['学校名称', '盟市']);
    sheet.addRow(['赤峰二中', '赤峰市']);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    sheet.addImage(book.addImage({ buffer: png as unknown as ExcelJS.Buffer, extension: 'png' }), 'C1:D2');
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const media = (zip: Uint8Array) => entryNames(zip).filter((n) => n.startsWith('xl/media/'));
    expect(media(bytes)).toContain('xl/media/image1.png');
    const handedOn = await guardXlsxArchive(bytes);
    expect(media(handedOn)).toEqual([]);
    expect(entryNames(handedOn)).not.toContain('xl/drawings/drawing1.xml');
    expect(entryNames(handedOn)).toContain('xl/worksheets/sheet1.xml');
    const result = await parseImportFile('high-schools', bytes);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => r.line)).toEqual([2]);
  });

  it('leaves media entries alone, even one that claims gigabytes', async () => {
    const zip = zipOf([
      deflated('xl/workbook.xml', '<workbook/>'),
      { name: 'xl/media/image1.png', data: deflatedZeros(MiB), declaredSize: 4_000 * MiB },
    ]);
    expect(entryNames(await guardXlsxArchive(zip))).toEqual(['xl/workbook.xml']);
  });
});
