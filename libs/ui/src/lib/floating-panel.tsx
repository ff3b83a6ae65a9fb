// The look and placement of every panel that floats above the page next to its trigger (popover, hover card):
// above the dialogs' layer, the popover surface, the fade in and out that Radix's data-state drives, and a
// portal so that no overflow of an ancestor clips it.
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { cn } from './cn.ts';

/** Classes of a floating panel; add padding and width where it is used. */
export const FLOATING_PANEL_CLASSES =
  'z-[20010] rounded-md border bg-popover text-popover-foreground shadow-md outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in';

/** Where a floating panel sits against its trigger unless the caller says otherwise. */
export const FLOATING_PANEL_PLACEMENT = { align: 'center', sideOffset: 6 } as const;

interface PanelContentProps {
  className?: string;
  align?: 'start' | 'center' | 'end';
  sideOffset?: number;
}

/** The Radix parts a floating panel is made of (Popover and HoverCard both have them). */
interface FloatingPrimitive<Content extends ComponentType<PanelContentProps>> {
  Portal: ComponentType<{ children?: ReactNode }>;
  Content: Content;
}

/**
 * The content part of a floating panel on a Radix primitive: portalled, placed and styled alike everywhere.
 * `slot` names it for styling hooks (`data-slot`); `size` adds the panel's own padding and width.
 */
export function floatingPanelContent<Content extends ComponentType<PanelContentProps>>(
  primitive: FloatingPrimitive<Content>,
  slot: string,
  size: string,
) {
  const { Portal } = primitive;
  // Radix's content props are a union the generic cannot narrow; every Content takes these props.
  const Panel = primitive.Content as ComponentType<PanelContentProps & Record<string, unknown>>;
  function FloatingPanelContent({
    className,
    align = FLOATING_PANEL_PLACEMENT.align,
    sideOffset = FLOATING_PANEL_PLACEMENT.sideOffset,
    ...props
  }: ComponentProps<Content>) {
    return (
      <Portal>
        <Panel
          data-slot={slot}
          align={align}
          sideOffset={sideOffset}
          className={cn(FLOATING_PANEL_CLASSES, size, className)}
          {...props}
        />
      </Portal>
    );
  }
  return FloatingPanelContent;
}
