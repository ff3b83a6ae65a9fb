// Hover card on Radix HoverCard: extra content for pointer users that also opens on keyboard focus of the
// trigger (the official-account QR code of the top bar). Do not put the only way to reach something in it.
import { HoverCard as HoverCardPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { FLOATING_PANEL_CLASSES, FLOATING_PANEL_PLACEMENT } from '../lib/floating-panel.ts';

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

export function HoverCardContent({
  className,
  align = FLOATING_PANEL_PLACEMENT.align,
  sideOffset = FLOATING_PANEL_PLACEMENT.sideOffset,
  ...props
}: ComponentProps<typeof HoverCardPrimitive.Content>) {
  return (
    <HoverCardPrimitive.Portal>
      <HoverCardPrimitive.Content
        data-slot="hover-card-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(FLOATING_PANEL_CLASSES, 'p-3', className)}
        {...props}
      />
    </HoverCardPrimitive.Portal>
  );
}
