// robots.txt: the public site may be crawled; the back office (but its sign-in page), the API and one
// person's pages (`PRIVATE_PATH_PREFIXES` of the contract) may not; the sitemap is named by its absolute URL.
// An exception is an `Allow` longer than the `Disallow` it is under, which crawlers follow (the longest match).
import { CRAWLABLE_EXCEPTIONS, PRIVATE_PATH_PREFIXES } from '@zhiyuan/contracts';

export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...CRAWLABLE_EXCEPTIONS.map((path) => `Allow: ${path}`),
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
