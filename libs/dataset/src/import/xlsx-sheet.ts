/**
 * The one XLSX reader of imports: the first worksheet's rows as text, with Excel's row numbers. Every XLSX an
 * import reads (data imports, class rosters and scores, the CLI) comes through here, after the archive gate.
 *
 * The sheet is streamed (issue #35): exceljs's `Workbook.xlsx.load` held the whole workbook — every part, every
 * cell object — in memory; its streaming reader walks the archive entry by entry and hands out rows as it
 * parses them, so what is held is the shared strings, the styles and the rows kept here. The gate hands it only
 * the parts read, in the order they must come: were a worksheet to come before the shared strings (exceljs
 * itself writes them so), the streaming reader would park it in a temporary file until they came.
 *
 * A cell reads as it did with `load`: where the streaming reader reads one otherwise (an inline string's runs,
 * a formula's boolean or date result), the cell is rewritten on its way in or its value mended on its way out.
 */
import type { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { corruptXlsx, ImportFileError } from './import-file-error.ts';
import { guardXlsxArchive } from './xlsx-archive.ts';

/** A worksheet row that is not blank: its row number and its cells' text. */
export interface SheetLine {
  line: number;
  cells: string[];
}

/**
 * What the streaming reader knows and its typings leave out: the sheet list and relations it has read (set
 * before any sheet, given the gate's order), its readers of the workbook's parts, and the chunks a sheet's
 * reader will parse.
 */
interface WorkbookReaderState {
  model?: { sheets?: { rId?: string }[] };
  sharedStrings?: unknown[];
  workbookRels?: { Id?: string; Target?: string }[];
  properties?: { model?: { date1904?: boolean } };
}
interface WorksheetReaderState {
  iterator: AsyncIterable<Uint8Array | string>;
}
type PartReader = (this: unknown, entry: Readable) => unknown;
const PART_READERS = ['_parseRels', '_parseWorkbook', '_parseSharedStrings', '_parseStyles'] as const;

/**
 * exceljs's streaming reader decodes each inflated chunk on its own, so a Chinese character cut by a chunk's
 * end comes out as “�” (exceljs issues #2063, #2084; its parser takes text as it is). The workbook's parts are
 * read from entries set to decode as UTF-8 text — Node's decoder keeps a cut character for the next chunk —
 * and the sheet's chunks are decoded as a stream in {@link decodedNotingMerges}.
 */
function decodePartsAsText(reader: object): void {
  const readers = reader as Record<(typeof PART_READERS)[number], PartReader>;
  for (const name of PART_READERS) {
    const read = readers[name];
    readers[name] = function (this: unknown, entry: Readable) {
      entry.setEncoding('utf8');
      return read.call(this, entry);
    };
  }
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** exceljs's test of a number format that shows a date, as both its readers make it. */
const isDateFormat = (format: string | undefined) =>
  format !== undefined && /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/**
 * A cell's value as `load` gave it, where the streaming reader gives another: a formula's number shown as a
 * date is the date (the streaming reader leaves it a serial number, 45474 for 2024-07-01).
 */
function valueAsLoaded(cell: ExcelJS.Cell, date1904: boolean): ExcelJS.CellValue {
  const value = cell.value;
  if (value === null || typeof value !== 'object' || !('formula' in value || 'sharedFormula' in value)) {
    return value;
  }
  if (typeof value.result !== 'number' || !isDateFormat(cell.numFmt)) return value;
  // exceljs's `excelToDate`, as both readers convert a plain number shown as a date.
  const days = value.result - 25569 + (date1904 ? 1462 : 0);
  return { ...value, result: new Date(Math.round(days * 24 * 3600 * 1000)) };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // A formula whose result is an error (#N/A) comes out of the streaming reader as NaN.
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
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

const MERGE_CELL = /mergeCell\s+ref="([A-Z]{1,3})(\d+):([A-Z]{1,3})(\d+)"/g;
const END_OF_DATA = /<\/(?:[\w.-]+:)?sheetData>|<(?:[\w.-]+:)?sheetData\s*\/>/;
/** Longer than any `<mergeCell ref="…"/>`: what is kept of one chunk to find a tag it cuts in two. */
const CARRY = 256;

interface Merge {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

const columnNumber = (letters: string) => [...letters].reduce((n, l) => n * 26 + l.charCodeAt(0) - 64, 0);

/**
 * Decodes the sheet's XML as one stream of text (see {@link decodePartsAsText}) and notes its merged ranges on
 * the way. The streaming reader ignores them, and `load` gave every cell of a range its first cell's value — a
 * 院校 merged down over its majors' rows — so they are found here: after `</sheetData>` (where the schema puts
 * them, and no cell text can be mistaken for one).
 */
async function* decodedNotingMerges(
  chunks: AsyncIterable<Uint8Array | string>,
  merges: Merge[],
): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pastData = false;
  let carry = '';
  const note = (decoded: string) => {
    let text = carry + decoded;
    if (!pastData) {
      const end = END_OF_DATA.exec(text);
      pastData = end !== null;
      text = end === null ? text : text.slice(end.index);
    }
    if (!pastData) {
      carry = text.slice(-CARRY);
      return;
    }
    let used = 0;
    for (const m of text.matchAll(MERGE_CELL)) {
      const [, left = 'A', top = '0', right = 'A', bottom = '0'] = m;
      merges.push({ top: +top, left: columnNumber(left), bottom: +bottom, right: columnNumber(right) });
      used = m.index + m[0].length;
    }
    carry = text.slice(Math.max(used, text.length - CARRY));
  };
  for await (const chunk of chunks) {
    const decoded = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    note(decoded);
    if (decoded !== '') yield decoded;
  }
  const rest = decoder.decode();
  note(rest);
  if (rest !== '') yield rest;
}

/** The start tag of a cell {@link cellAsLoaded} may rewrite: an inline string or a boolean. */
const REWRITTEN_CELL = /<c(?:\s[^>]*?)?\st\s*=\s*(["'])(?:inlineStr|b)\1[^>]*>/g;
const TYPE = /\st\s*=\s*(["'])(.*?)\1/;
const FORMULA = /<f[\s/>]/;
const INLINE_STRING = /<is\s*>([\s\S]*?)<\/is\s*>/;
const PHONETIC = /<rPh\b[^>]*\/>|<rPh\b[^>]*>[\s\S]*?<\/rPh\s*>/g;
const TEXT = /<t(?:\s[^>]*)?\/>|<t(?:\s[^>]*)?>([\s\S]*?)<\/t\s*>/g;
const VALUE = /<v\s*>([\s\S]*?)<\/v\s*>/;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([\da-fA-F]+));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const CELL_END = /<\/c\s*>/g;
/** Far more than a cell holds (Excel keeps 32,767 characters in one): a longer one is passed on as it is. */
const CELL_LIMIT = 1 << 20;

/**
 * Rewrites the sheet's cells that the streaming reader would read otherwise than `load` did (see
 * {@link cellAsLoaded}) as cells it reads alike. A cell cut by a chunk's end waits for the next chunk.
 */
async function* cellsAsLoaded(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const chunk of chunks) {
    pending += chunk;
    // A tag cut by the chunk's end waits for the next chunk, and so does a cell to rewrite — unless it is
    // past all measure.
    const lastTag = pending.lastIndexOf('<');
    const tagCut = lastTag !== -1 && pending.indexOf('>', lastTag) === -1;
    let kept = tagCut && pending.length - lastTag <= CELL_LIMIT ? lastTag : pending.length;
    const out: string[] = [];
    let at = 0;
    // Most sheets have no cell to rewrite (Excel writes its text as shared strings): looking is quicker so.
    const mayRewrite = ['inlineStr', '"b"', "'b'"].some((type) => pending.includes(type));
    REWRITTEN_CELL.lastIndex = mayRewrite ? 0 : pending.length;
    for (let open = REWRITTEN_CELL.exec(pending); open !== null; open = REWRITTEN_CELL.exec(pending)) {
      if (open[0].endsWith('/>')) continue;
      CELL_END.lastIndex = REWRITTEN_CELL.lastIndex;
      const end = CELL_END.exec(pending);
      if (end === null) {
        if (pending.length - open.index <= CELL_LIMIT) kept = open.index;
        break;
      }
      const cellEnd = end.index + end[0].length;
      out.push(pending.slice(at, open.index), cellAsLoaded(pending.slice(open.index, cellEnd), open[0]));
      at = REWRITTEN_CELL.lastIndex = cellEnd;
    }
    out.push(pending.slice(at, kept));
    pending = pending.slice(kept);
    const text = out.join('');
    if (text !== '') yield text;
  }
  if (pending !== '') yield pending;
}

/** The text of XML character data (a CDATA section is not taken apart: such a cell is left as it is). */
const xmlText = (raw: string) =>
  raw.replace(ENTITY, (_, name?: string, dec?: string, hex?: string) =>
    name === undefined
      ? String.fromCodePoint(dec === undefined ? parseInt(hex ?? '', 16) : Number(dec))
      : (NAMED[name] ?? ''),
  );

/**
 * Character data the streaming reader reads as `text`: it unescapes an inline string's text once more after
 * the XML parser has (`&amp;lt;` would come out as `<`), so `&` is escaped twice.
 */
const forStreamingReader = (text: string) =>
  text.replace(/&/g, '&amp;amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One `<c>…</c>` as the streaming reader must see it to read what `load` read:
 * - an inline string is its runs' text joined, as a shared string's is (the streaming reader keeps the last
 *   run), less its phonetic reading (which `load` could not read at all: it lost the rest of the sheet);
 * - a formula's boolean result is TRUE (the streaming reader reads it as the number 1). A false result is left
 *   as it is: `load` dropped it, as it drops every formula result that is 0 or empty, and so does the
 *   streaming reader, so it reads as an empty cell.
 * A formula's error result needs nothing: both read it as an empty cell.
 */
function cellAsLoaded(cell: string, open: string): string {
  if (cell.includes('<![CDATA[')) return cell;
  const type = TYPE.exec(open)?.[2];
  if (type === 'inlineStr') {
    const inline = INLINE_STRING.exec(cell);
    const body = inline?.[1];
    if (inline === null || body === undefined) return cell;
    // One text, nothing escaped: the streaming reader reads it as `load` did.
    if (!/&|<rPh\b|<t\b[\s\S]*<t\b/.test(body)) return cell;
    const runs = body.replace(PHONETIC, '');
    const text = [...runs.matchAll(TEXT)].map((m) => xmlText(m[1] ?? '')).join('');
    return (
      cell.slice(0, inline.index) +
      `<is><t>${forStreamingReader(text)}</t></is>` +
      cell.slice(inline.index + inline[0].length)
    );
  }
  if (type === 'b' && FORMULA.test(cell)) {
    const value = VALUE.exec(cell);
    // `load` took a value that is not a number as true, as it takes any but 0.
    if (value === null || value[1] === '' || parseInt(value[1] ?? '', 10) === 0) return cell;
    return (
      open.replace(TYPE, ' t="str"') +
      cell.slice(open.length, value.index) +
      `<v>${cellText(true)}</v>` +
      cell.slice(value.index + value[0].length)
    );
  }
  return cell;
}

/**
 * Gives each merged range's cells its first cell's text, within the rows the sheet has and the columns of its
 * widest row (a range over a whole column must not make a million rows). Ranges may not overlap (Excel never
 * writes such, and `load` refused them): a sheet whose ranges fill more cells than it has is refused too.
 */
function fillMerges(lines: SheetLine[], merges: readonly Merge[]): void {
  if (merges.length === 0) return;
  const width = lines.reduce((n, l) => Math.max(n, l.cells.length), 0);
  let budget = lines.length * width;
  /** The index of the first line at or after row `row` (lines are in row order). */
  const firstAt = (row: number) => {
    let [low, high] = [0, lines.length];
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((lines[mid]?.line ?? Infinity) < row) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  for (const { top, left, bottom, right } of merges) {
    const master = lines[firstAt(top)];
    const text = master?.line === top ? (master.cells[left - 1] ?? '') : '';
    if (text === '' || left > width) continue;
    for (let i = firstAt(top); i < lines.length; i++) {
      const line = lines[i];
      if (line === undefined || line.line > bottom) break;
      for (let c = left; c <= Math.min(right, width); c++) {
        if (--budget < 0) throw corruptXlsx();
        while (line.cells.length < c) line.cells.push('');
        line.cells[c - 1] = text;
      }
    }
  }
}

const WORKSHEET_TARGET = /^worksheets\/sheet(\d+)\.xml$/;

/**
 * The part number of the workbook's first worksheet, chosen as `load` chose it: the first sheet in the
 * workbook's list whose relation points at a worksheet part (a chart sheet is passed over).
 */
function firstWorksheetPart(state: WorkbookReaderState): number | null {
  const targets = new Map((state.workbookRels ?? []).map((r) => [r.Id, r.Target ?? '']));
  for (const sheet of state.model?.sheets ?? []) {
    const target = (targets.get(sheet.rId) ?? '').replace(/^(\s|\/xl\/)+/, '');
    const part = WORKSHEET_TARGET.exec(target)?.[1];
    if (part !== undefined) return Number(part);
  }
  return null;
}

/** The first worksheet's rows that are not blank, or an `ImportFileError` saying why it cannot be read. */
export async function readFirstSheet(bytes: Uint8Array): Promise<SheetLine[]> {
  const archive = await guardXlsxArchive(bytes);
  const source = Readable.from([Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    // Each worksheet is announced with its part's number just before it is handed out.
    entries: 'emit',
  });
  let part: number | null = null;
  (reader as unknown as EventEmitter).on('entry', (entry: { type?: string; id?: string }) => {
    if (entry.type === 'worksheet') part = Number(entry.id);
  });
  decodePartsAsText(reader);
  const state = reader as unknown as WorkbookReaderState;
  // A workbook without shared strings (or relations) would otherwise send its sheets to temporary files.
  state.sharedStrings = [];
  state.workbookRels = [];
  let lines: SheetLine[] | null = null;
  const merges: Merge[] = [];
  try {
    for await (const sheet of reader) {
      // Any other sheet is skipped unread (the reader drains its entry).
      if (part === null || part !== firstWorksheetPart(state)) continue;
      const sheetState = sheet as unknown as WorksheetReaderState;
      sheetState.iterator = cellsAsLoaded(decodedNotingMerges(sheetState.iterator, merges));
      const date1904 = state.properties?.model?.date1904 === true;
      lines = [];
      for await (const row of sheet) {
        const cells: string[] = [];
        for (let c = 1; c <= row.cellCount; c++) {
          cells.push(cellText(valueAsLoaded(row.getCell(c), date1904)));
        }
        lines.push({ line: row.number, cells });
      }
      break;
    }
  } catch {
    throw corruptXlsx();
  } finally {
    source.destroy();
  }
  if (lines === null) throw new ImportFileError('XLSX 文件中没有工作表');
  // In row order, as `load` gave them (a sheet's rows are written in order; this is for one that is not).
  lines.sort((a, b) => a.line - b.line);
  fillMerges(lines, merges);
  return lines.filter((l) => !isBlank(l.cells));
}
