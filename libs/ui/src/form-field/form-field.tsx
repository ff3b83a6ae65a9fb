// A labelled form control with an optional hint and error. It gives its one child control the id the label points
// to, aria-describedby (error, then hint), aria-invalid while there is an error and aria-required; the error is
// announced (role="alert") when it appears.
import { Slot } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Label } from '../label/label.tsx';
import { cn } from '../lib/cn.ts';

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; a non-empty value marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Id of the control; generated when not given. */
  id?: string;
  className?: string;
  /** Exactly one control element (Input, PasswordInput, Select, textarea…). */
  children: ReactElement;
}

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
