// A labelled group of radio buttons or checkboxes (a fieldset with its legend), with the error under it tied
// to the group by aria-describedby, like FormField does for single controls.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@zhiyuan/ui';

export interface ChoiceGroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  className?: string;
  /** The ChoiceOption elements. */
  children: ReactNode;
}

export function ChoiceGroup({
  legend,
  hint,
  error,
  required = false,
  className,
  children,
}: ChoiceGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={cn('flex flex-col gap-1.5', className)} aria-describedby={describedBy}>
      <legend className="mb-1.5 inline-flex items-center gap-1 text-sm leading-none font-medium">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">{children}</div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One radio button or checkbox with its label. */
export function ChoiceOption({
  label,
  invalid,
  ...props
}: ComponentProps<'input'> & { label: ReactNode; invalid?: boolean }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
      <input {...props} aria-invalid={invalid || undefined} className="size-4 accent-primary" />
      {label}
    </label>
  );
}
