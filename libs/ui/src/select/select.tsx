// Single-choice select on Radix Select (typeahead, arrow keys, Esc), in the four sizes. Takes a
// visible `label` of its own, or sits in a <FormField>, which passes id, aria-describedby and aria-invalid to
// it. Radix forbids "" as an option value: use the placeholder for "nothing chosen". The list is rendered only
// while open: closed, Radix would render every option off-screen to read the chosen label from it, which on a
// page of filters cost more main-thread time than anything else the page drew (bench/README.md); the chosen
// label is shown from `options` instead, and typing on the closed select searches `options` (typeahead.ts).
import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { inputVariants } from '../input/input.tsx';
import { Label } from '../label/label.tsx';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';
import type { Size } from '../theme/size-context.ts';
import { useSize } from '../theme/use-size.ts';
import { TYPEAHEAD_RESET_MS, typeaheadMatch } from './typeahead.ts';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** The value of a 全部 option: Radix Select refuses '' as a value. */
export const ALL_VALUE = '__all__';

/** 全部 first, then one option per value (labelled by the value itself). */
export function optionsWithAll(values: readonly string[], allLabel: ReactNode): SelectOption[] {
  return [{ value: ALL_VALUE, label: allLabel }, ...values.map((value) => ({ value, label: value }))];
}

/** A chosen value, or undefined for 全部. */
export function valueOrAll(value: string): string | undefined {
  return value === ALL_VALUE ? undefined : value;
}

export interface SelectProps {
  /**
   * 选项：`value`（不能为空字符串）、`label`，可选 `disabled`。
   * The options: `value` (never ''), `label` and optionally `disabled`.
   */
  options: readonly SelectOption[];
  /** 选中的值（受控，配合 `onValueChange`）。The chosen value (controlled, with `onValueChange`). */
  value?: string;
  /** 初始选中的值（非受控）。The value chosen at first (uncontrolled). */
  defaultValue?: string;
  /** 选择改变时以新值调用。Called with the new value when the choice changes. */
  onValueChange?: (value: string) => void;
  /** 未选择时显示的文字，默认“请选择”。Shown while nothing is chosen; 请选择 by default. */
  placeholder?: string;
  /**
   * 可见的标签；放在 FormField 里或已用 `aria-label` 命名时省略。
   * Visible label; leave it out inside a FormField or when `aria-label` names the select.
   */
  label?: ReactNode;
  /** 没有可见标签时的名称。Its name when there is no visible label. */
  'aria-label'?: string;
  /** 描述它的元素的 id（FormField 会传入）。Ids of what describes it (a FormField passes them). */
  'aria-describedby'?: string;
  /** 标记为无效（FormField 有错误时传入）。Marks it invalid (a FormField passes it with an error). */
  'aria-invalid'?: boolean;
  /** 告知辅助技术它是必填的。Tells assistive technology that it is required. */
  'aria-required'?: boolean;
  /** 触发按钮的 id；不给时自动生成。The trigger's id; generated when not given. */
  id?: string;
  /** 表单字段名：在表单里由隐藏的原生 select 提交。The form field's name: a hidden native select submits it. */
  name?: string;
  /** 表单提交时必须选择。A choice is required to submit the form. */
  required?: boolean;
  /** 禁用。Disabled. */
  disabled?: boolean;
  /**
   * 尺寸：`default`、`medium`、`small`、`mini`；默认取 `<SizeProvider>` 的全局尺寸。
   * `default`, `medium`, `small` or `mini`; defaults to the global size from `<SizeProvider>`.
   */
  size?: Size;
  /** 触发按钮的类名（如宽度）。Classes of the trigger (e.g. its width). */
  className?: string;
}

/**
 * 下拉选择：基于 Radix Select 的单选下拉框（支持按键输入跳转、方向键、Esc），有四种尺寸。
 * 可以用自己的可见 `label`，也可以放在 `<FormField>` 里，由它传入 id、aria-describedby 和 aria-invalid；
 * 两者都没有时用 `aria-label` 命名。Radix 不允许用空字符串 "" 作选项值：“未选择”用占位文字表示，
 * “全部”选项用 `ALL_VALUE`（`optionsWithAll` 生成选项，`valueOrAll` 把它换回 undefined）。
 *
 * Select: a single-choice select on Radix Select (typeahead, arrow keys, Esc), in the four sizes. Takes a
 * visible `label` of its own, or sits in a `<FormField>`, which passes id, aria-describedby and aria-invalid
 * to it; with neither, name it with `aria-label`. Radix forbids "" as an option value: use the placeholder
 * for "nothing chosen", and `ALL_VALUE` for a 全部 option (`optionsWithAll` builds the options, `valueOrAll`
 * turns it back into undefined).
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = messages.selectPlaceholder,
  label,
  id,
  name,
  required,
  disabled,
  size,
  className,
  ...aria
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const effectiveSize = useSize(size);
  const [open, setOpen] = useState(false);
  // Uncontrolled, the value is kept here so that the closed select can show its label.
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const chosen = current ? options.find((option) => option.value === current) : undefined;
  const choose = (next: string) => {
    setOwnValue(next);
    onValueChange?.(next);
  };
  // Radix searches the rendered options, which a closed select does not have: the search is made here.
  const typed = useRef({ search: '', at: 0 });
  const typeahead = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.ctrlKey || event.altKey || event.metaKey || event.key.length !== 1) return;
    const now = Date.now();
    const before = now - typed.current.at < TYPEAHEAD_RESET_MS ? typed.current.search : '';
    if (event.key === ' ' && before === '') return; // Space opens the list.
    event.preventDefault();
    typed.current = { search: before + event.key, at: now };
    const match = typeaheadMatch(options, current, typed.current.search);
    if (match && match.value !== current) choose(match.value);
  };

  const select = (
    <SelectPrimitive.Root
      value={current}
      onValueChange={choose}
      open={open}
      onOpenChange={setOpen}
      name={name}
      required={required}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        id={triggerId}
        data-slot="select-trigger"
        onKeyDown={typeahead}
        className={cn(
          inputVariants({ size: effectiveSize }),
          'inline-flex cursor-pointer items-center justify-between gap-2 text-left data-[placeholder]:text-muted-foreground',
          'data-[state=open]:border-primary',
          className,
        )}
        {...aria}
      >
        <SelectPrimitive.Value placeholder={placeholder}>{chosen?.label}</SelectPrimitive.Value>
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      {open && (
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            data-slot="select-content"
            position="popper"
            sideOffset={4}
            className="relative z-[20010] max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-x-hidden overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md data-[state=open]:animate-fade-in"
          >
            <SelectPrimitive.Viewport>
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className="relative flex cursor-pointer items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-primary-soft data-[state=checked]:font-medium data-[state=checked]:text-primary-strong"
                >
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
                    <Check aria-hidden="true" className="size-4" />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      )}
    </SelectPrimitive.Root>
  );

  if (label == null) return select;
  return (
    <div data-slot="select" className="flex flex-col gap-1.5">
      <Label htmlFor={triggerId}>{label}</Label>
      {select}
    </div>
  );
}
