// The shell of a detail page (院校详情, 专业详情): the overview card — the name as the page's heading with its
// badges, actions on the right (收藏), the facts as a definition list and an introduction — then the page's
// sections below it; while loading, a hidden page heading over skeleton lines; for an unknown id, 404 with
// the way back.
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { LoadingSkeleton } from '../load-states/load-states.tsx';
import { Result } from '../result/result.tsx';

export interface DetailOverviewProps {
  /** 页面的 h1（院校或专业名称）。The page's h1 (the college's or major's name). */
  title: ReactNode;
  /** 标题下方：标签、标记。Under the title: tags, flags. */
  badges?: ReactNode;
  /** 标题右侧，如“收藏”按钮。On the right of the title, e.g. the 收藏 button. */
  actions?: ReactNode;
  /** 简介的标题（如“院校简介”）。Heading of the introduction (e.g. 院校简介). */
  introHeading: ReactNode;
  /** 简介正文。Text of the introduction. */
  intro: ReactNode;
  /** 各项信息：若干 DetailFact。The facts: DetailFact elements. */
  children: ReactNode;
  /** 为较长的名称（学位授予门类）加宽名称列。Wider terms for longer names (学位授予门类). */
  wideTerms?: boolean;
  /** 附加到卡片的类名。Classes added to the card. */
  className?: string;
}

/**
 * 详情概览：详情页（院校详情、专业详情）顶部的概览卡片——名称作为页面的 h1，下方是标签，右侧是操作（收藏）；
 * 以 DetailFact（名称与值）组成的定义列表列出各项信息；最后是简介。整个详情页由这些部件组成：
 * `DetailPage` 把概览和下面各节依次叠放；数据加载时用 `DetailLoading`（保留一个隐藏的 h1，下面是骨架行）；
 * id 不存在时用 `DetailNotFound`（404 和返回的路）。
 *
 * DetailOverview: the overview card at the top of a detail page (院校详情, 专业详情) — the name as the page's h1 with
 * its badges under it and actions on the right (收藏), the facts as a definition list of DetailFact elements
 * (term and value), then an introduction. A detail page is made of these parts: `DetailPage` stacks the
 * overview and the sections under it; `DetailLoading` keeps a hidden h1 over skeleton lines while the data
 * loads; `DetailNotFound` is the 404 with the way back for an unknown id.
 */
export function DetailOverview({
  title,
  badges,
  actions,
  introHeading,
  intro,
  children,
  wideTerms = false,
  className,
}: DetailOverviewProps) {
  return (
    <div
      data-slot="detail-overview"
      className={cn('flex flex-col gap-5 rounded-lg border bg-card p-5', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {badges}
        </div>
        {actions}
      </div>
      <dl className={cn('grid gap-x-8 md:grid-cols-2', wideTerms && '[&_dt]:w-24')}>{children}</dl>
      <div className="flex flex-col gap-1.5">
        <h2 className="text-base font-medium">{introHeading}</h2>
        <p className="text-sm leading-7 text-foreground/90">{intro}</p>
      </div>
    </div>
  );
}

/** One fact of the overview: its term and value. */
export function DetailFact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div data-slot="detail-fact" className="flex gap-3 py-1.5 text-sm">
      <dt className="w-20 shrink-0 text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The overview and the sections under it. */
export function DetailPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-slot="detail-page" className={cn('flex flex-col gap-8', className)}>
      {children}
    </div>
  );
}

/** While the page's data loads: its heading for screen readers, and skeleton lines. */
export function DetailLoading({ title, rows = 8 }: { title: ReactNode; rows?: number }) {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="sr-only">{title}</h1>
      <LoadingSkeleton rows={rows} />
    </div>
  );
}

export interface DetailNotFoundProps {
  title: ReactNode;
  description: ReactNode;
  /** The way back, e.g. a link styled as a button. */
  action: ReactNode;
}

/** 404 as the page: what was not found, and the way back. */
export function DetailNotFound({ title, description, action }: DetailNotFoundProps) {
  return <Result status="404" title={title} titleAs="h1" description={description} extra={action} />;
}
