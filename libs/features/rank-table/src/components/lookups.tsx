// The two lookups of 一分一段: 分数查位次 (how many had the score, how many had it or more, the rank range) and
// 位次查分数 (the score of the candidate at a rank). Each box is checked with the contract's rule before the
// URL changes; the answer, or the server's reason (a rank beyond the table), shows under the form.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { RankByRank, RankEntry } from '@zhiyuan/contracts';
import { Button, cn, FormField, Input, SampleBadge, Skeleton } from '@zhiyuan/ui';
import { useSiteConfig } from '@zhiyuan/feature-shared';
import { rankTableMessages as t } from '../messages.ts';
import { checkRankBox, checkScoreBox } from '../utils/rank-query.ts';

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

const BOXES = {
  score: { check: checkScoreBox, inputMode: 'decimal' },
  rank: { check: checkRankBox, inputMode: 'numeric' },
} as const;

/** What a lookup's form sends with its own box, so that a submit without JavaScript keeps the rest of the query. */
export type LookupCarry = Readonly<Record<string, string | undefined>>;

/** The message of a value in the URL the lookup does not take (typed without JavaScript), else null. */
function urlMessage(kind: keyof typeof BOXES, text: string): string | null {
  if (text.trim() === '') return null;
  const result = BOXES[kind].check(text);
  return result.ok ? null : result.message;
}

/**
 * The box of one lookup (a score or a rank) with its button: a real GET form of the page's own URL
 * (`?year=…&category=…&score=…`), so it works before React has hydrated the server's page and without
 * JavaScript (the server renders the answer of the URL). The box is uncontrolled: what is typed before
 * hydration stays, and the submit reads it from the form. With JavaScript, the box is checked first and the
 * URL changes in place. `text` is the URL's value as it came (a wrong one shows its message, as after a check).
 */
function LookupForm({
  kind,
  text,
  carry,
  onSubmit,
}: {
  kind: keyof typeof BOXES;
  text: string;
  carry: LookupCarry;
  onSubmit: (value: number) => void;
}) {
  const texts = t[kind];
  const [error, setError] = useState(() => urlMessage(kind, text));
  // Back and forward change the URL under the form: its box and message follow (the box only then, never at
  // hydration, which keeps what was typed before it).
  const [shown, setShown] = useState(text);
  const box = useRef<HTMLInputElement>(null);
  if (shown !== text) {
    setShown(text);
    setError(urlMessage(kind, text));
  }
  useEffect(() => {
    if (box.current && box.current.value !== shown && document.activeElement !== box.current) {
      box.current.value = shown;
    }
  }, [shown]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get(kind);
    const result = BOXES[kind].check(typeof typed === 'string' ? typed : '');
    setError(result.ok ? null : result.message);
    if (result.ok) onSubmit(result.value);
  };
  return (
    <form method="get" noValidate onSubmit={submit} className="flex items-start gap-2">
      {Object.entries(carry).map(
        ([name, value]) =>
          value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
      <FormField label={texts.label} error={error} className="flex-1">
        <Input
          ref={box}
          name={kind}
          defaultValue={text}
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
  text,
  carry,
  onSubmit,
  state,
  result,
  figures,
  note,
  figuresClassName,
}: {
  kind: keyof typeof BOXES;
  text: string;
  carry: LookupCarry;
  onSubmit: (value: number) => void;
  state: LookupState<T>;
  result: (entry: T) => string;
  figures: (entry: T) => ReactNode;
  /** A sentence about the answer that the figures alone would not tell (e.g. above the table's top). */
  note?: (entry: T) => string | null;
  figuresClassName?: string;
}) {
  return (
    <LookupCard
      title={t[kind].heading}
      form={<LookupForm kind={kind} text={text} carry={carry} onSubmit={onSubmit} />}
    >
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
  /** The box's value in the URL, as it came (checked again when it is not a number the lookup takes). */
  text: string;
  /** The rest of the query, sent with the box by a submit without JavaScript. */
  carry: LookupCarry;
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
