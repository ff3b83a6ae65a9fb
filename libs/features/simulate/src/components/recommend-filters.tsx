// 筛选 of the suggestions: where the college is (provinces from a list, cities typed), 985/211/双一流, leaving
// out 民办 or 中外合作, and the 门类 or majors of interest. Ticks apply at once; typed lists apply on 应用 or
// Enter. On phones the panel folds away behind 展开筛选 so the results stay in view.
import { ChevronDown } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ELITE_TAGS } from '@zhiyuan/contracts/basics';
import { PROVINCES } from '@zhiyuan/domain';
import {
  Button,
  CheckboxGroup,
  cn,
  FiltersToggle,
  Input,
  Label,
  Popover,
  PopoverContent,
  PopoverTrigger,
} from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';
import {
  DISCIPLINES,
  EXCLUDABLE_NATURES,
  hasPreferences,
  NO_PREFERENCES,
  splitList,
  type RecommendPreferencesForm,
} from '../utils/candidate-query.ts';

const t = simulateMessages.filters;

/** A multiple choice from a long list, in a popover: the button says what is chosen. */
function ManyOf({
  label,
  placeholder,
  chosenText,
  options,
  values,
  onChange,
}: {
  label: string;
  placeholder: string;
  chosenText: (count: number) => string;
  options: readonly string[];
  values: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const id = useId();
  const summary =
    values.length === 0 ? placeholder : values.length <= 2 ? values.join('、') : chosenText(values.length);
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <Popover>
        <PopoverTrigger asChild>
          <Button
            variant="default"
            aria-labelledby={`${id}-label ${id}-value`}
            className="justify-between font-normal"
          >
            <span id={`${id}-value`} className="truncate">
              {summary}
            </span>
            <ChevronDown aria-hidden="true" className="opacity-60" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="max-h-80 w-80 overflow-y-auto">
          <CheckboxGroup
            legend={label}
            layout="grid"
            options={options}
            value={values}
            onValueChange={onChange}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}

export interface RecommendFiltersProps {
  preferences: RecommendPreferencesForm;
  onChange: (preferences: RecommendPreferencesForm) => void;
}

export function RecommendFilters({ preferences, onChange }: RecommendFiltersProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const change = (part: Partial<RecommendPreferencesForm>) => onChange({ ...preferences, ...part });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    change({ cities: splitList(text('cities'), 50, 20), majors: splitList(text('majors'), 20, 50) });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-base font-medium">
          {t.heading}
        </h3>
        <FiltersToggle
          className="md:hidden"
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          controls={`${id}-panel`}
        />
      </div>
      <form
        id={`${id}-panel`}
        onSubmit={onSubmit}
        className={cn('flex-col gap-4 md:flex', expanded ? 'flex' : 'hidden')}
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <ManyOf
            label={t.provinces}
            placeholder={t.provincesPlaceholder}
            chosenText={t.provincesChosen}
            options={PROVINCES}
            values={preferences.provinces}
            onChange={(provinces) => change({ provinces })}
          />
          <ManyOf
            label={t.disciplines}
            placeholder={t.disciplinesPlaceholder}
            chosenText={t.disciplinesChosen}
            options={DISCIPLINES}
            values={preferences.disciplines}
            onChange={(disciplines) => change({ disciplines })}
          />
          <CheckboxGroup
            legend={t.tags}
            layout="inline"
            options={ELITE_TAGS}
            value={preferences.tags}
            onValueChange={(tags) => change({ tags })}
          />
          <CheckboxGroup
            legend={t.exclude}
            layout="inline"
            options={EXCLUDABLE_NATURES.map((nature) => ({ value: nature, label: t.excludeNature(nature) }))}
            value={preferences.exclude}
            onValueChange={(exclude) => change({ exclude })}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-cities`}>{t.cities}</Label>
            {/* Keyed by the URL's value so that back and forward put the box in step with the results. */}
            <Input
              key={preferences.cities.join(',')}
              id={`${id}-cities`}
              name="cities"
              defaultValue={preferences.cities.join(',')}
              placeholder={t.citiesPlaceholder}
              autoComplete="off"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-majors`}>{t.majors}</Label>
            <Input
              key={preferences.majors.join(',')}
              id={`${id}-majors`}
              name="majors"
              defaultValue={preferences.majors.join(',')}
              placeholder={t.majorsPlaceholder}
              autoComplete="off"
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline" size="small">
            {t.apply}
          </Button>
          <Button
            type="button"
            size="small"
            disabled={!hasPreferences(preferences)}
            onClick={() => onChange(NO_PREFERENCES)}
          >
            {t.reset}
          </Button>
        </div>
      </form>
    </section>
  );
}
