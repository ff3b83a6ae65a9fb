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
  /**
   * 样式：`default`（描边）、`primary`（主题色实心）、`outline`、`ghost`、`link`（嵌在文字里）、
   * `danger`（删除等危险操作）。
   * The style: `default` (bordered), `primary` (filled with the theme colour), `outline`, `ghost`, `link`
   * (inside running text), `danger` (deleting and other destructive actions).
   */
  variant?: ButtonVariant;
  /**
   * 尺寸：`default`、`medium`、`small`、`mini`；默认取 `<SizeProvider>` 的全局尺寸。
   * `default`, `medium`, `small` or `mini`; defaults to the global size from `<SizeProvider>`.
   */
  size?: Size;
  /**
   * 把按钮样式加在唯一的子元素上（如路由链接），而不渲染 `<button>`。
   * Renders the child element (one element) with the button's styles instead of a `<button>`.
   */
  asChild?: boolean;
  /**
   * 禁用按钮、标记为忙碌（aria-busy），并在文字前显示旋转图标。
   * Disables the button, marks it busy and shows a spinner before the label.
   */
  loading?: boolean;
}

/**
 * 按钮：主题色按钮，沿用原网站的四种尺寸（尺寸默认跟随 `<SizeProvider>`）。`type` 默认为 `button`，
 * 放在表单里不会意外提交，提交按钮请写 `type="submit"`。要把链接做成按钮外观，
 * 用 `asChild` 并放入一个链接元素（经 Radix Slot）。
 * 只有图标的按钮必须有名称（`aria-label` 或 `<VisuallyHidden>` 文字），图标加 `aria-hidden`。
 *
 * Button: a button in the theme colour, with the original site's four sizes (following `<SizeProvider>`
 * unless `size` is given). `type` defaults to `button`, so a button inside a form never submits it by
 * accident: say `type="submit"` for the submit button. For a link that looks like a button, use `asChild`
 * with one link element as its child (through Radix Slot). An icon-only button needs a name (`aria-label` or
 * `<VisuallyHidden>` text), its icon `aria-hidden`.
 */
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
