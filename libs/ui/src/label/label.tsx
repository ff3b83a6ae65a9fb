// Form label on Radix Label (clicking it focuses the control; double-click does not select its text).
import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * 标签：基于 Radix Label 的表单标签（点击它会聚焦控件；双击不会选中其文字）。用 `htmlFor` 指向控件的 id；
 * 在 FormField 里它已自带标签，无需另写。
 *
 * Label: a form label on Radix Label (clicking it focuses the control; double-click does not select its
 * text). Point it at the control's id with `htmlFor`; a FormField brings its own label, so none is needed
 * there.
 */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'inline-flex items-center gap-1 text-sm leading-none font-medium text-foreground',
        className,
      )}
      {...props}
    />
  );
}
