// Adding a college to 院校对比: search by name (the 找学校 search: names, short names, pinyin), then 加入对比
// on one of the first matches; the button says when a college is already in or the comparison is full.
import { useState, type FormEvent } from 'react';
import { Button, LoadError, SearchField } from '@zhiyuan/ui';
import { useCollegeSearch } from '../api/colleges.ts';
import { collegesMessages } from '../messages.ts';
import { COMPARE_MAX } from '../utils/college-compare.ts';

const t = collegesMessages.compare;
const MATCHES = 6;

export interface ComparePickerProps {
  chosen: readonly number[];
  onAdd: (id: number) => void;
}

function Matches({ keyword, chosen, onAdd }: ComparePickerProps & { keyword: string }) {
  const search = useCollegeSearch({ keyword, page: 1, pageSize: MATCHES });
  if (search.isError) return <LoadError error={search.error} onRetry={() => void search.refetch()} />;
  if (!search.data) return <p className="text-sm text-muted-foreground">{t.loading}</p>;
  if (search.data.items.length === 0) return <p className="text-sm text-muted-foreground">{t.noMatch}</p>;
  const full = chosen.length >= COMPARE_MAX;
  return (
    <ul aria-label={t.pick} className="flex flex-col divide-y rounded-md border">
      {search.data.items.map((c) => {
        const inside = chosen.includes(c.id);
        return (
          <li key={c.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
            <span>
              {c.name}
              <span className="ml-2 text-muted-foreground">{`${c.province} · ${c.level}`}</span>
            </span>
            <Button
              size="small"
              disabled={inside || full}
              aria-label={inside ? `${t.added}：${c.name}` : t.add(c.name)}
              onClick={() => onAdd(c.id)}
            >
              {inside ? t.added : t.addShort}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

export function ComparePicker({ chosen, onAdd }: ComparePickerProps) {
  const [keyword, setKeyword] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('keyword');
    setKeyword(typeof value === 'string' ? value.trim() : '');
  };
  return (
    <section aria-labelledby="compare-pick" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id="compare-pick" className="text-lg font-medium">
        {t.pick}
      </h2>
      <form role="search" aria-label={t.pick} onSubmit={onSubmit}>
        <SearchField
          label={t.keyword}
          name="keyword"
          placeholder={t.keywordPlaceholder}
          submitLabel={t.search}
        />
      </form>
      {chosen.length >= COMPARE_MAX && <p className="text-sm text-muted-foreground">{t.full(COMPARE_MAX)}</p>}
      {keyword !== '' && <Matches keyword={keyword} chosen={chosen} onAdd={onAdd} />}
    </section>
  );
}
