// The 示例数据 note under generated data, with the site's own badge text and note on where sample data comes
// from (site settings).
import type { ReactNode } from 'react';
import { SampleNote as SampleNoteView } from '@zhiyuan/ui';
import { useSiteConfig } from '../site-config.ts';

export function SampleNote({ children }: { children?: ReactNode }) {
  const { config } = useSiteConfig();
  return (
    <SampleNoteView badge={config.sampleBadge} text={config.attributions.sample.text}>
      {children}
    </SampleNoteView>
  );
}
