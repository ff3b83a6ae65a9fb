// Tabs on Radix Tabs (arrow-key navigation, automatic activation), styled as an underlined tab strip.
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * 标签页：基于 Radix Tabs（方向键切换，焦点移到哪个标签就激活哪个），样式为带下划线的标签条。
 * 由 `TabsList`（请用 `aria-label` 命名；标签放不下时加 `scrollable` 横向滚动）、
 * 若干 `TabsTrigger` 和对应 `value` 的 `TabsContent` 组成。受控用 `value` + `onValueChange`，
 * 非受控用 `defaultValue`。
 *
 * Tabs: on Radix Tabs (arrow-key navigation, automatic activation), styled as an underlined tab strip. Made
 * of a `TabsList` (name it with `aria-label`; add `scrollable` when the tabs may not fit), `TabsTrigger`s and
 * a `TabsContent` per `value`. Controlled with `value` + `onValueChange`, or uncontrolled with
 * `defaultValue`.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-3', className)} {...props} />;
}

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /**
   * Scrolls sideways when the tabs do not fit (a phone). The triggers then sit on the line instead of over
   * it, so nothing pokes out below and no vertical scrollbar appears.
   */
  scrollable?: boolean;
}

export function TabsList({ className, scrollable = false, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'flex items-center gap-6 border-b border-border',
        scrollable && 'overflow-x-auto overflow-y-hidden [&>[data-slot=tabs-trigger]]:mb-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        '-mb-px inline-flex cursor-pointer items-center gap-1.5 border-b-2 border-transparent py-2 text-sm font-medium whitespace-nowrap text-foreground transition-colors',
        'hover:text-primary-strong focus-visible:outline-2 focus-visible:outline-ring',
        'data-[state=active]:border-primary data-[state=active]:text-primary-strong',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('focus-visible:outline-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
