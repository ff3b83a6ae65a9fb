/**
 * `GET /api/site/config`: what every page of the site needs before it draws anything — the titles and
 * footer texts staff set (with defaults), the two external navigation links, the region and its exam years
 * with their categories, batches and score lines (data, not code: a later reform is a data change), whether
 * sample data is in use, and the attribution lines of the shipped data.
 */
import * as z from 'zod';
import { DEFAULT_NAVIGATION_LINKS, DEFAULT_SITE_TITLE } from '../site-defaults.ts';

export { DEFAULT_NAVIGATION_LINKS, DEFAULT_SITE_TITLE };

/** An external link of the main navigation (opened in a new tab). */
export const navigationLinkSchema = z.object({ label: z.string(), url: z.string() });
export type NavigationLink = z.output<typeof navigationLinkSchema>;

/** A category of candidates in a year; `track` links categories across the reform (理科 → 物理类). */
export const siteCategorySchema = z.object({ name: z.string(), track: z.string() });

/** A batch of a year with its volunteer limits. */
export const siteBatchSchema = z.object({
  name: z.string(),
  level: z.string(),
  /** The unit of one volunteer: 院校 (up to 2024) or 院校专业组 (from 2025). */
  unit: z.string(),
  choices: z.number().int(),
  majorsPerChoice: z.number().int(),
  adjustment: z.boolean(),
  /** The score line gating the batch. */
  line: z.string(),
  /** 提前批. */
  advance: z.boolean(),
});

/** A score line published for a year: a batch line (批次线) or a control line (控制线). */
export const siteScoreLineSchema = z.object({ name: z.string(), kind: z.string() });

/** One exam year of the region. */
export const siteYearSchema = z.object({
  year: z.number().int(),
  categories: z.array(siteCategorySchema),
  batches: z.array(siteBatchSchema),
  scoreLines: z.array(siteScoreLineSchema),
});
export type SiteYear = z.output<typeof siteYearSchema>;

/** A source line shown under the data it covers (来源：…). */
export const attributionSchema = z.object({ text: z.string(), url: z.string().nullable() });

export const siteConfigData = z.object({
  /** Browser title and header text; 高考志愿填报系统 by default. */
  siteTitle: z.string(),
  /** The school running the site ('' until staff set it). */
  schoolName: z.string(),
  /** The footer's contact line of the academic office ('' when unset). */
  contactLine: z.string(),
  /** ICP 备案号 of the footer ('' when unset). */
  filingNumber: z.string(),
  /** The footer's copyright line. */
  copyright: z.string(),
  /** QR code images (URLs), null when unset: the volunteer-application account and the school's account. */
  qrCodes: z.object({ follow: z.string().nullable(), school: z.string().nullable() }),
  /** The two external links of the main navigation. */
  navigation: z.object({ collegeIntro: navigationLinkSchema, findMajor: navigationLinkSchema }),
  region: z.object({ province: z.string(), provinceFull: z.string() }),
  /** 当前年份: the exam year students prepare for (set in 站点设置; the region config's until then). */
  currentYear: z.number().int(),
  /**
   * Every year the site knows, ascending — the region config's, the data's and 当前年份 — each with the
   * categories, batches and score lines in force that year.
   */
  years: z.array(siteYearSchema),
  /** True while any score line, rank table or admission record is generated sample data (示例数据). */
  sampleData: z.boolean(),
  /** The badge shown next to sample values. */
  sampleBadge: z.string(),
  attributions: z.object({
    universities: attributionSchema,
    majors: attributionSchema,
    eliteTags: attributionSchema,
    divisions: attributionSchema,
    /** The region's exam authority, under the official rows it published (来源：内蒙古自治区教育招生考试中心). */
    official: attributionSchema,
    sample: attributionSchema,
  }),
});
export type SiteConfig = z.output<typeof siteConfigData>;
