// The catalog as nested disclosure lists: 门类 and 专业类 are buttons (aria-expanded, aria-controls) opening
// the list below them, and each 专业 is a link to its page. Plain buttons and links keep it usable with Tab,
// Enter and Space, and with any screen reader, without the tree role's arrow-key contract.
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { MajorItem, MajorTree as MajorTreeData } from '@zhiyuan/contracts';
import { Link } from 'react-router';
import { Badge, cn } from '@zhiyuan/ui';
import { majorsMessages as t } from '../messages.ts';

export interface MajorTreeProps {
  tree: MajorTreeData;
  /** Codes of the open 门类 and 专业类. */
  expanded: ReadonlySet<string>;
  onToggle: (code: string) => void;
  detailPath: (code: string) => string;
}

function Disclosure({
  open,
  controls,
  onToggle,
  code,
  name,
  count,
  strong,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  code: string;
  name: string;
  count: number;
  strong?: boolean;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(
        'flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-left hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring',
        strong ? 'font-medium' : 'text-sm',
      )}
    >
      <ChevronRight
        aria-hidden="true"
        className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-90')}
      />
      <span className="tabular-nums text-muted-foreground">{code}</span>
      <span>{name}</span>
      <span className="ml-auto text-xs font-normal text-muted-foreground">{t.catalog.majorCount(count)}</span>
    </button>
  );
}

export function MajorFlags({ flags }: { flags: MajorItem['flags'] }) {
  return flags.map((flag) => (
    <Badge key={flag} variant="secondary" title={t.flags[flag]}>
      {flag === 'T' ? '特设' : '国控'}
    </Badge>
  ));
}

export function MajorTree({ tree, expanded, onToggle, detailPath }: MajorTreeProps) {
  const id = useId();
  return (
    <ul aria-label={t.catalog.treeLabel} className="flex flex-col gap-1">
      {tree.categories.map((category) => {
        const open = expanded.has(category.code);
        const listId = `${id}-${category.code}`;
        const count = category.subcategories.reduce((n, s) => n + s.majors.length, 0);
        return (
          <li key={category.code} className="rounded-lg border bg-card">
            <Disclosure
              open={open}
              controls={listId}
              onToggle={() => onToggle(category.code)}
              code={category.code}
              name={category.name}
              count={count}
              strong
            />
            <ul id={listId} hidden={!open} className="flex flex-col gap-0.5 px-2 pb-2 pl-6">
              {category.subcategories.map((sub) => {
                const subOpen = expanded.has(sub.code);
                const subId = `${id}-${sub.code}`;
                return (
                  <li key={sub.code}>
                    <Disclosure
                      open={subOpen}
                      controls={subId}
                      onToggle={() => onToggle(sub.code)}
                      code={sub.code}
                      name={sub.name}
                      count={sub.majors.length}
                    />
                    <ul
                      id={subId}
                      hidden={!subOpen}
                      className="grid gap-1 py-1 pl-8 sm:grid-cols-2 lg:grid-cols-3"
                    >
                      {sub.majors.map((major) => (
                        <li key={major.code} className="flex items-center gap-2 text-sm">
                          <Link
                            to={detailPath(major.code)}
                            className="rounded-sm py-1 text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                          >
                            <span className="mr-1.5 tabular-nums text-muted-foreground">{major.code}</span>
                            {major.name}
                          </Link>
                          <MajorFlags flags={major.flags} />
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
