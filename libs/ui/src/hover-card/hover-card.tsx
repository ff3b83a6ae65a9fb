// Hover card on Radix HoverCard: extra content for pointer users that also opens on keyboard focus of the
// trigger (the official-account QR code of the top bar). Do not put the only way to reach something in it.
import { HoverCard as HoverCardPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { floatingPanelContent } from '../lib/floating-panel.tsx';

export interface HoverCardProps extends ComponentProps<typeof HoverCardPrimitive.Root> {
  /** 指针移上触发元素后多久打开（毫秒），默认 200。Milliseconds before it opens on hover; 200 by default. */
  openDelay?: number;
  /** 指针移开后多久关闭（毫秒），默认 150。Milliseconds before it closes once the pointer leaves; 150 by default. */
  closeDelay?: number;
}

/**
 * 悬停卡片：基于 Radix HoverCard，为指针用户提供额外内容，
 * 键盘聚焦触发元素时也会打开（如顶栏“官方公众号”的二维码）。由 `HoverCardTrigger`（通常是链接）
 * 和 `HoverCardContent`（浮层，经 portal 显示在页面之上）组成；打开延迟默认 200 ms，
 * 关闭延迟默认 150 ms（`openDelay`、`closeDelay`）。不要把到达某处的唯一途径放在里面：
 * 触屏用户可能永远打不开它。
 *
 * HoverCard: on Radix HoverCard, extra content for pointer users that also opens on keyboard focus of the
 * trigger (the official-account QR code of the top bar). Made of a `HoverCardTrigger` (usually a link) and a
 * `HoverCardContent` (the panel, portalled above the page); it opens after 200 ms and closes after 150 ms by
 * default (`openDelay`, `closeDelay`). Do not put the only way to reach something in it: touch users may
 * never open it.
 */
export function HoverCard({ openDelay = 200, closeDelay = 150, ...props }: HoverCardProps) {
  return <HoverCardPrimitive.Root openDelay={openDelay} closeDelay={closeDelay} {...props} />;
}

export function HoverCardTrigger(props: ComponentProps<typeof HoverCardPrimitive.Trigger>) {
  return <HoverCardPrimitive.Trigger data-slot="hover-card-trigger" {...props} />;
}

export const HoverCardContent = floatingPanelContent(HoverCardPrimitive, 'hover-card-content', 'p-3');
