// Popover on Radix Popover: opened by click or keyboard, closed by Esc or a click outside, focus moved into it.
import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { floatingPanelContent } from '../lib/floating-panel.tsx';

/**
 * 弹出框：基于 Radix Popover，点击或键盘打开，Esc 或点击外部关闭，打开后焦点移入其中。
 * 由 `PopoverTrigger`（用 `asChild` 包一个 Button）、`PopoverContent`（浮层，经 portal 显示在页面之上；
 * 请用 `aria-label` 命名）和可选的 `PopoverClose`（点击即关闭，如“完成”）组成；
 * 可受控（`open` + `onOpenChange`）或用 `defaultOpen`。
 *
 * Popover: on Radix Popover, opened by click or keyboard, closed by Esc or a click outside, focus moved into
 * it. Made of a `PopoverTrigger` (wrap a Button with `asChild`), a `PopoverContent` (the panel, portalled
 * above the page; name it with `aria-label`) and optionally a `PopoverClose` (closes it when clicked, e.g.
 * 完成); controlled (`open` + `onOpenChange`) or from `defaultOpen`.
 */
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
