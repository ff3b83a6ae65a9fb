// Picture uploads (issue 10): accepted by what the bytes are — PNG, JPEG, WebP, GIF — never by name or
// declared type (SVG, HTML and a text file called .png are refused), at most 2 MiB (100413 beyond), stored in
// the database by SHA-256 (the client's file name reaches nothing), and served at /media/<sha256>.<ext> with
// a year's immutable caching, the sniffed type and nosniff.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, type MediaUpload } from '@zhiyuan/contracts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { IMAGES, NOT_IMAGES } from './support/images.ts';
import { uploadFile } from './support/files.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const UPLOAD = '/api/admin/media/upload';

/** Every file under `dir` (recursively). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .map((e) => path.join(e.parentPath, e.name));
}

describe.each(DATABASE_KINDS)('media on %s', (kind) => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    editor = await t.signUp('13400000001', { roles: ['editor'] });
  });
  afterAll(() => t.close());

  it('accepts PNG, JPEG, WebP and GIF by their bytes, whatever they are called, and serves them', async () => {
    const names: Record<keyof typeof IMAGES, [string, string]> = {
      png: ['photo.gif', 'image/gif'],
      jpg: ['photo', 'application/octet-stream'],
      webp: ['photo.png', 'image/png'],
      gif: ['photo.jpg', 'text/plain'],
    };
    for (const [ext, bytes] of Object.entries(IMAGES) as [keyof typeof IMAGES, Uint8Array][]) {
      const [name, type] = names[ext];
      const data = expectSuccess(await uploadFile(t, UPLOAD, { name, type, bytes }, editor)) as MediaUpload;
      expect(data.url).toMatch(new RegExp(`^/media/[0-9a-f]{64}\\.${ext}$`));
      expect(data.bytes).toBe(bytes.length);
      const served = await t.app.inject({ method: 'GET', url: data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(data.contentType);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(new Uint8Array(served.rawPayload)).toEqual(bytes);
      const again = await t.app.inject({
        method: 'GET',
        url: data.url,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('stores the same picture once, under the same URL', async () => {
    const first = expectSuccess(
      await uploadFile(t, UPLOAD, { name: 'a.png', bytes: IMAGES.png }, editor),
    ) as MediaUpload;
    const second = expectSuccess(
      await uploadFile(t, UPLOAD, { name: 'b.png', bytes: IMAGES.png }, editor),
    ) as MediaUpload;
    expect(second.url).toBe(first.url);
    const rows = await t.app.db
      .selectFrom('media')
      .select('sha256')
      .where('sha256', '=', first.sha256)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses SVG, HTML and a text file called .png, naming the field', async () => {
    for (const [name, bytes, type] of [
      ['logo.svg', NOT_IMAGES.svg, 'image/svg+xml'],
      ['page.png', NOT_IMAGES.html, 'image/png'],
      ['note.png', NOT_IMAGES.textNamedPng, 'image/png'],
    ] as const) {
      const res = await uploadFile(t, UPLOAD, { name, bytes, type }, editor);
      expectFailure(res, '100400', 400, /^只能上传 PNG、JPEG、WebP 或 GIF 图片/);
      expect(res.body.data).toEqual({ field: 'file' });
    }
    expect(await t.app.db.selectFrom('media').select('sha256').execute()).toHaveLength(4);
  });

  it('refuses a picture over 2 MiB with 100413 and stores nothing', async () => {
    const big = new Uint8Array(MEDIA_MAX_BYTES + 1);
    big.set(IMAGES.png);
    const before = (await t.app.db.selectFrom('media').select('sha256').execute()).length;
    expectFailure(
      await uploadFile(t, UPLOAD, { name: 'big.png', bytes: big }, editor),
      '100413',
      413,
      /2 MB/,
    );
    expect((await t.app.db.selectFrom('media').select('sha256').execute()).length).toBe(before);
    const exact = new Uint8Array(MEDIA_MAX_BYTES);
    exact.set(IMAGES.png);
    expectSuccess(await uploadFile(t, UPLOAD, { name: 'exact.png', bytes: exact }, editor));
  });

  it('lets no client file name reach the disk', async () => {
    const root = path.dirname(t.database.url.replace(/^file:/, ''));
    const before = kind === 'sqlite' ? filesUnder(root) : [];
    const cwdBefore = filesUnder(process.cwd()).length;
    const res = await uploadFile(t, UPLOAD, { name: '../../../tmp/evil.png', bytes: IMAGES.jpg }, editor);
    const data = expectSuccess(res) as MediaUpload;
    expect(data.url).not.toContain('evil');
    expect(fs.existsSync('/tmp/evil.png')).toBe(false);
    if (kind === 'sqlite') {
      // Only the database's own files (its WAL) exist beside it.
      expect(
        filesUnder(root)
          .filter((f) => !before.includes(f))
          .every((f) => f.includes('test.db')),
      ).toBe(true);
    }
    expect(filesUnder(process.cwd()).length).toBe(cwdBefore);
  });

  it('answers 404 for names that are not a stored picture, and never reads a path', async () => {
    const { url } = expectSuccess(
      await uploadFile(t, UPLOAD, { name: 'a.png', bytes: IMAGES.png }, editor),
    ) as MediaUpload;
    for (const bad of [
      url.replace('.png', '.gif'),
      url.replace(/[0-9a-f]{64}/, '0'.repeat(64)),
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/%2e%2e/package.json',
      `/media/${'A'.repeat(64)}.png`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().message, bad).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
