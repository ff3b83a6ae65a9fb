// Button in the theme colour, with the original site's four sizes. `asChild` renders the styles on the child
// (e.g. a router link) through Radix Slot.
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import type { Size } from '../theme/size-context.ts';
import { useSize } from '../theme/use-size.ts';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-md border border-transparent font-medium whitespace-nowrap transition-colors select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-primary-strong text-primary-foreground hover:bg-primary-strong-hover active:bg-primary-strong-hover disabled:hover:bg-primary-strong',
        default:
          'border-input bg-background text-foreground hover:border-primary-soft-border hover:bg-primary-soft hover:text-primary-strong active:border-primary-active',
        outline:
          'border-primary bg-transparent text-primary-strong hover:border-primary-hover hover:bg-primary-soft active:border-primary-active',
        ghost: 'bg-transparent text-foreground hover:bg-accent hover:text-primary-strong',
        link: 'border-0 bg-transparent text-primary-strong underline-offset-4 hover:underline',
        danger: 'bg-destructive text-destructive-foreground hover:bg-destructive/90 active:bg-destructive',
      },
      size: {
        default: 'h-10 px-5 text-sm',
        medium: 'h-9 px-5 text-sm',
        small: 'h-8 px-4 text-xs',
        mini: 'h-7 px-3 text-xs',
      },
    },
    // A link-styled button sits in running text: no box height or padding whatever the size.
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'default', size: 'medium' },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** Defaults to the global size from <SizeProvider>. */
  size?: Size;
  /** Renders the child element (one element) with the button's styles instead of a <button>. */
  asChild?: boolean;
  /** Disables the button, marks it busy and shows a spinner before the label. */
  loading?: boolean;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const effectiveSize = useSize(size);
  const classes = cn(buttonVariants({ variant, size: effectiveSize }), className);
  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} aria-busy={loading || undefined} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      // A button inside a form must not submit it unless asked to.
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <LoaderCircle aria-hidden="true" className="animate-spin" />}
      {children}
    </button>
  );
}
