// Where links and images in content may point, without zod: the site's pages that show a body (an
// announcement, an article) check each link as they draw it and read them through `@zhiyuan/contracts/basics`
// — from the content schemas' module they made those pages' chunks import zod and every schema of the
// registry, though the server rendered them and they make no call at load. The schemas (content/blocks.ts,
// rules.ts, schemas/media.ts) check with the same functions.

/** Whether `value` is an absolute http(s) URL with a host. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Where a link may point: http(s) URLs and paths of this site (never `//host`, `javascript:` or `data:`). */
export function isSafeHref(href: string): boolean {
  if (/^\/(?![/\\])/.test(href)) return !/[\s\\]/.test(href);
  return isWebUrl(href);
}

/** Images in content come only from the site's own media store (`POST /api/admin/media/upload`). */
export const MEDIA_URL_PATTERN = /^\/media\/[0-9a-f]{64}\.(png|jpg|webp|gif)$/;
