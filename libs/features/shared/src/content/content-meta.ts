// The page meta of a published announcement or article: its title before its section's name, its summary
// (the title when it has none) as the description, and its own address as the canonical URL.
import type { PageMeta } from '../page-meta/page-meta.ts';

export function contentPageMeta(
  item: { title: string; summary: string },
  section: string,
  canonicalPath: string,
): PageMeta {
  return {
    title: `${item.title} - ${section}`,
    description: item.summary.trim() || item.title,
    canonicalPath,
  };
}
