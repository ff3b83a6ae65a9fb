// Popover on Radix Popover: opened by click or keyboard, closed by Esc or a click outside, focus moved into it.
import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { floatingPanelContent } from '../lib/floating-panel.tsx';

export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root {...props} />;
}

export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

export function PopoverClose(props: ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

export const PopoverContent = floatingPanelContent(PopoverPrimitive, 'popover-content', 'w-72 p-4');
