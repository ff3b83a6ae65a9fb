// The query form of 大数据查询: year, category, batch, scope, province and tags apply as soon as they change;
// the keyword and the score and rank ranges apply on 查询 (or Enter), checked with the contract's rules
// first. The categories and batches follow the year (all years' when none is chosen). On phones everything
// but the keyword folds away behind 展开筛选.
import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  ADMISSION_SEARCH_SCOPES,
  ELITE_TAGS,
  rankParam,
  scoreParam,
  VALIDATION_MESSAGES,
  type SiteYear,
} from '@zhiyuan/contracts';
import { Button, cn, FormField, Input, Label, Select, type SelectOption } from '@zhiyuan/ui';
import { PROVINCES } from '../../colleges/index.ts';
import { dataSearchMessages } from '../messages.ts';
import {
  batchOptions,
  categoryOptions,
  hasSearchFilters,
  type SearchFilters,
} from '../utils/search-query.ts';

const t = dataSearchMessages.filters;

/** Radix Select refuses '' as a value: 全部 is this one. */
const ALL = '__all__';
const options = (values: readonly string[]): SelectOption[] => [
  { value: ALL, label: t.all },
  ...values.map((value) => ({ value, label: value })),
];

type RangeErrors = Partial<Record<'scoreMin' | 'scoreMax' | 'rankMin' | 'rankMax', string>>;

export interface SearchFiltersFormProps {
  filters: SearchFilters;
  years: readonly SiteYear[];
  /** A change of the query; the page goes back to 1. */
  onChange: (change: Partial<SearchFilters>) => void;
  onReset: () => void;
}

export function SearchFiltersForm({ filters, years, onChange, onReset }: SearchFiltersFormProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [errors, setErrors] = useState<RangeErrors>({});
  const pick = (value: string) => (value === ALL ? undefined : value);
  const sortedYears = [...years].sort((a, b) => b.year - a.year);
  const categories = categoryOptions(years, filters.year);
  const batches = batchOptions(years, filters.year);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const found: RangeErrors = {};
    const read = (name: keyof RangeErrors, rule: typeof scoreParam | typeof rankParam, message: string) => {
      const raw = text(name);
      if (raw === '') return undefined;
      const parsed = rule.safeParse(raw);
      if (parsed.success) return parsed.data;
      found[name] = message;
      return undefined;
    };
    const scoreMin = read('scoreMin', scoreParam, t.rangeScore);
    const scoreMax = read('scoreMax', scoreParam, t.rangeScore);
    const rankMin = read('rankMin', rankParam, t.rangeRank);
    const rankMax = read('rankMax', rankParam, t.rangeRank);
    if (scoreMin !== undefined && scoreMax !== undefined && scoreMax < scoreMin) {
      found.scoreMax = VALIDATION_MESSAGES.scoreRangeInvalid;
    }
    if (rankMin !== undefined && rankMax !== undefined && rankMax < rankMin) {
      found.rankMax = VALIDATION_MESSAGES.rankRangeInvalid;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onChange({ keyword: text('keyword').slice(0, 50), scoreMin, scoreMax, rankMin, rankMax });
  };

  const toggleTag = (tag: (typeof ELITE_TAGS)[number], on: boolean) =>
    onChange({ tags: ELITE_TAGS.filter((x) => (x === tag ? on : filters.tags.includes(x))) });
  // Keyed by the URL's values so that back and forward put the boxes in step with the results.
  const boxesKey = [
    filters.keyword,
    filters.scoreMin,
    filters.scoreMax,
    filters.rankMin,
    filters.rankMax,
  ].join('|');

  return (
    <div className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <form
        key={boxesKey}
        role="search"
        aria-label={t.label}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-keyword`}>{t.keyword}</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-keyword`}
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
        </div>
        <div className={cn('grid-cols-2 gap-3 md:grid md:grid-cols-4', expanded ? 'grid' : 'hidden')}>
          <FormField label={t.scoreMin} error={errors.scoreMin}>
            <Input
              name="scoreMin"
              inputMode="decimal"
              defaultValue={filters.scoreMin ?? ''}
              autoComplete="off"
            />
          </FormField>
          <FormField label={t.scoreMax} error={errors.scoreMax}>
            <Input
              name="scoreMax"
              inputMode="decimal"
              defaultValue={filters.scoreMax ?? ''}
              autoComplete="off"
            />
          </FormField>
          <FormField label={t.rankMin} error={errors.rankMin}>
            <Input
              name="rankMin"
              inputMode="numeric"
              defaultValue={filters.rankMin ?? ''}
              autoComplete="off"
            />
          </FormField>
          <FormField label={t.rankMax} error={errors.rankMax}>
            <Input
              name="rankMax"
              inputMode="numeric"
              defaultValue={filters.rankMax ?? ''}
              autoComplete="off"
            />
          </FormField>
        </div>
      </form>

      <div className="flex items-center justify-between gap-2 md:hidden">
        <Button
          variant="ghost"
          size="small"
          aria-expanded={expanded}
          aria-controls={`${id}-filters`}
          onClick={() => setExpanded((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {expanded ? t.hide : t.show}
        </Button>
      </div>

      <section
        id={`${id}-filters`}
        aria-label={t.label}
        className={cn(
          'grid-cols-1 gap-4 sm:grid-cols-2 md:grid md:grid-cols-3 lg:grid-cols-4',
          expanded ? 'grid' : 'hidden',
        )}
      >
        <Select
          label={t.year}
          options={options(sortedYears.map((y) => String(y.year)))}
          value={filters.year === undefined ? ALL : String(filters.year)}
          onValueChange={(value) => {
            const year = value === ALL ? undefined : Number(value);
            // A category or batch the new year does not have is dropped.
            onChange({
              year,
              category: categoryOptions(years, year).find((c) => c === filters.category),
              batch: batchOptions(years, year).find((b) => b === filters.batch),
            });
          }}
        />
        <Select
          label={t.category}
          options={options(categories)}
          value={filters.category ?? ALL}
          onValueChange={(value) => onChange({ category: pick(value) })}
        />
        <Select
          label={t.batch}
          options={options(batches)}
          value={filters.batch ?? ALL}
          onValueChange={(value) => onChange({ batch: pick(value) })}
        />
        <Select
          label={t.scope}
          options={ADMISSION_SEARCH_SCOPES.map((scope) => ({ value: scope, label: t.scopes[scope] }))}
          value={filters.scope}
          onValueChange={(value) =>
            onChange({ scope: ADMISSION_SEARCH_SCOPES.find((s) => s === value) ?? 'unit' })
          }
        />
        <Select
          label={t.province}
          options={options(PROVINCES)}
          value={filters.province ?? ALL}
          onValueChange={(value) => onChange({ province: pick(value) })}
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
          <Button disabled={!hasSearchFilters(filters)} onClick={onReset}>
            {t.reset}
          </Button>
        </div>
      </section>
    </div>
  );
}
