// 公众号 in the top bar: the official account's QR code on hover or focus. Loaded after the first screen
// (top-bar.tsx) since the hover card brings Radix's popper and floating-ui with it.
import { HoverCard, HoverCardContent, HoverCardTrigger } from '@zhiyuan/ui';
import { messages } from '../messages.ts';
import { QrTriggerButton } from './qr-trigger-button.tsx';

export function QrHoverCard({ src, className }: { src: string; className: string }) {
  return (
    <HoverCard>
      <HoverCardTrigger asChild>
        <QrTriggerButton className={className} />
      </HoverCardTrigger>
      <HoverCardContent>
        <img src={src} alt={messages.topBar.officialAccountQr} width={140} height={140} />
      </HoverCardContent>
    </HoverCard>
  );
}
