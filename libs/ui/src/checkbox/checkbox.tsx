// Checkbox on Radix Checkbox (a button with role="checkbox": Space toggles it, aria-checked tells its state,
// and inside a form a hidden input still submits its value). Given a `label`, it comes wrapped in its
// <label>, so clicking the text toggles it and the text names it; without one, name it with aria-label or a
// <Label htmlFor>.
import { cva } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export const checkboxVariants = cva(
  [
    'peer inline-flex shrink-0 cursor-pointer items-center justify-center rounded-[3px] border border-input bg-background text-primary-foreground transition-colors',
    'hover:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 focus-visible:outline-none',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
    'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
    'aria-invalid:border-destructive',
    'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-input',
  ],
  {
    variants: {
      size: {
        default: 'size-4 [&_svg]:size-3',
        small: 'size-3.5 [&_svg]:size-2.5',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

/**
 * The label row around a checkbox or radio: the text toggles the control and names it. A disabled choice's
 * text turns muted (still readable: the muted colour meets the contrast ratio, a faded one did not); the box
 * itself fades.
 */
export const choiceLabelClass =
  'inline-flex cursor-pointer items-center gap-1.5 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:text-muted-foreground';

export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  /** 尺寸：`default`，或用于紧凑表格的 `small`。`default`, or `small` for dense tables. */
  size?: 'default' | 'small';
  /** 可见的标签文字，复选框会被包在其中。Visible label; the checkbox is then wrapped in it. */
  label?: ReactNode;
  /** 给出 `label` 时外层 `<label>` 的类名。Classes of the wrapping `<label>` when `label` is given. */
  labelClassName?: string;
}

/**
 * 复选框：基于 Radix Checkbox（一个 role="checkbox" 的按钮：空格键切换，aria-checked 表明状态，
 * 放在表单里时仍由隐藏的 input 提交值）。给出 `label` 时复选框包在 `<label>` 里，点击文字也能切换，
 * 文字即其名称；不给时须用 `aria-label` 或 `<Label htmlFor>` 命名。受控用 `checked` + `onCheckedChange`，
 * 非受控用 `defaultChecked`；`checked="indeterminate"` 显示一条横线（部分选中）。
 * 颜色来自主题（选中时为 `bg-primary`）。
 *
 * Checkbox: on Radix Checkbox (a button with role="checkbox": Space toggles it, aria-checked tells its state,
 * and inside a form a hidden input still submits its value). Given a `label`, it comes wrapped in its
 * `<label>`, so clicking the text toggles it and the text names it; without one, name it with `aria-label` or
 * a `<Label htmlFor>`. Controlled with `checked` and `onCheckedChange`, or uncontrolled with
 * `defaultChecked`; `checked="indeterminate"` shows a dash (part of a group ticked). Colours come from the
 * theme (`bg-primary` when ticked).
 */
export function Checkbox({ className, size, label, labelClassName, ...props }: CheckboxProps) {
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(checkboxVariants({ size }), className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center"
      >
        {props.checked === 'indeterminate' ? (
          <Minus aria-hidden="true" strokeWidth={3} />
        ) : (
          <Check aria-hidden="true" strokeWidth={3} />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (label === undefined) return box;
  return (
    <label data-slot="checkbox-label" className={cn(choiceLabelClass, labelClassName)}>
      {box}
      {label}
    </label>
  );
}
