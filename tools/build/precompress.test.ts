import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(relative: string, body: string) {
  const file = path.join(dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy of text files, but not of small files nor under the folders it skips', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-precompress-'));
    const big = 'const answer = 42;\n'.repeat(200);
    write('assets/app.js', big);
    write('assets/tiny.js', 'x');
    write('assets/logo.png', big);
    write('pages/home.html', `<p>${big}</p>`);
    write('ssr/entry-server.mjs', big);

    expect(precompressDir(dir, ['ssr'])).toBe(2);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets/app.js.br'))).toString()).toBe(
      big,
    );
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets/app.js.gz'))).toString()).toBe(big);
    expect(fs.existsSync(path.join(dir, 'pages/home.html.br'))).toBe(true);
    for (const left of ['assets/tiny.js.br', 'assets/logo.png.br', 'ssr/entry-server.mjs.br'])
      expect(fs.existsSync(path.join(dir, left)), left).toBe(false);
  });
});
