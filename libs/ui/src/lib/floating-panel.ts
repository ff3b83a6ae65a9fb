// The look of every panel that floats above the page next to its trigger (popover, hover card): above the
// dialogs' layer, the popover surface, and the fade in and out that Radix's data-state drives.

/** Classes of a floating panel; add padding and width where it is used. */
export const FLOATING_PANEL_CLASSES =
  'z-[20010] rounded-md border bg-popover text-popover-foreground shadow-md outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in';

/** Where a floating panel sits against its trigger unless the caller says otherwise. */
export const FLOATING_PANEL_PLACEMENT = { align: 'center', sideOffset: 6 } as const;
