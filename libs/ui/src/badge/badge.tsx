// Small status label. The `sample` variant and <SampleBadge> mark generated sample data (示例数据), which the site
// must show wherever such data appears.
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';

export const badgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1 rounded-sm border px-1.5 py-0.5 text-xs leading-4 font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-primary-soft-border bg-primary-soft text-primary-strong',
        secondary: 'border-border bg-muted text-muted-foreground',
        outline: 'border-border bg-transparent text-foreground',
        success: 'border-success/30 bg-success/10 text-success',
        warning: 'border-warning/30 bg-warning/10 text-warning',
        danger: 'border-destructive/30 bg-destructive/10 text-destructive',
        sample: 'border-dashed border-warning/60 bg-warning/10 text-warning',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export interface BadgeProps extends ComponentProps<'span'> {
  /**
   * 颜色：`default`（主题色）、`secondary`、`outline`、`success`、`warning`、`danger`；
   * `sample` 只用于示例数据。
   * The colour: `default` (the theme colour), `secondary`, `outline`, `success`, `warning`, `danger`;
   * `sample` is only for sample data.
   */
  variant?: BadgeVariant;
}

/**
 * 徽标：小号状态标签，如院校标签（985、211）、办学性质（公办）、层次（本科）或冲、稳、保。
 * 内容放在 children 里，用 `variant` 选颜色；其余属性交给 `<span>`。
 * `sample` 变体专门标出生成的示例数据（示例数据）——网站上凡是出现这类数据的地方都必须标出，
 * 请用 `<SampleBadge />`，它带有悬停说明。
 *
 * Badge: a small status label, e.g. a college's tags (985, 211), its nature (公办), its level (本科) or
 * 冲 / 稳 / 保. The text goes in children and `variant` picks the colour; other props go to the `<span>`. The
 * `sample` variant marks generated sample data (示例数据), which the site must mark wherever such data appears:
 * use `<SampleBadge />` for it, which explains itself on hover.
 */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/** The 示例数据 mark, with an explanation on hover. */
export function SampleBadge({
  children = messages.sampleData,
  title = messages.sampleDataHint,
  ...props
}: Omit<BadgeProps, 'variant'>) {
  return (
    <Badge variant="sample" title={title} {...props}>
      {children}
    </Badge>
  );
}
