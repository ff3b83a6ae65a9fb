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
  variant?: BadgeVariant;
}

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
