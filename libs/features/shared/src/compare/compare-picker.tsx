// Adding an item to a comparison (院校对比, 专业对比): a keyword box, then 加入对比 on one of the first matches
// (found by the comparison's own search, `useMatches`); a button says when an item is already in or the
// comparison is full.
import { useState, type FormEvent } from 'react';
import { Button, LoadError, SearchField } from '@zhiyuan/ui';
import { compareMessages as t } from './messages.ts';

/** An item a search found: its key in the comparison, its name and a short description. */
export interface CompareCandidate<K> {
  key: K;
  name: string;
  detail: string;
}

/** What a comparison's search gives for a keyword (a hook: it may use queries). */
export type UseCompareMatches<K> = (keyword: string) => {
  items: readonly CompareCandidate<K>[] | undefined;
  error: unknown;
  retry: () => void;
};

export interface ComparePickerProps<K> {
  /** The box's label and placeholder: 院校名称 / 专业名称 …. */
  label: string;
  placeholder: string;
  chosen: readonly K[];
  max: number;
  onAdd: (key: K) => void;
  useMatches: UseCompareMatches<K>;
  /** Items to add in one click (the student's 收藏 …), when the app has them, and what to call them. */
  suggestions?: readonly CompareCandidate<K>[];
  suggestionsLabel?: string;
}

function Matches<K>({
  keyword,
  chosen,
  max,
  onAdd,
  useMatches,
}: Pick<ComparePickerProps<K>, 'chosen' | 'max' | 'onAdd' | 'useMatches'> & { keyword: string }) {
  const { items, error, retry } = useMatches(keyword);
  if (error) return <LoadError error={error} onRetry={retry} />;
  if (!items) return <p className="text-sm text-muted-foreground">{t.loading}</p>;
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t.noMatch}</p>;
  const full = chosen.length >= max;
  return (
    <ul aria-label={t.matches} className="flex flex-col divide-y rounded-md border">
      {items.map((item) => {
        const inside = chosen.includes(item.key);
        return (
          <li key={String(item.key)} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
            <span>
              {item.name}
              <span className="ml-2 text-muted-foreground">{item.detail}</span>
            </span>
            <Button
              size="small"
              disabled={inside || full}
              aria-label={inside ? t.added(item.name) : t.add(item.name)}
              onClick={() => onAdd(item.key)}
            >
              {inside ? t.addedShort : t.addShort}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

export function ComparePicker<K>({
  label,
  placeholder,
  chosen,
  max,
  onAdd,
  useMatches,
  suggestions = [],
  suggestionsLabel = t.suggestions,
}: ComparePickerProps<K>) {
  const [keyword, setKeyword] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('keyword');
    setKeyword(typeof value === 'string' ? value.trim() : '');
  };
  return (
    <section aria-labelledby="compare-pick" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id="compare-pick" className="text-lg font-medium">
        {t.heading}
      </h2>
      <form role="search" aria-label={t.heading} onSubmit={onSubmit}>
        <SearchField label={label} name="keyword" placeholder={placeholder} submitLabel={t.search} />
      </form>
      {suggestions.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">{suggestionsLabel}</p>
          <ul aria-label={suggestionsLabel} className="flex flex-wrap gap-2">
            {suggestions.map((item) => {
              const inside = chosen.includes(item.key);
              return (
                <li key={String(item.key)}>
                  <Button
                    size="small"
                    disabled={inside || chosen.length >= max}
                    aria-label={inside ? t.added(item.name) : t.add(item.name)}
                    onClick={() => onAdd(item.key)}
                  >
                    {item.name}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {chosen.length >= max && <p className="text-sm text-muted-foreground">{t.full(max)}</p>}
      {keyword !== '' && (
        <Matches keyword={keyword} chosen={chosen} max={max} onAdd={onAdd} useMatches={useMatches} />
      )}
    </section>
  );
}
