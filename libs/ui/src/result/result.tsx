// Outcome page or panel: an inline drawing, a title, a description and actions. The error statuses (404, 401,
// 403, 500) come with default Chinese texts and serve the site's error pages; success/info/warning/error mark the
// end of an operation.
import { CircleAlert, CircleCheck, CircleX, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';

export type ResultStatus = '404' | '401' | '403' | '500' | 'success' | 'info' | 'warning' | 'error';

export interface ResultProps {
  /**
   * 状态：错误页 `404`、`401`、`403`、`500`，或操作结果 `success`、`info`、`warning`、`error`。
   * The status: the error pages `404`, `401`, `403`, `500`, or the outcomes `success`, `info`, `warning`,
   * `error`.
   */
  status: ResultStatus;
  /** 标题，按状态有默认值（错误页为状态码）。Defaults per status (the code for error pages). */
  title?: ReactNode;
  /** 说明，错误页按状态有默认值；`null` 表示不显示。Defaults per status for the error pages; `null` leaves it out. */
  description?: ReactNode;
  /** 操作，如“返回首页”按钮。Actions, e.g. a 返回首页 button. */
  extra?: ReactNode;
  /**
   * 标题的标题元素，默认 h2；结果就是整个页面时用 h1。
   * Heading element of the title, h2 by default; h1 when the result is the whole page.
   */
  titleAs?: 'h1' | 'h2' | 'h3';
  /** 附加到外层的类名。Classes added to the block. */
  className?: string;
}

const ICONS = {
  success: { Icon: CircleCheck, tone: 'text-success' },
  info: { Icon: Info, tone: 'text-primary' },
  warning: { Icon: CircleAlert, tone: 'text-warning' },
  error: { Icon: CircleX, tone: 'text-destructive' },
} as const;

/** A cloud-and-signpost drawing in theme colours with the status code on the sign. */
function CodeIllustration({ code }: { code: string }) {
  return (
    <svg
      viewBox="0 0 240 150"
      className="h-36 w-56"
      aria-hidden="true"
      focusable="false"
      data-testid={`result-illustration-${code}`}
    >
      <ellipse cx="120" cy="138" rx="100" ry="8" className="fill-muted" />
      <path
        d="M52 62a22 22 0 0 1 40-12 26 26 0 0 1 48 10 18 18 0 0 1 2 36H58a18 18 0 0 1-6-34z"
        className="fill-primary-soft"
      />
      <rect x="116" y="78" width="8" height="60" rx="2" className="fill-border" />
      <rect x="70" y="54" width="100" height="40" rx="6" className="fill-primary" />
      <text
        x="120"
        y="82"
        textAnchor="middle"
        fontSize="24"
        fontWeight="700"
        className="fill-primary-foreground"
        style={{ fontFamily: 'inherit' }}
      >
        {code}
      </text>
      <circle cx="190" cy="40" r="6" className="fill-primary-soft-border" />
      <circle cx="40" cy="100" r="4" className="fill-primary-soft-border" />
    </svg>
  );
}

/**
 * 结果：结果页或结果面板——一幅内嵌插图、标题、说明和操作。错误状态（404、401、403、500）带有默认的中文文字，
 * 用于网站的错误页（整页时请设 `titleAs="h1"`）；success / info / warning / error 表示一次操作的结束。
 *
 * Result: an outcome page or panel — an inline drawing, a title, a description and actions. The error
 * statuses (404, 401, 403, 500) come with default Chinese texts and serve the site's error pages (set
 * `titleAs="h1"` when it is the whole page); success / info / warning / error mark the end of an operation.
 */
export function Result({
  status,
  title,
  description,
  extra,
  titleAs: Heading = 'h2',
  className,
}: ResultProps) {
  const defaults = messages.result[status];
  const shownDescription = description === undefined ? defaults.description : description;
  let illustration: ReactNode;
  if (status in ICONS) {
    const { Icon, tone } = ICONS[status as keyof typeof ICONS];
    illustration = <Icon aria-hidden="true" className={cn('size-16', tone)} />;
  } else {
    illustration = <CodeIllustration code={status} />;
  }
  return (
    <div
      data-slot="result"
      data-status={status}
      className={cn('flex flex-col items-center gap-4 px-4 py-12 text-center', className)}
    >
      {illustration}
      <Heading className="text-2xl font-medium text-foreground">{title ?? defaults.title}</Heading>
      {shownDescription != null && shownDescription !== '' && (
        <p className="max-w-md text-sm text-muted-foreground">{shownDescription}</p>
      )}
      {extra != null && <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{extra}</div>}
    </div>
  );
}
