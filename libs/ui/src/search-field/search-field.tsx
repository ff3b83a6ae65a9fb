// The keyword box of a search form: a visible label over a search input with its submit button beside it
// (搜索 by default). Put it inside the caller's <form role="search">, which reads the input by its `name`.
import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { Input, type InputProps } from '../input/input.tsx';
import { Label } from '../label/label.tsx';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';

export interface SearchFieldProps extends Omit<InputProps, 'type' | 'className'> {
  label: ReactNode;
  /** The button's text; 搜索 by default. */
  submitLabel?: ReactNode;
  className?: string;
}

export function SearchField({
  label,
  submitLabel = messages.search,
  id,
  className,
  maxLength = 50,
  autoComplete = 'off',
  ...input
}: SearchFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div data-slot="search-field" className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <Input id={inputId} type="search" maxLength={maxLength} autoComplete={autoComplete} {...input} />
        <Button type="submit" variant="primary">
          <Search aria-hidden="true" />
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
