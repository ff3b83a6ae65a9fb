// A labelled form control with an optional hint and error. It gives its one child control the id the label points
// to, aria-describedby (error, then hint), aria-invalid while there is an error and aria-required; the error is
// announced (role="alert") when it appears.
import { Slot } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Label } from '../label/label.tsx';
import { cn } from '../lib/cn.ts';

export interface FormFieldProps {
  /** 标签文字，指向控件。The label's text; it points at the control. */
  label: ReactNode;
  /** 控件下方的提示。A hint under the control. */
  hint?: ReactNode;
  /** 错误文字；非空时控件标记为无效。Error text; a non-empty value marks the control invalid. */
  error?: ReactNode;
  /** 必填：标签后标 *，控件带 aria-required。Required: * after the label, aria-required on the control. */
  required?: boolean;
  /** 控件的 id；不给时自动生成。Id of the control; generated when not given. */
  id?: string;
  /** 附加到外层的类名。Classes added to the wrapper. */
  className?: string;
  /**
   * 恰好一个控件元素（Input、PasswordInput、Select、textarea…）。
   * Exactly one control element (Input, PasswordInput, Select, textarea…).
   */
  children: ReactElement;
}

/**
 * 表单项：带标签的表单控件，可附提示和错误。它给唯一的子控件加上标签所指向的 id、
 * aria-describedby（先错误后提示）、有错误时的 aria-invalid 以及 aria-required；
 * 错误出现时会被读出（role="alert"）。所以子控件不需要自己写这些属性，只放一个控件进去即可。
 *
 * FormField: a labelled form control with an optional hint and error. It gives its one child control the id
 * the label points to, aria-describedby (error, then hint), aria-invalid while there is an error and
 * aria-required; the error is announced (role="alert") when it appears. So the control needs none of these
 * itself: put exactly one control inside.
 */
export function FormField({ label, hint, error, required = false, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error != null && error !== false && error !== '';
  const hasHint = hint != null && hint !== false && hint !== '';
  const describedBy = [hasError && errorId, hasHint && hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="form-field" className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {/* Conveyed to assistive technology by aria-required on the control. */}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      <Slot.Root
        id={controlId}
        aria-describedby={describedBy}
        aria-invalid={hasError || undefined}
        aria-required={required || undefined}
      >
        {children}
      </Slot.Root>
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
    </div>
  );
}
