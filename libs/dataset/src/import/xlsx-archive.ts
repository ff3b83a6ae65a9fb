/**
 * The gate an XLSX passes before exceljs sees it. A small zip bomb took 3.6 GB when exceljs loaded the whole
 * workbook (issue #35). Here the central directory is read and only the parts the sheet reader reads are
 * kept — the workbook's relationships and sheet list, its shared strings and styles, its worksheets — so
 * pictures, drawings, embedded files, themes and the rest are neither inflated nor handed on. Every kept
 * entry's declared size and ratio are checked, and it is inflated as a stream that is stopped as soon as it
 * passes its limit — whatever its header claims — with nothing kept. The archive handed on holds the kept
 * entries in the order the streaming reader needs them (see xlsx-sheet.ts).
 */
import { createInflateRaw } from 'node:zlib';
import { corruptXlsx, ImportFileError } from './import-file-error.ts';

export interface XlsxArchiveLimits {
  /** Entries in the archive. */
  maxEntries: number;
  /** Bytes of all the entries handed on, inflated. */
  maxTotalBytes: number;
  /** Inflated bytes per compressed byte of one entry (checked once the entry is past `ratioFreeBytes`). */
  maxRatio: number;
  /** An entry smaller than this, inflated, is not held to the ratio (tiny XML compresses unusually well). */
  ratioFreeBytes: number;
}

const MiB = 1024 * 1024;

/** Generous for a real workbook of the upload's 32 MiB (its sheets' XML compresses 10–30 times). */
export const XLSX_ARCHIVE_LIMITS: XlsxArchiveLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 256 * MiB,
  maxRatio: 100,
  ratioFreeBytes: MiB,
};

/** An XLSX refused by the gate; `inflatedBytes` is how much was inflated before the refusal. */
export class XlsxArchiveError extends ImportFileError {
  readonly inflatedBytes: number;
  constructor(message: string, inflatedBytes: number) {
    super(message);
    this.name = 'XlsxArchiveError';
    this.inflatedBytes = inflatedBytes;
  }
}

interface Entry {
  name: string;
  /** The name as stored (UTF-8 or, without flag bit 11, the DOS code page: copied, not re-encoded). */
  nameBytes: Uint8Array;
  flags: number;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
  /** The entry's record in the central directory. */
  record: Uint8Array;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;
/** Flag bit 3: sizes and CRC follow the data instead of being in the local header. */
const DATA_DESCRIPTOR = 0x08;

/** The parts the sheet reader reads, in the order it must meet them: the sheets come last. */
const WORKBOOK_PARTS = [
  'xl/_rels/workbook.xml.rels',
  'xl/workbook.xml',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The entries the sheet reader reads, in reading order (worksheets by their number). */
function entriesRead(entries: readonly Entry[]): Entry[] {
  const parts = WORKBOOK_PARTS.flatMap((name) => entries.filter((e) => e.name === name));
  const sheetNumber = (e: Entry) => Number(WORKSHEET.exec(e.name)?.[1]);
  const sheets = entries
    .filter((e) => WORKSHEET.test(e.name))
    .sort((a, b) => sheetNumber(a) - sheetNumber(b));
  return [...parts, ...sheets];
}

const mb = (bytes: number) => `${Math.round(bytes / MiB)} MB`;

function findEndOfCentralDirectory(view: DataView): number {
  const earliest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= earliest; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw corruptXlsx();
}

function readCentralDirectory(bytes: Uint8Array, limits: XlsxArchiveLimits): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  const start = view.getUint32(end + 16, true);
  if (count === 0xffff || start === ZIP64_MARK) {
    throw new XlsxArchiveError('XLSX 文件过大：不支持 ZIP64 格式的工作簿', 0);
  }
  if (count > limits.maxEntries) {
    throw new XlsxArchiveError(`XLSX 文件中的条目过多（最多 ${limits.maxEntries} 个）`, 0);
  }
  const entries: Entry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw corruptXlsx();
    const nameLength = view.getUint16(at + 28, true);
    const length = 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const entry: Entry = {
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      nameBytes: bytes.subarray(at + 46, at + 46 + nameLength),
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      record: bytes.subarray(at, at + length),
    };
    if ([entry.compressedSize, entry.declaredSize, entry.localOffset].includes(ZIP64_MARK)) {
      throw new XlsxArchiveError('XLSX 文件过大：不支持 ZIP64 格式的工作簿', 0);
    }
    entries.push(entry);
    at += length;
  }
  return entries;
}

/** Where an entry's compressed bytes start (after its local header, whose lengths may differ). */
function dataStart(bytes: Uint8Array, entry: Entry): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL) {
    throw corruptXlsx();
  }
  return at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
}

/**
 * Inflates `data` as a stream, counting and dropping the output, and stops once more than `cap` bytes came
 * out. Answers the bytes inflated (at most `cap` plus one chunk of zlib's output).
 */
