// The sitemap module (站点地图): owns no table. It serves /sitemap.xml (every college, major, announcement
// and article page and the public list pages, from the catalog's and the content module's faces) and
// /robots.txt (what crawlers may read, and where the sitemap is), for search engines.
import type { FastifyInstance } from 'fastify';
import { sitemapRoutes, type SitemapRoutesDeps } from './routes.ts';
import { SITEMAP_MAX_URLS } from './xml.ts';

export { escapeXml, sitemapIndex, urlset, type SitemapUrl } from './xml.ts';

export interface SitemapDeps extends Omit<SitemapRoutesDeps, 'maxUrls'> {
  /** The most URLs one sitemap file holds before /sitemap.xml becomes an index (50,000; tests lower it). */
  maxUrls?: number | undefined;
}

export interface Sitemap {
  /** The plugin serving GET /sitemap.xml, /sitemap/<n>.xml and /robots.txt. */
  routes: (app: FastifyInstance) => Promise<void>;
}

export function createSitemap({ maxUrls, ...deps }: SitemapDeps): Sitemap {
  return { routes: sitemapRoutes({ ...deps, maxUrls: maxUrls ?? SITEMAP_MAX_URLS }) };
}
