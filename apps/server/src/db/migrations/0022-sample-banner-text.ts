// The sample banners of 0005 drew their title, subtitle and a 示例 tag into the picture, where the carousel lays
// its caption (示例：title) over the lower part: on every width the caption covered the tag, and on a phone the
// subtitle too. The new pictures carry the subtitle, large and centred in the upper half (clear of the arrows
// at the sides on a phone), and the 示例 tag in the top corner; the caption names the banner. Only banners
// still holding 0005's picture change: a picture staff replaced stays.
import type { Kysely } from 'kysely';
import { bannerDataUrl, SAMPLES, sampleBannerDataUrl, type SampleBanner } from './0005-carousel.ts';

/** A 1200×375 banner: 0005's background; the subtitle and the 示例 tag above the caption's band. */
export function captionSafeBannerDataUrl(banner: SampleBanner): string {
  return bannerDataUrl(
    banner,
    `<text x="600" y="160" font-family="sans-serif" font-size="52" font-weight="bold" fill="#ffffff" text-anchor="middle">` +
      `${banner.subtitle}</text>` +
      `<rect x="40" y="28" width="96" height="40" rx="6" fill="#ffffff" fill-opacity="0.2"/>` +
      `<text x="88" y="56" font-family="sans-serif" font-size="22" fill="#ffffff" text-anchor="middle">示例</text>`,
  );
}

interface BannerDb {
  carousel_items: { image_url: string; is_sample: number };
}

async function replacePictures(db: Kysely<unknown>, picture: (banner: SampleBanner) => [string, string]) {
  const banners = db as unknown as Kysely<BannerDb>;
  for (const banner of SAMPLES) {
    const [from, to] = picture(banner);
    await banners
      .updateTable('carousel_items')
      .set({ image_url: to })
      .where('is_sample', '=', 1)
      .where('image_url', '=', from)
      .execute();
  }
}

export function sampleBannerText() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await replacePictures(db, (b) => [sampleBannerDataUrl(b), captionSafeBannerDataUrl(b)]);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await replacePictures(db, (b) => [captionSafeBannerDataUrl(b), sampleBannerDataUrl(b)]);
    },
  };
}
