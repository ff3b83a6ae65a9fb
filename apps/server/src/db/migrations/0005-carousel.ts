// The home page carousel, with three sample banners (flagged is_sample and labelled 示例) so that a fresh
// install has something to show; staff replace them with the school's own pictures.
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from '../dialect.ts';

export interface SampleBanner {
  title: string;
  subtitle: string;
  from: string;
  to: string;
}

export const SAMPLES: readonly SampleBanner[] = [
  { title: '高考志愿填报指南', subtitle: '院校、专业、分数线一站查询', from: '#1890ff', to: '#0050b3' },
  { title: '新高考选科与院校专业组', subtitle: '物理类、历史类志愿填报要点', from: '#13c2c2', to: '#006d75' },
  { title: '一分一段与位次换算', subtitle: '用位次比较历年录取情况', from: '#722ed1', to: '#391085' },
];

/**
 * A 1200×375 banner as an SVG data URL (the carousel is 375 px high): the banner's gradient with two faint
 * circles, and `foreground` (SVG markup) drawn over them. 0022 draws other text over the same background.
 */
export function bannerDataUrl(banner: SampleBanner, foreground: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="375" viewBox="0 0 1200 375">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${banner.from}"/><stop offset="1" stop-color="${banner.to}"/>` +
    `</linearGradient></defs>` +
    `<rect width="1200" height="375" fill="url(#g)"/>` +
    `<circle cx="1040" cy="80" r="160" fill="#ffffff" fill-opacity="0.08"/>` +
    `<circle cx="1120" cy="330" r="110" fill="#ffffff" fill-opacity="0.06"/>` +
    foreground +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The banner as seeded here: title, subtitle and a 示例 tag in the lower left. */
export function sampleBannerDataUrl(banner: SampleBanner): string {
  return bannerDataUrl(
    banner,
    `<text x="80" y="170" font-family="sans-serif" font-size="56" font-weight="bold" fill="#ffffff">` +
      `${banner.title}</text>` +
      `<text x="80" y="240" font-family="sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.9">` +
      `${banner.subtitle}</text>` +
      `<rect x="80" y="285" width="96" height="40" rx="6" fill="#ffffff" fill-opacity="0.2"/>` +
      `<text x="128" y="313" font-family="sans-serif" font-size="22" fill="#ffffff" text-anchor="middle">示例</text>`,
  );
}

interface SeedDb {
  carousel_items: {
    title: string;
    image_url: string;
    url: string;
    sort_order: number;
    enabled: number;
    is_sample: number;
    created_at: number;
    updated_at: number;
  };
}

export function carousel(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('carousel_items'), dialect)
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('url', 'varchar(500)', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('is_sample', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      const now = Date.now();
      await (db as unknown as Kysely<SeedDb>)
        .insertInto('carousel_items')
        .values(
          SAMPLES.map((banner, index) => ({
            title: `示例：${banner.title}`,
            image_url: sampleBannerDataUrl(banner),
            url: '',
            sort_order: (index + 1) * 10,
            enabled: 1,
            is_sample: 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('carousel_items').execute();
    },
  };
}
