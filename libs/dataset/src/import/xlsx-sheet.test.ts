// The one XLSX reader of imports (issue #35): the first worksheet read as a stream by exceljs's streaming
// reader, from an archive that holds only the parts it reads — so a picture, a drawing or an embedded file is
// never inflated, however big, and the workbook is never loaded whole.
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseImportFile } from './parse.ts';
import { guardXlsxArchive } from './xlsx-archive.ts';
import { readFirstSheet } from './xlsx-sheet.ts';
import { deflated, deflatedZeros, entriesOf, entryNames, zipOf } from './zip-fixtures.ts';

const MiB = 1024 * 1024;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function bytesOf(book: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A 高中 workbook with a picture (exceljs writes it as xl/media, a drawing and the drawing's relations). */
async function schoolsWithPicture(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('高中');
  sheet.addRow(['学校名称', '盟市']);
  sheet.addRow(['赤峰二中', '赤峰市']);
  sheet.addImage(book.addImage({ buffer: PNG as unknown as ExcelJS.Buffer, extension: 'png' }), 'C1:D2');
  return bytesOf(book);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A workbook as some tools write it: one sheet of inline strings, no shared strings, no styles; `sheets` and
 * `relations` may list more (a chart sheet, say).
 */
function handMade(
  sheetData: string,
  sheets = '<sheet name="高中" sheetId="1" r:id="rId1"/>',
  relations = `<Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/sheet1.xml"/>`,
): Uint8Array {
  return zipOf([
    deflated(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`,
    ),
    deflated(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${R}"><sheets>${sheets}</sheets></workbook>`,
    ),
    deflated('xl/_rels/workbook.xml.rels', `<Relationships xmlns="${RELS}">${relations}</Relationships>`),
  ]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the XLSX reader', () => {
  it('imports the rows of a workbook whose embedded file would inflate to gigabytes', async () => {
    const bomb = {
      name: 'xl/embeddings/oleObject1.bin',
      data: deflatedZeros(MiB),
      declaredSize: 4_000 * MiB,
    };
    const drawing = {
      name: 'xl/drawings/drawing2.xml',
      data: deflatedZeros(2 * MiB),
      declaredSize: 300 * MiB,
    };
    const bytes = zipOf([...entriesOf(await schoolsWithPicture()), bomb, drawing]);
    const result = await parseImportFile('high-schools', bytes);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => [r.line, r.value.name])).toEqual([[2, '赤峰二中']]);
  });

  it('hands on only the parts it reads, in the order it reads them', async () => {
    const bytes = await schoolsWithPicture();
    expect(entryNames(bytes)).toEqual(
      expect.arrayContaining(['xl/media/image1.png', 'xl/drawings/drawing1.xml', 'xl/theme/theme1.xml']),
    );
    // exceljs writes the worksheets before the shared strings; its streaming reader would park them in
    // temporary files until the strings came.
    expect(entryNames(await guardXlsxArchive(bytes))).toEqual([
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
  });

  it('reads the sheet with the streaming reader, never loading the workbook whole', async () => {
    const whole = vi.spyOn(
      Object.getPrototypeOf(new ExcelJS.Workbook().xlsx) as { load: () => unknown },
      'load',
    );
    const streamed = vi.spyOn(ExcelJS.stream.xlsx.WorkbookReader.prototype, 'parse');
    const lines = await readFirstSheet(await schoolsWithPicture());
    expect(lines).toEqual([
      { line: 1, cells: ['学校名称', '盟市'] },
      { line: 2, cells: ['赤峰二中', '赤峰市'] },
    ]);
    expect(whole).not.toHaveBeenCalled();
    expect(streamed).toHaveBeenCalledTimes(1);
  });

  it('reads cells as the import has always read them: dates, formulas, rich text, merged cells', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('录取');
    sheet.addRow(['日期', '分数', '名称', '布尔', '链接', '院校']);
    sheet.addRow([
      new Date(Date.UTC(2024, 6, 1)),
      { formula: 'B3+1', result: 581 },
      { richText: [{ text: '内蒙古' }, { text: '大学', font: { bold: true } }] },
      true,
      { text: '官网', hyperlink: 'https://www.imu.edu.cn' },
      '内蒙古大学',
    ]);
    sheet.addRow([null, 580, 'x', false, null, null]);
    sheet.addRow([]);
    sheet.addRow([null, 1]);
    sheet.mergeCells('F2:F3');
    expect(await readFirstSheet(await bytesOf(book))).toEqual([
      { line: 1, cells: ['日期', '分数', '名称', '布尔', '链接', '院校'] },
      { line: 2, cells: ['2024-07-01', '581', '内蒙古大学', 'TRUE', '官网', '内蒙古大学'] },
      { line: 3, cells: ['', '580', 'x', 'FALSE', '', '内蒙古大学'] },
      { line: 5, cells: ['', '1'] },
    ]);
  });

  it('keeps Chinese text whole where an inflated chunk ends inside a character', async () => {
    // Shared strings (as Excel writes text) and inline strings, each some 16 KiB chunks of inflated XML.
    const names = Array.from({ length: 3000 }, (_, i) => `内蒙古自治区第${i}中学`);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('高中');
    for (const name of ['学校名称', ...names]) sheet.addRow([name]);
    const shared = await readFirstSheet(await bytesOf(book));
    expect(shared.map((l) => l.cells[0])).toEqual(['学校名称', ...names]);
    const inline = names
      .map((name, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${name}</t></is></c></row>`)
      .join('');
    expect((await readFirstSheet(handMade(inline))).map((l) => l.cells[0])).toEqual(names);
  });

  it('reads the first sheet in the workbook’s own order, and only that one', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('说明').addRow(['本表说明']);
    // exceljs orders the sheet list by `orderNo` (left out of its typings).
    const data = book.addWorksheet('数据') as ExcelJS.Worksheet & { orderNo: number };
    data.addRow(['学校名称']);
    // Moved before 说明: first in the workbook's list, though its part is xl/worksheets/sheet2.xml.
    data.orderNo = -1;
    expect(await readFirstSheet(await bytesOf(book))).toEqual([{ line: 1, cells: ['学校名称'] }]);
  });

  it('passes over a chart sheet listed first, and follows a relation written from the archive’s root', async () => {
    const sheets = '<sheet name="图表" sheetId="1" r:id="rId2"/><sheet name="高中" sheetId="2" r:id="rId1"/>';
    const relations =
      `<Relationship Id="rId2" Type="${R}/chartsheet" Target="chartsheets/sheet1.xml"/>` +
      `<Relationship Id="rId1" Type="${R}/worksheet" Target="/xl/worksheets/sheet1.xml"/>`;
    const data = '<row r="2"><c r="A2" t="inlineStr"><is><t>学校名称</t></is></c></row>';
    expect(await readFirstSheet(handMade(data, sheets, relations))).toEqual([
      { line: 2, cells: ['学校名称'] },
    ]);
  });

  it('reads a workbook of inline strings without shared strings or styles', async () => {
    const row = (r: number, ...texts: string[]) =>
      `<row r="${r}">${texts.map((t, i) => `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${t}</t></is></c>`).join('')}</row>`;
    expect(
      await readFirstSheet(handMade(row(1, '学校名称', '盟市') + row(3, '集宁一中', '乌兰察布市'))),
    ).toEqual([
      { line: 1, cells: ['学校名称', '盟市'] },
      { line: 3, cells: ['集宁一中', '乌兰察布市'] },
    ]);
  });

  it('joins an inline string’s formatted runs, as a shared string’s, leaving out its phonetic reading', async () => {
    const cell = (ref: string, runs: string) => `<c r="${ref}" t="inlineStr"><is>${runs}</is></c>`;
    const data =
      '<row r="1">' +
      cell('A1', '<r><t>内蒙古</t></r><r><rPr><b/></rPr><t>大学</t></r>') +
      cell(
        'B1',
        '<r><t xml:space="preserve">赤峰 </t></r><r><t xml:space="preserve"/></r><r><rPr><i/></rPr><t>二中</t></r><r><t/></r>',
      ) +
      cell('C1', '<r><t>A&amp;B</t></r><r><t>&lt;附&gt; &#x4E2D;&amp;lt;</t></r>') +
      cell('D1', '<t>甲</t><rPh sb="0" eb="1"><t>jia</t></rPh><phoneticPr fontId="1"/>') +
      cell('E1', '<r><t>乙</t></r><r><t>丙</t></r><rPh sb="0" eb="2"><t>yibing</t></rPh>') +
      // Text that reads like markup, in a string of one run: `load` took it as written.
      cell('F1', '<t>&amp;lt;附&amp;gt; &amp;#x4E2D;</t>') +
      '</row>';
    expect(await readFirstSheet(handMade(data))).toEqual([
      { line: 1, cells: ['内蒙古大学', '赤峰 二中', 'A&B<附> 中&lt;', '甲', '乙丙', '&lt;附&gt; &#x4E2D;'] },
    ]);
  });

  it('joins the runs of inline strings cut by an inflated chunk’s end', async () => {
    // Some 16 KiB chunks of inflated XML: runs, tags and the text within them are cut at every place.
    const names = Array.from({ length: 3000 }, (_, i) => [`内蒙古自治区`, `第${i}`, '中学']);
    const data = names
      .map(
        (runs, i) =>
          `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is>` +
          runs.map((t, j) => `<r>${j === 1 ? '<rPr><b/></rPr>' : ''}<t>${t}</t></r>`).join('') +
          '</is></c></row>',
      )
      .join('');
    expect((await readFirstSheet(handMade(data))).map((l) => l.cells[0])).toEqual(
      names.map((runs) => runs.join('')),
    );
  });

  it('reads a formula’s boolean result as a boolean, and its false as load did: empty, as a result of 0', async () => {
    const data =
      '<row r="1"><c r="A1" t="b"><f>1=1</f><v>1</v></c><c r="B1" t="b"><f>1=2</f><v>0</v></c>' +
      '<c r="C1"><f>1-1</f><v>0</v></c><c r="D1" t="b"><v>1</v></c><c r="E1" t="b"><v>0</v></c>' +
      '<c r="F1" t="b"><f t="shared" ref="F1:F2" si="0">A1</f><v>1</v></c></row>' +
      '<row r="2"><c r="F2" t="b"><f t="shared" si="0"/><v>1</v></c></row>';
    expect(await readFirstSheet(handMade(data))).toEqual([
      { line: 1, cells: ['TRUE', '', '', 'TRUE', 'FALSE', 'TRUE'] },
      { line: 2, cells: ['', '', '', '', '', 'TRUE'] },
    ]);
  });

  it('reads a formula’s error result as load did: empty, as an error cell', async () => {
    const data =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>赤峰二中</t></is></c>' +
      '<c r="B1" t="e"><f>NA()</f><v>#N/A</v></c><c r="C1" t="e"><f>1/0</f><v>#DIV/0!</v></c>' +
      '<c r="D1" t="e"><v>#REF!</v></c><c r="E1" t="inlineStr"><is><t>赤峰市</t></is></c></row>';
    expect(await readFirstSheet(handMade(data))).toEqual([
      { line: 1, cells: ['赤峰二中', '', '', '', '赤峰市'] },
    ]);
  });

  it('reads a date-formatted formula’s result as a date, as load did', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('录取');
    sheet.addRow(['日期', '分数']);
    sheet.addRow([
      { formula: 'DATE(2024,7,1)', result: new Date(Date.UTC(2024, 6, 1)) },
      { formula: 'B3+1', result: 581 },
    ]);
    sheet.getCell('A2').numFmt = 'yyyy-mm-dd';
    expect(await readFirstSheet(await bytesOf(book))).toEqual([
      { line: 1, cells: ['日期', '分数'] },
      { line: 2, cells: ['2024-07-01', '581'] },
    ]);
  });

  it('refuses a sheet that is not well-formed XML as a damaged file', async () => {
    await expect(readFirstSheet(handMade('<row r="1"><c r="A1"><v>1</c></row>'))).rejects.toThrow(
      '无法读取 XLSX 文件：文件已损坏或不是 Excel 工作簿',
    );
  });

  it('refuses an archive that is not a workbook, in Chinese', async () => {
    const notABook = zipOf([{ name: 'readme.txt', data: new Uint8Array([0x03, 0x00]), declaredSize: 0 }]);
    await expect(readFirstSheet(notABook)).rejects.toThrow('XLSX 文件中没有工作表');
  });
});
