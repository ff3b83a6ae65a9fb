// Migration 0022 gives the sample banners pictures whose text stays clear of the carousel's caption, and leaves
// a banner whose picture staff replaced as it was; going back restores 0005's pictures.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { SAMPLES, sampleBannerDataUrl } from '../src/db/migrations/0005-carousel.ts';
import { captionSafeBannerDataUrl } from '../src/db/migrations/0022-sample-banner-text.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './support/databases.ts';
import { migratorOf } from './support/migrator.ts';

const BEFORE = '0021-other-high-school';
const STAFF_PICTURE = '/media/2026/banner.png';

/** The picture drawn as SVG text: what it says. */
const textsOf = (dataUrl: string) =>
  [...decodeURIComponent(dataUrl).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('the caption-safe sample banner', () => {
  it('draws the subtitle and the 示例 tag in the upper half, where the caption never lies', () => {
    const banner = SAMPLES[0];
    if (!banner) throw new Error('no sample banner');
    expect(textsOf(sampleBannerDataUrl(banner))).toEqual([banner.title, banner.subtitle, '示例']);
    const picture = decodeURIComponent(captionSafeBannerDataUrl(banner));
    expect(textsOf(picture)).toEqual([banner.subtitle, '示例']);
    const heights = [...picture.matchAll(/<text[^>]* y="(\d+)"/g)].map((m) => Number(m[1]));
    expect(heights).toHaveLength(2);
    for (const y of heights) expect(y).toBeLessThan(375 / 2);
  });
});

describe.each(DATABASE_KINDS)('migration 0022-sample-banner-text on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  afterEach(async () => {
    await database.db.destroy();
    await test.drop();
  });

  it('replaces the sample pictures, keeps a staff picture, and goes back', async () => {
    test = await createTestDatabase(kind);
    database = openDatabase(test.url);
    const { db } = database;
    const migrator = migratorOf(database);
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const pictures = () =>
      db.selectFrom('carousel_items').select('image_url').orderBy('sort_order').execute();
    const first = await db
      .selectFrom('carousel_items')
      .select('id')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('carousel_items')
      .set({ image_url: STAFF_PICTURE })
      .where('id', '=', first.id)
      .execute();
    const [, second, third] = SAMPLES;
    if (!second || !third) throw new Error('three sample banners expected');

    await migrateToLatest(database);
    expect(await pictures()).toEqual([
      { image_url: STAFF_PICTURE },
      { image_url: captionSafeBannerDataUrl(second) },
      { image_url: captionSafeBannerDataUrl(third) },
    ]);

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await pictures()).toEqual([
      { image_url: STAFF_PICTURE },
      { image_url: sampleBannerDataUrl(second) },
      { image_url: sampleBannerDataUrl(third) },
    ]);
  });
});
