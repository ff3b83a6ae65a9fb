// The search form of 找学校: the keyword (applied on 搜索 or Enter), and the filters and sort order, applied
// as soon as they change. The city list follows the province. On phones the filters fold away behind 展开筛选
// so the results stay in view; the keyword box is always there.
import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  COLLEGE_LEVELS,
  COLLEGE_NATURES,
  COLLEGE_SORTS,
  ELITE_TAGS,
  type EliteTagName,
} from '@zhiyuan/contracts';
import { Button, cn, Input, Label, Select, type SelectOption } from '@zhiyuan/ui';
import { collegesMessages } from '../messages.ts';
import { COLLEGE_TYPES, hasCollegeFilters, type CollegeFilters } from '../utils/college-query.ts';
import { citiesOf, PROVINCES } from '../utils/places.ts';

const t = collegesMessages.search;

/** Radix Select refuses '' as a value: 全部 is this one. */
const ALL = '__all__';

const options = (values: readonly string[]): SelectOption[] => [
  { value: ALL, label: t.all },
  ...values.map((value) => ({ value, label: value })),
];

export interface CollegeFiltersFormProps {
  filters: CollegeFilters;
  /** A change of the search; the page goes back to 1. */
  onChange: (change: Partial<CollegeFilters>) => void;
  onReset: () => void;
}

export function CollegeFiltersForm({ filters, onChange, onReset }: CollegeFiltersFormProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const panelId = `${id}-filters`;
  const keywordId = `${id}-keyword`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    onChange({ keyword: typeof keyword === 'string' ? keyword.trim() : '' });
  };
  const pick = (value: string) => (value === ALL ? undefined : value);
  const toggleTag = (tag: EliteTagName, on: boolean) =>
    onChange({ tags: ELITE_TAGS.filter((x) => (x === tag ? on : filters.tags.includes(x))) });
  const cities = citiesOf(filters.province);

  return (
    <div className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <form role="search" aria-label={t.formLabel} onSubmit={onSubmit} className="flex flex-col gap-1.5">
        <Label htmlFor={keywordId}>{t.keyword}</Label>
        <div className="flex gap-2">
          {/* Keyed by the URL's keyword so that back and forward put the box in step with the list. */}
          <Input
            key={filters.keyword}
            id={keywordId}
            name="keyword"
            type="search"
            maxLength={50}
            defaultValue={filters.keyword}
            placeholder={t.keywordPlaceholder}
            autoComplete="off"
          />
          <Button type="submit" variant="primary">
            <Search aria-hidden="true" />
            {t.submit}
          </Button>
        </div>
      </form>

      <div className="flex items-center justify-between gap-2 md:hidden">
        <Button
          variant="ghost"
          size="small"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {expanded ? t.hideFilters : t.showFilters}
        </Button>
      </div>

      <section
        id={panelId}
        aria-label={t.filters}
        className={cn(
          'grid-cols-1 gap-4 sm:grid-cols-2 md:grid md:grid-cols-3 lg:grid-cols-4',
          expanded ? 'grid' : 'hidden',
        )}
      >
        <Select
          label={t.province}
          options={options(PROVINCES)}
          value={filters.province ?? ALL}
          onValueChange={(value) => onChange({ province: pick(value), city: undefined })}
        />
        <Select
          label={t.city}
          options={options(cities)}
          value={filters.city ?? ALL}
          disabled={!filters.province}
          placeholder={t.cityHint}
          onValueChange={(value) => onChange({ city: pick(value) })}
        />
        <Select
          label={t.level}
          options={options(COLLEGE_LEVELS)}
          value={filters.level ?? ALL}
          onValueChange={(value) => onChange({ level: COLLEGE_LEVELS.find((l) => l === value) })}
        />
        <Select
          label={t.nature}
          options={options(COLLEGE_NATURES)}
          value={filters.nature ?? ALL}
          onValueChange={(value) => onChange({ nature: COLLEGE_NATURES.find((n) => n === value) })}
        />
        <Select
          label={t.type}
          options={options(COLLEGE_TYPES)}
          value={filters.type ?? ALL}
          onValueChange={(value) => onChange({ type: pick(value) })}
        />
        <Select
          label={t.sort}
          options={COLLEGE_SORTS.map((sort) => ({ value: sort, label: t.sorts[sort] }))}
          value={filters.sort}
          onValueChange={(value) => onChange({ sort: COLLEGE_SORTS.find((s) => s === value) ?? 'relevance' })}
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">{t.tags}</legend>
          <div className="flex h-9 flex-wrap items-center gap-4">
            {ELITE_TAGS.map((tag) => (
              <label key={tag} className="inline-flex cursor-pointer items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={filters.tags.includes(tag)}
                  onChange={(event) => toggleTag(tag, event.target.checked)}
                />
                {tag}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex items-end">
          <Button variant="default" disabled={!hasCollegeFilters(filters)} onClick={onReset}>
            {t.reset}
          </Button>
        </div>
      </section>
    </div>
  );
}
