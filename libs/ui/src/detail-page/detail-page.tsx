// The shell of a detail page (院校详情, 专业详情): the overview card — the name as the page's heading with its
// badges, actions on the right (收藏), the facts as a definition list and an introduction — then the page's
// sections below it; while loading, a hidden page heading over skeleton lines; for an unknown id, 404 with
// the way back.
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { LoadingSkeleton } from '../load-states/load-states.tsx';
import { Result } from '../result/result.tsx';

export interface DetailOverviewProps {
  /** The page's h1. */
  title: ReactNode;
  /** Under the title: tags, flags. */
  badges?: ReactNode;
  /** On the right of the title, e.g. the 收藏 button. */
  actions?: ReactNode;
  /** Heading and text of the introduction. */
  introHeading: ReactNode;
  intro: ReactNode;
  /** The facts: DetailFact elements. */
  children: ReactNode;
  /** Wider terms for longer names (学位授予门类). */
  wideTerms?: boolean;
  className?: string;
}

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
