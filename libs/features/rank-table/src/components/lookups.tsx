// The two lookups of 一分一段: 分数查位次 (how many had the score, how many had it or more, the rank range) and
// 位次查分数 (the score of the candidate at a rank). Each box is checked with the contract's rule before the
// URL changes; the answer, or the server's reason (a rank beyond the table), shows under the form.
import { useId, type ReactNode } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import type { RankByRank, RankEntry } from '@zhiyuan/contracts';
import { Button, cn, FormField, Input, SampleBadge, Skeleton } from '@zhiyuan/ui';
import { useSiteConfig } from '@zhiyuan/feature-shared';
import { rankTableMessages as t } from '../messages.ts';
import { checkRankBox, checkScoreBox, type BoxCheck } from '../utils/rank-query.ts';

interface LookupState<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
}

function LookupCard({ title, form, children }: { title: string; form: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border bg-card p-5">
      <h2 id={headingId} className="text-lg font-medium">
        {title}
      </h2>
      {form}
      <div aria-live="polite">{children}</div>
    </section>
  );
}

function Figure({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-0.5 rounded-md bg-muted px-3 py-2', className)}>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function Answer<T>({ state, children }: { state: LookupState<T>; children: (data: T) => ReactNode }) {
  const { config } = useSiteConfig();
  if (state.error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {state.error.message}
      </p>
    );
  }
  if (state.isFetching && !state.data) return <Skeleton className="h-16 w-full" />;
  if (!state.data) return null;
  const sample = (state.data as { sample?: boolean }).sample === true;
  return (
    <div className="flex flex-col gap-2">
      {children(state.data)}
      {sample && (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <SampleBadge>{config.sampleBadge}</SampleBadge>
        </p>
      )}
    </div>
  );
}

type BoxForm = { value: string };

/** react-hook-form's view of a box check: the number on success, the message under the box otherwise. */
function boxResolver(check: (text: string) => BoxCheck): Resolver<BoxForm, unknown, { value: number }> {
  return (values): ResolverResult<BoxForm, { value: number }> => {
    const result = check(values.value);
    if (result.ok) return { values: { value: result.value }, errors: {} };
    return { values: {}, errors: { value: { type: 'validate', message: result.message } } };
  };
}

const BOXES = {
  score: { resolver: boxResolver(checkScoreBox), inputMode: 'decimal' },
  rank: { resolver: boxResolver(checkRankBox), inputMode: 'numeric' },
} as const;

/** The box of one lookup (a score or a rank) with its button; submits the checked number. */
function LookupForm({
  kind,
  value,
  onSubmit,
}: {
  kind: keyof typeof BOXES;
  value: number | undefined;
  onSubmit: (value: number) => void;
}) {
  const texts = t[kind];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BoxForm, unknown, { value: number }>({
    resolver: BOXES[kind].resolver,
    values: { value: value === undefined ? '' : String(value) },
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit((v) => onSubmit(v.value))(e)}
      className="flex items-start gap-2"
    >
      <FormField label={texts.label} error={errors.value?.message} className="flex-1">
        <Input
          {...register('value')}
          inputMode={BOXES[kind].inputMode}
          placeholder={texts.placeholder}
          autoComplete="off"
        />
      </FormField>
      <Button type="submit" variant="primary" className="mt-5">
        {texts.submit}
      </Button>
    </form>
  );
}

/** One lookup: its card, its form, and the answer — what was looked up, then its figures. */
function Lookup<T extends { year: number; category: string }>({
  kind,
  value,
  onSubmit,
  state,
  result,
  figures,
  note,
  figuresClassName,
}: {
  kind: keyof typeof BOXES;
  value: number | undefined;
  onSubmit: (value: number) => void;
  state: LookupState<T>;
  result: (entry: T) => string;
  figures: (entry: T) => ReactNode;
  /** A sentence about the answer that the figures alone would not tell (e.g. above the table's top). */
  note?: (entry: T) => string | null;
  figuresClassName?: string;
}) {
  return (
    <LookupCard title={t[kind].heading} form={<LookupForm kind={kind} value={value} onSubmit={onSubmit} />}>
      <Answer state={state}>
        {(entry) => (
          <>
            <p className="text-sm font-medium">
              {entry.year}年{entry.category} {result(entry)}
            </p>
            {note?.(entry) && <p className="text-sm font-medium text-foreground">{note(entry)}</p>}
            <dl className={cn('grid grid-cols-2 gap-2', figuresClassName)}>{figures(entry)}</dl>
          </>
        )}
      </Answer>
    </LookupCard>
  );
}

const thousands = (n: number) => n.toLocaleString('zh-CN');

/** What the page hands a lookup: the number in the URL, where a new one goes, and the answer so far. */
export interface LookupProps<T> {
  value: number | undefined;
  onSubmit: (value: number) => void;
  state: LookupState<T>;
}

/** 分数查位次: how many had the score, how many had it or more, the rank range — or, outside the table, why not. */
export function ScoreLookup(props: LookupProps<RankEntry>) {
  return (
    <Lookup
      kind="score"
      {...props}
      result={(entry) => t.score.result(entry.score)}
      note={(entry) => {
        if (entry.score > entry.top) return t.score.aboveTop(entry.top);
        if (entry.score < entry.bottom) return t.score.belowBottom(entry.bottom, thousands(entry.cumulative));
        return null;
      }}
      figuresClassName="sm:grid-cols-3"
      figures={(entry) => (
        <>
          {entry.score > entry.top ? (
            <Figure term={t.score.topLine}>{t.score.topLineValue(entry.top, thousands(entry.count))}</Figure>
          ) : (
            <Figure term={t.score.count}>{thousands(entry.count)}</Figure>
          )}
          <Figure term={t.score.cumulative}>{thousands(entry.cumulative)}</Figure>
          <Figure term={t.score.range} className="col-span-2 sm:col-span-1">
            {t.rangeValue(entry.rankFrom, entry.rankTo)}
          </Figure>
        </>
      )}
    />
  );
}

/** 位次查分数: the score of the candidate at a rank. */
export function RankLookup(props: LookupProps<RankByRank>) {
  return (
    <Lookup
      kind="rank"
      {...props}
      result={(entry) => t.rank.result(entry.rank)}
      figures={(entry) => (
        <>
          <Figure term={t.rank.score}>{entry.score}</Figure>
          <Figure term={t.rank.range}>{t.rangeValue(entry.rankFrom, entry.rankTo)}</Figure>
        </>
      )}
    />
  );
}
