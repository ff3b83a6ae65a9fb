// Radio buttons on Radix RadioGroup: one tab stop for the group, arrow keys move and choose, each item a
// button with role="radio". Name the group (aria-label, aria-labelledby, or a ChoiceFieldset's legend); give
// each item a `label`, which wraps it so that clicking the text chooses it.
import { cva } from 'class-variance-authority';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { choiceLabelClass } from '../checkbox/checkbox.tsx';
import { cn } from '../lib/cn.ts';

/**
 * 单选组：基于 Radix RadioGroup 的一组单选按钮——整组只占一个 Tab 停靠点，方向键移动并选中，
 * 每一项是 role="radio" 的按钮。必须为整组命名（`aria-label`、`aria-labelledby`，或放进 ChoiceFieldset，
 * 以其组名命名）；每个 `RadioGroupItem` 给一个 `label`，它包住单选按钮，点击文字即可选中。
 * 受控用 `value` + `onValueChange`，非受控用 `defaultValue`；`disabled` 禁用整组，也可只禁用某一项。
 *
 * RadioGroup: radio buttons on Radix RadioGroup — one tab stop for the group, the arrow keys move and choose,
 * each item a button with role="radio". Name the group (`aria-label`, `aria-labelledby`, or a
 * ChoiceFieldset's legend); give each `RadioGroupItem` a `label`, which wraps it so that clicking the text
 * chooses it. Controlled with `value` / `onValueChange`, or starting from `defaultValue`; `disabled` disables
 * the whole group, or a single item.
 */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}
      {...props}
    />
  );
}

export const radioVariants = cva(
  [
    'inline-flex aspect-square shrink-0 cursor-pointer items-center justify-center rounded-full border border-input bg-background transition-colors',
    'hover:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 focus-visible:outline-none',
    'data-[state=checked]:border-primary',
    'aria-invalid:border-destructive',
    'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-input',
  ],
  {
    variants: {
      size: {
        default: 'size-4 [&_[data-slot=radio-indicator]]:size-2',
        small: 'size-3.5 [&_[data-slot=radio-indicator]]:size-1.5',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export interface RadioGroupItemProps extends ComponentProps<typeof RadioGroupPrimitive.Item> {
  /** 尺寸：`default` 或 `small`。`default` or `small`. */
  size?: 'default' | 'small';
  /** 可见的标签文字，单选按钮会被包在其中。Visible label; the radio is then wrapped in it. */
  label?: ReactNode;
  /** 给出 `label` 时外层 `<label>` 的类名。Classes of the wrapping `<label>` when `label` is given. */
  labelClassName?: string;
}

export function RadioGroupItem({ className, size, label, labelClassName, ...props }: RadioGroupItemProps) {
  const radio = (
    <RadioGroupPrimitive.Item data-slot="radio" className={cn(radioVariants({ size }), className)} {...props}>
      <RadioGroupPrimitive.Indicator data-slot="radio-indicator" className="rounded-full bg-primary" />
    </RadioGroupPrimitive.Item>
  );
  if (label === undefined) return radio;
  return (
    <label data-slot="radio-label" className={cn(choiceLabelClass, labelClassName)}>
      {radio}
      {label}
    </label>
  );
}
