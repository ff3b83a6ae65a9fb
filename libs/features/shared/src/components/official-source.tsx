// 来源：内蒙古自治区教育招生考试中心 under the data the authority published (the site config's official
// attribution, linking its site), the counterpart of the 示例数据 note: shown where the rows are real. A
// `quoted` source (lines quoted by universities, not the authority's own page) says so.
import { sharedMessages } from '../messages.ts';
import { useSiteConfig } from '../site-config.ts';

export function OfficialSource({ quoted = false }: { quoted?: boolean }) {
  const { config } = useSiteConfig();
  const { text, url } = config.attributions.official;
  if (!text) return null;
  return (
    <p className="text-xs text-muted-foreground" data-testid="official-source">
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="underline-offset-2 hover:underline"
        >
          {text}
        </a>
      ) : (
        text
      )}
      {quoted && sharedMessages.quotedSource}
    </p>
  );
}
