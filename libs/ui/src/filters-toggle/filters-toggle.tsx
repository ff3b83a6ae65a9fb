// The 展开筛选 / 收起筛选 button of a search page on phones: the filters fold away so the results stay in view.
// It says whether the panel it controls is open (aria-expanded) and which one it is (aria-controls).
import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { messages } from '../messages.ts';

export interface FiltersToggleProps {
  /** 筛选面板当前是否展开（aria-expanded）。Whether the panel is open now (aria-expanded). */
  expanded: boolean;
  /** 点击时调用：由调用方切换 `expanded`。Called on click: the caller flips `expanded`. */
  onToggle: () => void;
  /** 它展开和收起的面板的 id。The id of the panel it opens and closes. */
  controls: string;
  /** 面板收起时的按钮文字，默认“展开筛选”。The button's text while the panel is closed; 展开筛选 by default. */
  showLabel?: ReactNode;
  /** 面板展开时的按钮文字，默认“收起筛选”。The button's text while the panel is open; 收起筛选 by default. */
  hideLabel?: ReactNode;
  /** 附加到按钮的类名，如 `md:hidden`。Classes added to the button, e.g. `md:hidden`. */
  className?: string;
}

/**
 * 筛选开关：手机上搜索页的“展开筛选 / 收起筛选”按钮，把筛选条件收起来，让结果留在视野里。
 * 它告诉辅助技术所控制的面板是否展开（aria-expanded）以及是哪一个（aria-controls）。展开状态由调用方保存；
 * 在桌面布局中面板总是展开的，用类名（`md:hidden`）把按钮隐藏。
 *
 * FiltersToggle: the 展开筛选 / 收起筛选 button of a search page on phones: the filters fold away so the results stay
 * in view. It says whether the panel it controls is open (aria-expanded) and which one it is (aria-controls).
 * The caller keeps the state; hide it from the desktop layout, where the panel is always open, with a class
 * (`md:hidden`).
 */
export function FiltersToggle({
  expanded,
  onToggle,
  controls,
  showLabel = messages.showFilters,
  hideLabel = messages.hideFilters,
  className,
}: FiltersToggleProps) {
  return (
    <Button
      variant="ghost"
      size="small"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      {...(className ? { className } : {})}
    >
      <SlidersHorizontal aria-hidden="true" />
      {expanded ? hideLabel : showLabel}
    </Button>
  );
}
