// The 选科组合 of 选科查询 and its filters: the first subject (as its category: 物理类 / 历史类) and two
// electives apply as soon as they change, like the province and the tags; the keyword on 查询 (or Enter).
import type { FormEvent } from 'react';
import type { SiteYear } from '@zhiyuan/contracts';
import { ELECTIVE_SUBJECTS, ELITE_TAGS } from '@zhiyuan/contracts/basics';
import { PROVINCES } from '@zhiyuan/domain';
import {
  ALL_VALUE,
  Button,
  CheckboxGroup,
  ChoiceFieldset,
  optionsWithAll,
  RadioGroup,
  RadioGroupItem,
  SearchField,
  Select,
  valueOrAll,
} from '@zhiyuan/ui';
import { electivesMessages } from '../messages.ts';
import { firstSubjectCategories, type ElectivesFilters } from '../utils/electives-query.ts';

const t = electivesMessages.form;

export interface ElectivesFormProps {
  year: SiteYear | undefined;
  filters: ElectivesFilters;
  /** A change of the query; the page goes back to 1. */
  onChange: (change: Partial<ElectivesFilters>) => void;
}

export function ElectivesForm({ year, filters, onChange }: ElectivesFormProps) {
  const categories = firstSubjectCategories(year);
  const filtered = filters.keyword !== '' || filters.province !== undefined || filters.tags.length > 0;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    onChange({ keyword: typeof keyword === 'string' ? keyword.trim() : '' });
  };
  return (
    <section aria-labelledby="electives-form" className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <h2 id="electives-form" className="text-lg font-medium">
        {t.heading}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <ChoiceFieldset legend={t.category} required>
          <RadioGroup
            aria-label={t.category}
            value={filters.category}
            onValueChange={(category) => onChange({ category })}
            className="flex flex-wrap gap-4"
          >
            {categories.map((c) => (
              <RadioGroupItem key={c.name} value={c.name} label={`${c.track}（${c.name}）`} />
            ))}
          </RadioGroup>
        </ChoiceFieldset>
        <CheckboxGroup
          legend={t.electives}
          hint={t.electivesHint}
          required
          layout="inline"
          options={ELECTIVE_SUBJECTS}
          value={filters.electives}
          max={2}
          onValueChange={(electives) => onChange({ electives })}
        />
      </div>
      <form role="search" aria-label={t.keyword} onSubmit={onSubmit} key={filters.keyword}>
        <SearchField
          label={t.keyword}
          name="keyword"
          defaultValue={filters.keyword}
          placeholder={t.keywordPlaceholder}
          submitLabel={t.search}
        />
      </form>
      <div className="grid gap-4 md:grid-cols-[16rem_1fr_auto] md:items-end">
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
        <Button disabled={!filtered} onClick={() => onChange({ keyword: '', province: undefined, tags: [] })}>
          {t.reset}
        </Button>
      </div>
    </section>
  );
}
