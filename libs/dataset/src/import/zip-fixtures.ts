// Fixtures of the XLSX gate's tests: ZIP archives built byte by byte, so an entry's header can claim any
// size, and deflated runs of zeros (a zip bomb) made in pieces so the test itself never holds them inflated.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntryFixture {
  name: string;
  /** The entry's compressed bytes (use `deflatedZeros` or `deflated`). */
  data: Uint8Array;
  /** What the headers claim the entry inflates to. */
  declaredSize: number;
  /** 8 (deflate, the default) or 0 (stored). */
  method?: number;
}

/** `text` deflated, with its true size and CRC. */
export function deflated(name: string, text: string): ZipEntryFixture {
  const raw = new TextEncoder().encode(text);
  return { name, data: deflateRawSync(raw), declaredSize: raw.length };
}

/** `size` zero bytes deflated, fed 1 MiB at a time (deflate keeps only its window). */
export function deflatedZeros(size: number): Uint8Array {
  const piece = new Uint8Array(1024 * 1024);
  const parts: Uint8Array[] = [];
  // Each piece ends with a full flush (byte-aligned, not the last block) and refers to nothing before it,
  // so the pieces laid end to end are one valid deflate stream; the last piece finishes it.
  let left = size;
  while (left > 0) {
    const n = Math.min(left, piece.length);
    left -= n;
    const finishFlush = left > 0 ? constants.Z_FULL_FLUSH : constants.Z_FINISH;
    parts.push(deflateRawSync(piece.subarray(0, n), { finishFlush }));
  }
  return Buffer.concat(parts);
}

/** A ZIP archive of `entries` (local records, central directory, end record). */
export function zipOf(entries: readonly ZipEntryFixture[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const crc = entry.method === 0 ? crc32(entry.data) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method ?? 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method ?? 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** The names in an archive's central directory. */
export function entryNames(zip: Uint8Array): string[] {
  const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  const names: string[] = [];
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const nameLength = bytes.readUInt16LE(at + 28);
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return names;
}

/** The entries of a real archive (one written by exceljs, say), to build a variant of it with `zipOf`. */
export function entriesOf(zip: Uint8Array): ZipEntryFixture[] {
  const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  const entries: ZipEntryFixture[] = [];
  let at = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    const from = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      data: bytes.subarray(from, from + bytes.readUInt32LE(at + 20)),
      declaredSize: bytes.readUInt32LE(at + 24),
      method: bytes.readUInt16LE(at + 10),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}
