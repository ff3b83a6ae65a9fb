// The parser's decoding: UTF-8 with or without a BOM, GBK and UTF-16, and bytes that are neither.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText, parseImportFile } from './parse.ts';
import { GOOD_ROWS, gbk, gbkTable, recordsCsv, utf8, withBom } from './parse-fixtures.ts';

describe('encodings', () => {
  it('reads UTF-8 without BOM, with BOM, GBK and UTF-16 alike', async () => {
    const text = recordsCsv(...GOOD_ROWS);
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...text].map((c) => c.charCodeAt(0))).buffer),
    ]);
    const results = await Promise.all(
      [utf8(text), withBom(text), gbk(text), utf16].map((bytes) =>
        parseImportFile('admission-records', bytes),
      ),
    );
    expect(results.map((r) => r.encoding)).toEqual(['utf-8', 'utf-8-bom', 'gbk', 'utf-16le']);
    for (const result of results) {
      expect(result.errors).toEqual([]);
      expect(result.rows).toEqual(results[0]?.rows);
    }
    expect(results[0]?.rows).toHaveLength(4);
  });

  it('detects GBK for any Chinese text that is not valid UTF-8', () => {
    const chars = [...gbkTable.keys()].filter((c) => /\p{Script=Han}/u.test(c));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: 30 }), (picked) => {
        const text = picked.join('');
        const bytes = gbk(text);
        let validUtf8 = true;
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          validUtf8 = false;
        }
        expect(decodeText(bytes)).toEqual(
          validUtf8 ? { text: expect.any(String), encoding: 'utf-8' } : { text, encoding: 'gbk' },
        );
      }),
    );
  });

  it('reports bytes that are neither UTF-8 nor GBK as one clear file error', async () => {
    const bytes = new Uint8Array([...utf8('年份,科类\n'), 0xff, 0xff, 0x0a]);
    const result = await parseImportFile('rank-table', bytes);
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      {
        line: null,
        column: null,
        message: '文件编码无法识别：请将 CSV 另存为 UTF-8 或 GBK（ANSI）编码，或直接上传 XLSX 文件',
      },
    ]);
    const badBom = new Uint8Array([0xef, 0xbb, 0xbf, 0xff, 0xfe, 0xfd]);
    expect((await parseImportFile('rank-table', badBom)).errors[0]?.message).toContain(
      '不是有效的该编码文本',
    );
  });
});
