// Single-choice select on Radix Select (typeahead, arrow keys, Esc), in the four sizes. Takes a visible `label`
// of its own, or sits in a <FormField>, which passes id, aria-describedby and aria-invalid to it. Radix forbids
// "" as an option value: use the placeholder for "nothing chosen".
import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { inputVariants } from '../input/input.tsx';
import { Label } from '../label/label.tsx';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';
import type { Size } from '../theme/size-context.ts';
import { useSize } from '../theme/use-size.ts';

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
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Visible label; leave it out inside a FormField or when `aria-label` names the select. */
  label?: ReactNode;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Defaults to the global size from <SizeProvider>. */
  size?: Size;
  /** Classes of the trigger. */
  className?: string;
}

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

  const select = (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      required={required}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        id={triggerId}
        data-slot="select-trigger"
        className={cn(
          inputVariants({ size: effectiveSize }),
          'inline-flex cursor-pointer items-center justify-between gap-2 text-left data-[placeholder]:text-muted-foreground',
          'data-[state=open]:border-primary',
          className,
        )}
        {...aria}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
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
