// The site config, announcements and articles on both databases: defaults and staff settings (another
// process's change shows at once: settings are read per request), the region's years as data, the sample flag, and
// the seeded sample texts with their parsed bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleItem, NewsDetail, NewsItem, SiteConfig } from '@zhiyuan/contracts';
import { openDatabase } from '../src/db/database.ts';
import { writeSiteSetting } from '../src/modules/site/index.ts';
import { collegeId, SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import type { Page } from './support/query.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('site config and content on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
  });
  afterAll(() => t.close());

  describe('GET /api/site/config', () => {
    it('answers the defaults, the region’s years as data, the sample flag and the attributions', async () => {
      const config = expectSuccess(await t.call<SiteConfig>({ url: '/api/site/config' }));
      expect(config).toMatchObject({
        siteTitle: '高考志愿填报系统',
        schoolName: '',
        contactLine: '',
        filingNumber: '',
        copyright: '© 2026 高考志愿填报系统',
        qrCodes: { follow: null, school: null },
        navigation: {
          collegeIntro: { label: '院校介绍', url: 'https://gaokao.chsi.com.cn/sch/' },
          findMajor: { label: '找专业', url: 'https://gaokao.chsi.com.cn/zyk/zybk/' },
        },
        region: { province: '内蒙古', provinceFull: '内蒙古自治区' },
        currentYear: 2026,
        sampleData: true,
        sampleBadge: '示例数据',
      });
      expect(config.years.map((y) => y.year)).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
      const y2024 = config.years.find((y) => y.year === 2024);
      const y2025 = config.years.find((y) => y.year === 2025);
      expect(y2024?.categories).toEqual([
        { name: '理科', track: '物理' },
        { name: '文科', track: '历史' },
      ]);
      expect(y2025?.categories.map((c) => c.name)).toEqual(['物理类', '历史类']);
      expect(y2024?.batches.map((b) => b.name)).toContain('本科一批');
      expect(y2025?.batches.find((b) => b.name === '本科批')).toMatchObject({
        unit: '院校专业组',
        level: '本科',
      });
      expect(y2025?.scoreLines.map((l) => l.kind)).toEqual([
        '控制线',
        '批次线',
        '控制线',
        '批次线',
        '控制线',
      ]);
      expect(config.attributions.universities.text).toMatch(/^来源：中华人民共和国教育部/);
      expect(config.attributions.sample.text).toMatch(/^示例数据/);
    });

    it('shows what the CLI set from another process at once, without waiting for a cache', async () => {
      const other = openDatabase(t.database.url);
      try {
        await writeSiteSetting(other.db, 'site.schoolName', '呼和浩特市第二中学', Date.now());
        await writeSiteSetting(other.db, 'site.title', '二中志愿填报', Date.now());
        await writeSiteSetting(other.db, 'site.qrCode.follow', 'https://example.cn/qr.png', Date.now());
        await writeSiteSetting(other.db, 'nav.findMajor.url', 'https://example.cn/majors', Date.now());
      } finally {
        await other.close();
      }
      const config = expectSuccess(await t.call<SiteConfig>({ url: '/api/site/config' }));
      expect(config).toMatchObject({
        siteTitle: '二中志愿填报',
        schoolName: '呼和浩特市第二中学',
        copyright: '© 2026 呼和浩特市第二中学',
        qrCodes: { follow: 'https://example.cn/qr.png', school: null },
      });
      expect(config.navigation.findMajor).toEqual({ label: '找专业', url: 'https://example.cn/majors' });
      // An emptied setting takes its default again.
      await writeSiteSetting(t.app.db, 'site.title', '', Date.now());
      expect(expectSuccess(await t.call<SiteConfig>({ url: '/api/site/config' })).siteTitle).toBe(
        '高考志愿填报系统',
      );
    });
  });

  describe('announcements', () => {
    it('lists the sample announcements newest first, by category and keyword, with paging', async () => {
      const all = expectSuccess(await t.call<Page<NewsItem>>({ url: '/api/news/list' }));
      expect(all.total).toBe(8);
      expect(all.items.every((n) => n.sample && n.title.startsWith('【示例】'))).toBe(true);
      const times = all.items.map((n) => n.publishedAt);
      expect(times).toEqual([...times].sort().reverse());
      const gaokao = expectSuccess(await t.call<Page<NewsItem>>({ url: '/api/news/list?category=gaokao' }));
      const qjjh = expectSuccess(await t.call<Page<NewsItem>>({ url: '/api/news/list?category=qjjh' }));
      expect([gaokao.total, qjjh.total]).toEqual([5, 3]);
      expect(qjjh.items.every((n) => n.category === 'qjjh')).toBe(true);
      const found = expectSuccess(
        await t.call<Page<NewsItem>>({ url: `/api/news/list?keyword=${encodeURIComponent('院校专业组')}` }),
      );
      expect(found.items.map((n) => n.title)).toContain('【示例】院校专业组平行志愿填报要点');
      expect(found.total).toBeLessThan(all.total);
      expect(
        expectSuccess(
          await t.call<Page<NewsItem>>({ url: `/api/news/list?keyword=${encodeURIComponent('100%_')}` }),
        ).total,
      ).toBe(0);
      const page2 = expectSuccess(await t.call<Page<NewsItem>>({ url: '/api/news/list?pageSize=3&page=2' }));
      expect(page2.items.map((n) => n.id)).toEqual(all.items.slice(3, 6).map((n) => n.id));
      expectFailure(
        await t.call({ url: '/api/news/list?category=notice' }),
        '100400',
        400,
        '公告类别应为 gaokao 或 qjjh',
      );
    });

    it('answers one announcement with its body as plain-text blocks, and 404 for an unknown id', async () => {
      const list = expectSuccess(await t.call<Page<NewsItem>>({ url: '/api/news/list?category=qjjh' }));
      const id = list.items.at(-1)?.id;
      const news = expectSuccess(await t.call<NewsDetail>({ url: `/api/news/get?id=${id}` }));
      expect(news.title).toBe('【示例】强基计划报名流程');
      expect(news.blocks[0]).toMatchObject({ type: 'heading', level: 2, text: '什么是强基计划' });
      expect(news.blocks.some((b) => b.type === 'list' && b.ordered)).toBe(true);
      expect(news.blocks.at(-1)).toMatchObject({
        type: 'paragraph',
        text: expect.stringContaining('示例内容'),
      });
      expect(JSON.stringify(news.blocks)).not.toMatch(/[<>]/);
      expectFailure(await t.call({ url: '/api/news/get?id=99999' }), '100404', 404, '公告不存在');
    });
  });

  describe('articles', () => {
    it('lists the sample articles by kind, each pointing at its college or major', async () => {
      const colleges = expectSuccess(
        await t.call<Page<ArticleItem>>({ url: '/api/article/list?kind=college' }),
      );
      const majors = expectSuccess(await t.call<Page<ArticleItem>>({ url: '/api/article/list?kind=major' }));
      expect([colleges.total, majors.total]).toEqual([4, 4]);
      const neida = colleges.items.find((a) => a.title.includes('内蒙古大学'));
      expect(neida?.target).toEqual({
        code: '4115010126',
        name: '内蒙古大学',
        collegeId: await collegeId(t, '内蒙古大学'),
      });
      const computing = majors.items.find((a) => a.target?.code === '080901');
      expect(computing?.target).toEqual({ code: '080901', name: '计算机科学与技术', collegeId: null });
      expect([...colleges.items, ...majors.items].every((a) => a.sample)).toBe(true);
      expectFailure(
        await t.call({ url: '/api/article/list?kind=school' }),
        '100400',
        400,
        '文章类别应为 college 或 major',
      );
    });

    it('answers one article, and 404 for an unknown id', async () => {
      const list = expectSuccess(
        await t.call<Page<ArticleItem>>({ url: `/api/article/list?keyword=${encodeURIComponent('临床')}` }),
      );
      expect(list.total).toBe(1);
      const article = expectSuccess(
        await t.call<ArticleDetail>({ url: `/api/article/get?id=${list.items[0]?.id}` }),
      );
      expect(article.body).toContain('## 学什么');
      expect(article.blocks[0]).toMatchObject({ type: 'heading', level: 2, text: '学什么' });
      expectFailure(await t.call({ url: '/api/article/get?id=99999' }), '100404', 404, '文章不存在');
    });
  });
});

describe('site config without sample data', () => {
  it('says no sample data is in use when no sample row exists', async () => {
    const t = await startTestApp('sqlite', { seed: { ...SMALL_SEED, years: [] } });
    try {
      const config = expectSuccess(await t.call<SiteConfig>({ url: '/api/site/config' }));
      expect(config.sampleData).toBe(false);
    } finally {
      await t.close();
    }
  });
});
