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
  /** 输入框上方可见的标签，如“关键词”。The visible label over the input, e.g. 关键词. */
  label: ReactNode;
  /** 按钮文字，默认“搜索”。The button's text; 搜索 by default. */
  submitLabel?: ReactNode;
  /** 关键词的最大长度，默认 50。The keyword's maximum length; 50 by default. */
  maxLength?: InputProps['maxLength'];
  /** 输入框的 autoComplete，默认 `off`。The input's autoComplete; `off` by default. */
  autoComplete?: InputProps['autoComplete'];
  /** 附加到外层的类名（输入框的属性照常传）。Classes added to the wrapper (the input's props pass as usual). */
  className?: string;
}

/**
 * 搜索框：搜索表单里的关键词框——可见的标签、下方的搜索输入框和旁边的提交按钮（默认“搜索”）。
 * 请把它放在调用方的 `<form role="search" aria-label="…">` 里，表单按输入框的 `name` 读取关键词；
 * 其余属性交给输入框（默认 `maxLength` 50、`autoComplete="off"`）。用已应用的关键词作为它的 `key`，
 * 这样浏览器后退、前进时输入框会重新填好。
 *
 * SearchField: the keyword box of a search form — a visible label over a search input with its submit button
 * beside it (搜索 by default). Put it inside the caller's `<form role="search" aria-label="…">`, which reads
 * the input by its `name`; other props go to the input (`maxLength` 50 and `autoComplete="off"` unless
 * given). Key it by the applied keyword so that back and forward refill it.
 */
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