function inflatedSize(data: Uint8Array, cap: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => reject(corruptXlsx()));
    inflate.end(data);
  });
}

/**
 * A new archive of `kept`, in that order: each entry's compressed bytes behind a local header written from its
 * central record (sizes and CRC in the header, no data descriptor), then the central directory. A streaming
 * reader walks the local headers, so it meets only these entries, in this order.
 */
function archiveOf(bytes: Uint8Array, kept: readonly Entry[]): Uint8Array {
  const parts = kept.map((entry) => {
    const from = dataStart(bytes, entry);
    return { entry, data: bytes.subarray(from, from + entry.compressedSize) };
  });
  const localSize = parts.reduce((n, { entry, data }) => n + 30 + entry.nameBytes.length + data.length, 0);
  const centralSize = kept.reduce((n, entry) => n + 46 + entry.nameBytes.length, 0);
  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  const offsets: number[] = [];
  let at = 0;
  for (const { entry, data } of parts) {
    const central = new DataView(entry.record.buffer, entry.record.byteOffset, entry.record.byteLength);
    const name = entry.nameBytes;
    offsets.push(at);
    view.setUint32(at, LOCAL, true);
    view.setUint16(at + 4, central.getUint16(6, true), true); // version needed to extract
    view.setUint16(at + 6, entry.flags & ~DATA_DESCRIPTOR, true);
    view.setUint16(at + 8, entry.method, true);
    view.setUint32(at + 10, central.getUint32(12, true), true); // time and date
    view.setUint32(at + 14, central.getUint32(16, true), true); // CRC-32
    view.setUint32(at + 18, entry.compressedSize, true);
    view.setUint32(at + 22, entry.declaredSize, true);
    view.setUint16(at + 26, name.length, true);
    out.set(name, at + 30);
    out.set(data, at + 30 + name.length);
    at += 30 + name.length + data.length;
  }
  kept.forEach((entry, i) => {
    const name = entry.nameBytes;
    out.set(entry.record.subarray(0, 46), at);
    view.setUint16(at + 8, entry.flags & ~DATA_DESCRIPTOR, true);
    view.setUint16(at + 30, 0, true); // no extra field
    view.setUint16(at + 32, 0, true); // no comment
    view.setUint32(at + 42, offsets[i] ?? 0, true);
    out.set(name, at + 46);
    at += 46 + name.length;
  });
  view.setUint32(at, EOCD, true);
  view.setUint16(at + 8, kept.length, true);
  view.setUint16(at + 10, kept.length, true);
  view.setUint32(at + 12, centralSize, true);
  view.setUint32(at + 16, localSize, true);
  return out;
}

/**
 * Checks the parts of an XLSX archive the sheet reader reads against `limits` and answers the archive of
 * only those parts, in reading order, to hand to it; or throws an `ImportFileError` whose Chinese message names the limit that was passed.
 */
export async function guardXlsxArchive(
  bytes: Uint8Array,
  limits: XlsxArchiveLimits = XLSX_ARCHIVE_LIMITS,
): Promise<Uint8Array> {
  const kept = entriesRead(readCentralDirectory(bytes, limits));
  // Refused on the declarations alone: nothing inflated yet.
  const tooBig = () =>
    new XlsxArchiveError(`XLSX 文件解压后过大（最多 ${mb(limits.maxTotalBytes)}），请删去无关内容后重试`, 0);
  const tooDense = (name: string) =>
    new XlsxArchiveError(
      `XLSX 文件中的 ${name} 压缩比异常（超过 ${limits.maxRatio} 倍），疑似压缩炸弹，已拒绝`,
      0,
    );
  const ratioCap = (entry: Entry) => Math.max(limits.ratioFreeBytes, entry.compressedSize * limits.maxRatio);
  let declared = 0;
  for (const entry of kept) {
    declared += entry.declaredSize;
    if (declared > limits.maxTotalBytes) throw tooBig();
    if (entry.declaredSize > ratioCap(entry)) throw tooDense(entry.name);
  }
  // The declared sizes are within the limits; an entry must now inflate to exactly its declared size. A
  // header may lie, so the stream stops one chunk past it, and what is inflated in all never passes the
  // declared total (itself within the limit).
  let inflated = 0;
  for (const entry of kept) {
    const from = dataStart(bytes, entry);
    const data = bytes.subarray(from, from + entry.compressedSize);
    if (entry.method !== 0 && entry.method !== 8) {
      throw new ImportFileError(`XLSX 文件中的 ${entry.name} 使用了不支持的压缩方式`);
    }
    const size = entry.method === 0 ? data.length : await inflatedSize(data, entry.declaredSize);
    inflated += size;
    if (size !== entry.declaredSize) {
      throw new XlsxArchiveError(
        `无法读取 XLSX 文件：${entry.name} 的实际大小与文件记录不符，文件已损坏`,
        inflated,
      );
    }
  }
  return archiveOf(bytes, kept);
}
