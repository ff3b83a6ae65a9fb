// Content for screen readers only (Radix VisuallyHidden), e.g. a label for an icon-only control.
import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/**
 * 视觉隐藏：只给屏幕阅读器的内容（Radix VisuallyHidden）——看不见，但会被读出，如只有图标的按钮的名称。
 *
 * VisuallyHidden: content for screen readers only (Radix VisuallyHidden) — not seen, but read out, e.g. the
 * name of an icon-only control.
 */
export function VisuallyHidden(props: ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}
