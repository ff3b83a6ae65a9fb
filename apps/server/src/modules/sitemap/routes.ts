// GET /sitemap.xml, GET /sitemap/<n>.xml and GET /robots.txt: public files for search engines, outside the
// API (no envelope). URLs are absolute, from PUBLIC_ORIGIN or else the request's own protocol and host. Past
// `maxUrls` pages, /sitemap.xml is an index of /sitemap/1.xml, /sitemap/2.xml, …; otherwise those are 404.
// Each answer carries an ETag of its body (304 for a matching If-None-Match): the sitemap changes whenever
// content is published, so it is revalidated every time (`no-cache`); robots.txt only with the deployment.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@zhiyuan/contracts';
import { AppError } from '../../http/app-error.ts';
import { robotsTxt } from './robots.ts';
import { sitePages, type SitePagesDeps } from './pages.ts';
import { sitemapIndex, urlset, type SitemapUrl } from './xml.ts';

export interface SitemapRoutesDeps extends SitePagesDeps {
  publicOrigin: string | undefined;
  maxUrls: number;
}

export const SITEMAP_MESSAGES = { notFound: '站点地图不存在' } as const;
const SITEMAP_CACHE = 'public, no-cache';
const ROBOTS_CACHE = 'public, max-age=86400';
const PART = /^([1-9]\d{0,5})\.xml$/;

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  cacheControl: string,
  body: string,
) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(type).send(body);
}

export function sitemapRoutes(deps: SitemapRoutesDeps) {
  const originOf = (request: FastifyRequest) => deps.publicOrigin ?? `${request.protocol}://${request.host}`;

  /** The pages as absolute URLs, cut into the files they need (one when they fit). */
  async function parts(origin: string): Promise<SitemapUrl[][]> {
    const urls = (await sitePages(deps)).map((p) => ({
      loc: `${origin}${p.path}`,
      lastModified: p.lastModified,
    }));
    const cut: SitemapUrl[][] = [];
    for (let i = 0; i < urls.length; i += deps.maxUrls) cut.push(urls.slice(i, i + deps.maxUrls));
    return cut.length > 0 ? cut : [[]];
  }

  const latest = (urls: readonly SitemapUrl[]) =>
    urls.reduce<number | undefined>(
      (max, u) => (u.lastModified === undefined ? max : Math.max(max ?? 0, u.lastModified)),
      undefined,
    );

  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/sitemap.xml', async (request, reply) => {
      const origin = originOf(request);
      const files = await parts(origin);
      const body =
        files.length === 1
          ? urlset(files[0] ?? [])
          : sitemapIndex(
              files.map((urls, i) => ({ loc: `${origin}/sitemap/${i + 1}.xml`, lastModified: latest(urls) })),
            );
      return send(request, reply, 'application/xml; charset=utf-8', SITEMAP_CACHE, body);
    });

    app.get<{ Params: { name: string } }>('/sitemap/:name', async (request, reply) => {
      const n = Number(PART.exec(request.params.name)?.[1] ?? 0);
      const files = n > 0 ? await parts(originOf(request)) : [];
      const urls = files.length > 1 ? files[n - 1] : undefined;
      if (!urls) throw new AppError(ERROR_CODES.notFound, SITEMAP_MESSAGES.notFound);
      return send(request, reply, 'application/xml; charset=utf-8', SITEMAP_CACHE, urlset(urls));
    });

    app.get('/robots.txt', async (request, reply) =>
      send(
        request,
        reply,
        'text/plain; charset=utf-8',
        ROBOTS_CACHE,
        robotsTxt(`${originOf(request)}/sitemap.xml`),
      ),
    );
  };
}
