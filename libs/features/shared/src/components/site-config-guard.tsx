// What a page built on the site configuration's years (一分一段, 模拟填报) shows instead of its body while it
// cannot have one: a skeleton while the configuration is on its way, then — if the site has no years —
// its "no data" line.
import { Empty, LoadingSkeleton } from '@zhiyuan/ui';
import { useSiteConfig } from '../site-config.ts';

export function SiteConfigGuard({ empty }: { empty: string }) {
  const { isPlaceholder } = useSiteConfig();
  if (isPlaceholder) return <LoadingSkeleton shape="blocks" blocks={['h-40']} />;
  return <Empty description={empty} />;
}
