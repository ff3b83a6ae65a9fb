// The search form of 找学校: the keyword (applied on 搜索 or Enter), and the filters and sort order, applied
// as soon as they change. The city list follows the province. On phones the filters fold away behind 展开筛选
// so the results stay in view; the keyword box is always there.
import { useId, useState, type FormEvent } from 'react';
import {
  COLLEGE_LEVELS,
  COLLEGE_NATURES,
  COLLEGE_SORTS,
  COLLEGE_TYPES,
  ELITE_TAGS,
} from '@zhiyuan/contracts/basics';
import { citiesOf, PROVINCES } from '@zhiyuan/domain';
import {
  Button,
  CheckboxGroup,
  cn,
  FiltersToggle,
  SearchField,
  Select,
  ALL_VALUE,
  optionsWithAll,
  valueOrAll,
} from '@zhiyuan/ui';
import { collegesMessages } from '../messages.ts';
import { hasCollegeFilters, type CollegeFilters } from '../utils/college-query.ts';

const t = collegesMessages.search;

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    onChange({ keyword: typeof keyword === 'string' ? keyword.trim() : '' });
  };
  const cities = citiesOf(filters.province);

  return (
    <div className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <form role="search" aria-label={t.formLabel} onSubmit={onSubmit}>
        {/* Keyed by the URL's keyword so that back and forward put the box in step with the list. */}
        <SearchField
          key={filters.keyword}
          label={t.keyword}
          name="keyword"
          defaultValue={filters.keyword}
          placeholder={t.keywordPlaceholder}
          submitLabel={t.submit}
        />
      </form>

      <div className="flex items-center justify-between gap-2 md:hidden">
        <FiltersToggle expanded={expanded} onToggle={() => setExpanded((open) => !open)} controls={panelId} />
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
          options={optionsWithAll(PROVINCES, t.all)}
          value={filters.province ?? ALL_VALUE}
          onValueChange={(value) => onChange({ province: valueOrAll(value), city: undefined })}
        />
        <Select
          label={t.city}
          options={optionsWithAll(cities, t.all)}
          value={filters.city ?? ALL_VALUE}
          disabled={!filters.province}
          placeholder={t.cityHint}
          onValueChange={(value) => onChange({ city: valueOrAll(value) })}
        />
        <Select
          label={t.level}
          options={optionsWithAll(COLLEGE_LEVELS, t.all)}
          value={filters.level ?? ALL_VALUE}
          onValueChange={(value) => onChange({ level: COLLEGE_LEVELS.find((l) => l === value) })}
        />
        <Select
          label={t.nature}
          options={optionsWithAll(COLLEGE_NATURES, t.all)}
          value={filters.nature ?? ALL_VALUE}
          onValueChange={(value) => onChange({ nature: COLLEGE_NATURES.find((n) => n === value) })}
        />
        <Select
          label={t.type}
          options={optionsWithAll(COLLEGE_TYPES, t.all)}
          value={filters.type ?? ALL_VALUE}
          onValueChange={(value) => onChange({ type: COLLEGE_TYPES.find((c) => c === value) })}
        />
        <Select
          label={t.sort}
          options={COLLEGE_SORTS.map((sort) => ({ value: sort, label: t.sorts[sort] }))}
          value={filters.sort}
          onValueChange={(value) => onChange({ sort: COLLEGE_SORTS.find((s) => s === value) ?? 'relevance' })}
        />
        <CheckboxGroup
          legend={t.tags}
          layout="inline"
          options={ELITE_TAGS}
          value={filters.tags}
          onValueChange={(tags) => onChange({ tags })}
        />
        <div className="flex items-end">
          <Button variant="default" disabled={!hasCollegeFilters(filters)} onClick={onReset}>
            {t.reset}
          </Button>
        </div>
      </section>
    </div>
  );
}
