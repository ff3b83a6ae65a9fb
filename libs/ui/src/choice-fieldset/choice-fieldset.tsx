// A labelled group of checkboxes or radio buttons: a fieldset whose legend names the group, an optional hint
// and error tied to it by aria-describedby (the error announced when it appears), like FormField does for a
// single control. `CheckboxGroup` is the common case built on it — pick any of a list of values, e.g. the
// 985 / 211 / 双一流 filter of the search panels.
import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { cn } from '../lib/cn.ts';

export const choiceOptionsVariants = cva('flex flex-wrap items-center', {
  variants: {
    layout: {
      /** One row as high as an input, beside selects in a filter grid. */
      inline: 'h-9 gap-4',
      /** Rows that wrap, for longer lists. */
      wrap: 'gap-x-5 gap-y-2',
      /** A three-column grid, for long lists in a popover. */
      grid: 'grid grid-cols-3 gap-x-3 gap-y-2',
    },
  },
  defaultVariants: { layout: 'wrap' },
});

export type ChoiceLayout = NonNullable<VariantProps<typeof choiceOptionsVariants>['layout']>;

export interface ChoiceFieldsetProps {
  /** 组名（`<legend>`），也是这组控件的名称。The group's name (its `<legend>`). */
  legend: ReactNode;
  /** 选项下方的提示。A hint under the options. */
  hint?: ReactNode;
  /** 错误文字，出现时会被读出（role="alert"）。Error text, announced when it appears (role="alert"). */
  error?: ReactNode;
  /**
   * 在组名后标 *（还需在控件上告知辅助技术）。
   * Marks the legend with * (say it to assistive technology on the controls).
   */
  required?: boolean;
  /**
   * 选项排列：`inline`、`wrap`（默认）或 `grid`。
   * How the options are laid out: `inline`, `wrap` (the default) or `grid`.
   */
  layout?: ChoiceLayout;
  /**
   * 在选项那一行最前面显示的内容（如固定的首选科目）。
   * Something shown before the options in their row (e.g. a fixed first subject).
   */
  lead?: ReactNode;
  /** 附加到 `<fieldset>` 的类名。Classes added to the `<fieldset>`. */
  className?: string;
  /** 控件：若干 Checkbox，或一个 RadioGroup。The controls: Checkbox elements, or a RadioGroup. */
  children: ReactNode;
}

/**
 * 选项组：一组带名称的复选框或单选按钮——`<fieldset>` 的 `<legend>` 为整组命名，
 * 可选的提示和错误通过 aria-describedby 关联到组上（错误出现时会被读出），相当于 FormField 之于单个控件。
 * `layout` 为 `inline`（一行、与输入框同高，放在筛选网格里的下拉框旁）、`wrap`（可换行的多行）或 `grid`（三列，
 * 用于弹出层里的长列表）。最常见的用法是在它之上构建的 `CheckboxGroup`：从一组值中任选，
 * 如搜索面板里 985 / 211 / 双一流 的标签筛选，`max` 可限制最多选几项。
 *
 * ChoiceFieldset: a labelled group of checkboxes or radio buttons — a `<fieldset>` whose `<legend>` names the
 * group, an optional hint and error tied to it by aria-describedby (the error announced when it appears),
 * like FormField does for a single control. `layout` is `inline` (one row as high as an input, beside selects
 * in a filter grid), `wrap` (rows that wrap) or `grid` (three columns, for long lists in a popover). The
 * common case is `CheckboxGroup`, built on it: pick any of a list of values, e.g. the 985 / 211 / 双一流 tag
 * filter of the search panels, with `max` to limit how many may be ticked.
 */
export function ChoiceFieldset({
  legend,
  hint,
  error,
  required = false,
  layout,
  lead,
  className,
  children,
}: ChoiceFieldsetProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error != null && error !== false && error !== '';
  const hasHint = hint != null && hint !== false && hint !== '';
  const describedBy = [hasError && errorId, hasHint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      data-slot="choice-fieldset"
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      aria-describedby={describedBy}
    >
      <legend className="mb-1.5 inline-flex items-center gap-1 text-sm leading-none font-medium">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </legend>
      <div className={choiceOptionsVariants({ layout })}>
        {lead}
        {children}
      </div>
      {hasHint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface CheckboxOption<T extends string = string> {
  value: T;
  label?: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps<T extends string> extends Omit<ChoiceFieldsetProps, 'children'> {
  options: readonly (T | CheckboxOption<T>)[];
  /** The values ticked now. */
  value: readonly T[];
  /** The new selection, in the order of `options`. */
  onValueChange: (value: T[]) => void;
  /** At most this many may be ticked: the others are disabled once it is reached. */
  max?: number;
  disabled?: boolean;
  /** Marks each checkbox invalid (with `error`). */
  invalid?: boolean;
}

export function CheckboxGroup<T extends string>({
  options,
  value,
  onValueChange,
  max,
  disabled = false,
  invalid,
  ...fieldset
}: CheckboxGroupProps<T>) {
  const items = options.map((o) => (typeof o === 'string' ? { value: o } : o));
  const full = max !== undefined && value.length >= max;
  const toggle = (item: T, on: boolean) =>
    onValueChange(items.map((o) => o.value).filter((v) => (v === item ? on : value.includes(v))));
  return (
    <ChoiceFieldset {...fieldset}>
      {items.map((option) => {
        const checked = value.includes(option.value);
        return (
          <Checkbox
            key={option.value}
            label={option.label ?? option.value}
            checked={checked}
            disabled={disabled || option.disabled || (full && !checked)}
            aria-invalid={invalid || undefined}
            onCheckedChange={(next) => toggle(option.value, next === true)}
          />
        );
      })}
    </ChoiceFieldset>
  );
}
