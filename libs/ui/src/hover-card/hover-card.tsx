// Hover card on Radix HoverCard: extra content for pointer users that also opens on keyboard focus of the
// trigger (the official-account QR code of the top bar). Do not put the only way to reach something in it.
import { HoverCard as HoverCardPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { floatingPanelContent } from '../lib/floating-panel.tsx';

export function HoverCard({
  openDelay = 200,
  closeDelay = 150,
  ...props
}: ComponentProps<typeof HoverCardPrimitive.Root>) {
  return <HoverCardPrimitive.Root openDelay={openDelay} closeDelay={closeDelay} {...props} />;
}

export function HoverCardTrigger(props: ComponentProps<typeof HoverCardPrimitive.Trigger>) {
  return <HoverCardPrimitive.Trigger data-slot="hover-card-trigger" {...props} />;
}

export const HoverCardContent = floatingPanelContent(HoverCardPrimitive, 'hover-card-content', 'p-3');
