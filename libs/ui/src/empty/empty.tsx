// "Nothing here" block for lists and panels: a small drawing, a description (暂无数据 by default) and optional
// actions as children.
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';

export interface EmptyProps {
  /** 说明文字，默认“暂无数据”。The text; 暂无数据 by default. */
  description?: ReactNode;
  /** 替换插图；`null` 表示不显示插图。Replaces the drawing; `null` leaves it out. */
  image?: ReactNode;
  /** 附加到外层的类名。Classes added to the block. */
  className?: string;
  /** 说明下方的操作，如一个按钮。Actions under the text, e.g. a button. */
  children?: ReactNode;
}

function EmptyBox() {
  return (
    <svg viewBox="0 0 64 41" className="h-10 w-16 text-border" aria-hidden="true" focusable="false">
      <ellipse cx="32" cy="33" rx="32" ry="7" className="fill-muted" />
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M55 12.8 44.9 1.4A2.6 2.6 0 0 0 43 .5H21a2.6 2.6 0 0 0-1.9.9L9 12.8V22h46z" />
        <path
          d="M41.6 15.9c0-1.7 1-3.1 2.3-3.1H55v18.1c0 2.1-1.4 3.9-3 3.9H12c-1.6 0-3-1.7-3-3.9V12.8h11.1c1.3 0 2.3 1.4 2.3 3.1s1.1 3 2.4 3h14.4c1.3 0 2.4-1.4 2.4-3z"
          className="fill-muted"
        />
      </g>
    </svg>
  );
}

/**
 * 空状态：列表和面板里“没有内容”时显示的区块——一幅小插图、一句说明（默认“暂无数据”），
 * 以及作为 children 传入的可选操作（如“去查学校”按钮）。
 *
 * Empty: the "nothing here" block of lists and panels — a small drawing, a description (暂无数据 by default)
 * and optional actions as children (e.g. a 去查学校 button).
 */
export function Empty({ description = messages.empty, image, className, children }: EmptyProps) {
  return (
    <div
      data-slot="empty"
      className={cn('flex flex-col items-center justify-center gap-3 py-8 text-center text-sm', className)}
    >
      {image === undefined ? <EmptyBox /> : image}
      <p className="text-muted-foreground">{description}</p>
      {children != null && <div className="flex items-center gap-2">{children}</div>}
    </div>
  );
}
