// The 展开筛选 / 收起筛选 button of a search page on phones: the filters fold away so the results stay in view.
// It says whether the panel it controls is open (aria-expanded) and which one it is (aria-controls).
import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { messages } from '../messages.ts';

export interface FiltersToggleProps {
  expanded: boolean;
  onToggle: () => void;
  /** The id of the panel it opens and closes. */
  controls: string;
  showLabel?: ReactNode;
  hideLabel?: ReactNode;
  className?: string;
}

export function FiltersToggle({
  expanded,
  onToggle,
  controls,
  showLabel = messages.showFilters,
  hideLabel = messages.hideFilters,
  className,
}: FiltersToggleProps) {
  return (
    <Button
      variant="ghost"
      size="small"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      {...(className ? { className } : {})}
    >
      <SlidersHorizontal aria-hidden="true" />
      {expanded ? hideLabel : showLabel}
    </Button>
  );
}
