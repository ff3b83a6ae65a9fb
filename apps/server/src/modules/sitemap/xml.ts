// The sitemap protocol's two documents (sitemaps.org 0.9): a urlset of pages, and a sitemap index naming
// several urlsets when the pages are more than one file may hold. Every text is XML-escaped.
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The most URLs one sitemap file may hold (the protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

/** A page of the sitemap: its absolute URL and, when the data has one, when it last changed (epoch ms). */
export interface SitemapUrl {
  loc: string;
  lastModified?: number | undefined;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const lastmod = (ms: number | undefined) =>
  ms === undefined ? '' : `<lastmod>${new Date(ms).toISOString()}</lastmod>`;

function document(root: 'urlset' | 'sitemapindex', children: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${SITEMAP_NAMESPACE}">`,
    ...children,
    `</${root}>`,
    '',
  ].join('\n');
}

export function urlset(urls: readonly SitemapUrl[]): string {
  return document(
    'urlset',
    urls.map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${lastmod(u.lastModified)}</url>`),
  );
}

export function sitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  return document(
    'sitemapindex',
    sitemaps.map((s) => `<sitemap><loc>${escapeXml(s.loc)}</loc>${lastmod(s.lastModified)}</sitemap>`),
  );
}
