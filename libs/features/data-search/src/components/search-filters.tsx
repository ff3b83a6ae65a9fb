// The query form of 大数据查询: year, category, batch, scope, province and tags apply as soon as they change;
// the keyword and the score and rank ranges apply on 查询 (or Enter), checked with the contract's rules
// first. The categories and batches follow the year (all years' when none is chosen). On phones everything
// but the keyword folds away behind 展开筛选.
import { useId, useState, type FormEvent } from 'react';
import type { SiteYear } from '@zhiyuan/contracts';
import {
  ADMISSION_SEARCH_SCOPES,
  checkNumber,
  ELITE_TAGS,
  RANK_RULE,
  SCORE_RULE,
  VALIDATION_MESSAGES,
  type NumberRule,
} from '@zhiyuan/contracts/basics';
import { PROVINCES } from '@zhiyuan/domain';
import {
  Button,
  CheckboxGroup,
  cn,
  FiltersToggle,
  FormField,
  Input,
  SearchField,
  Select,
  ALL_VALUE,
  optionsWithAll,
  valueOrAll,
} from '@zhiyuan/ui';
import { dataSearchMessages } from '../messages.ts';
import {
  batchOptions,
  categoryOptions,
  hasSearchFilters,
  type SearchFilters,
} from '../utils/search-query.ts';

const t = dataSearchMessages.filters;

type RangeBox = 'scoreMin' | 'scoreMax' | 'rankMin' | 'rankMax';
type RangeErrors = Partial<Record<RangeBox, string>>;

/** The score and rank range boxes, applied with the keyword. */
const RANGE_BOXES: readonly { name: RangeBox; inputMode: 'decimal' | 'numeric' }[] = [
  { name: 'scoreMin', inputMode: 'decimal' },
  { name: 'scoreMax', inputMode: 'decimal' },
  { name: 'rankMin', inputMode: 'numeric' },
  { name: 'rankMax', inputMode: 'numeric' },
];

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
    const read = (name: keyof RangeErrors, rule: NumberRule, message: string) => {
      const raw = text(name);
      if (raw === '') return undefined;
      const checked = checkNumber(rule, raw);
      if (checked.success) return checked.data;
      found[name] = message;
      return undefined;
    };
    const scoreMin = read('scoreMin', SCORE_RULE, t.rangeScore);
    const scoreMax = read('scoreMax', SCORE_RULE, t.rangeScore);
    const rankMin = read('rankMin', RANK_RULE, t.rangeRank);
    const rankMax = read('rankMax', RANK_RULE, t.rangeRank);
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
        <SearchField
          label={t.keyword}
          name="keyword"
          defaultValue={filters.keyword}
          placeholder={t.keywordPlaceholder}
          submitLabel={t.submit}
        />
        <div className={cn('grid-cols-2 gap-3 md:grid md:grid-cols-4', expanded ? 'grid' : 'hidden')}>
          {RANGE_BOXES.map(({ name, inputMode }) => (
            <FormField key={name} label={t[name]} error={errors[name]}>
              <Input
                name={name}
                inputMode={inputMode}
                defaultValue={filters[name] ?? ''}
                autoComplete="off"
              />
            </FormField>
          ))}
        </div>
      </form>

      <div className="flex items-center justify-between gap-2 md:hidden">
        <FiltersToggle
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          controls={`${id}-filters`}
        />
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
          options={optionsWithAll(
            sortedYears.map((y) => String(y.year)),
            t.all,
          )}
          value={filters.year === undefined ? ALL_VALUE : String(filters.year)}
          onValueChange={(value) => {
            const year = value === ALL_VALUE ? undefined : Number(value);
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
          options={optionsWithAll(categories, t.all)}
          value={filters.category ?? ALL_VALUE}
          onValueChange={(value) => onChange({ category: valueOrAll(value) })}
        />
        <Select
          label={t.batch}
          options={optionsWithAll(batches, t.all)}
          value={filters.batch ?? ALL_VALUE}
          onValueChange={(value) => onChange({ batch: valueOrAll(value) })}
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
          options={optionsWithAll(PROVINCES, t.all)}
          value={filters.province ?? ALL_VALUE}
          onValueChange={(value) => onChange({ province: valueOrAll(value) })}
        />
        <CheckboxGroup
          legend={t.tags}
          layout="inline"
          options={ELITE_TAGS}
          value={filters.tags}
          onValueChange={(tags) => onChange({ tags })}
        />
        <div className="flex items-end">
          <Button disabled={!hasSearchFilters(filters)} onClick={onReset}>
            {t.reset}
          </Button>
        </div>
      </section>
    </div>
  );
}
