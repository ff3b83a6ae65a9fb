// robots.txt: the public site may be crawled; the back office, the API and one person's pages
// (`PRIVATE_PATH_PREFIXES` of the contract) may not; the sitemap is named by its absolute URL.
import { PRIVATE_PATH_PREFIXES } from '@zhiyuan/contracts';

export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
