// 模拟填报 (/policy/simulate and /data/simulate): the candidate (category, batch, score or rank, 选科, the special
// plans they qualify for) and the filters live in the URL, so back, forward, refresh and a shared link show the same suggestions; the 志愿表
// being built lives in the browser beside them (below them on phones, with a link to jump there). Opened with
// no candidate, the page takes the list's or the personal centre's (use-opening-candidate.ts). Every
// suggestion says how sure it is and why; nothing here promises an admission.
import { useAtomValue, useSetAtom } from 'jotai';
import { ListOrdered } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdmissionTier, RecommendItem, VolunteerTable } from '@zhiyuan/contracts';
import { Empty, LoadError, Skeleton, toast } from '@zhiyuan/ui';
import { NextKeyDate, SiteConfigGuard, useSignedIn, useSiteConfig } from '@zhiyuan/feature-shared';
import { useRecommend } from '../api/recommend.ts';
import { useOpeningCandidate } from '../hooks/use-opening-candidate.ts';
import { simulateMessages } from '../messages.ts';
import { addChoiceAtom, draftAtom } from '../state/draft-atoms.ts';
import {
  candidateSubjects,
  isAskable,
  readCandidateQuery,
  simulateYear,
  toRecommendInput,
  withCandidate,
  writeCandidateQuery,
  type CandidateQuery,
  type RecommendPreferencesForm,
} from '../utils/candidate-query.ts';
import {
  choiceFromItem,
  emptyDraft,
  positionOf,
  sameContext,
  unitName,
  type DraftContext,
} from '../utils/draft.ts';
import { AddChoiceDialog } from './add-choice-dialog.tsx';
import { CandidateForm, type CandidateValues } from './candidate-form.tsx';
import { CandidateSummary } from './candidate-summary.tsx';
import { RecommendResults } from './recommend-results.tsx';
import { VolunteerPanel } from './volunteer-panel.tsx';

const t = simulateMessages;

export function SimulatePage() {
  const id = useId();
  const listHeadingId = `${id}-list`;
  const [params, setParams] = useSearchParams();
  const { config } = useSiteConfig();
  const signedIn = useSignedIn();
  const draft = useAtomValue(draftAtom);
  const addChoice = useSetAtom(addChoiceAtom);
  const [adding, setAdding] = useState<RecommendItem | null>(null);

  const year = simulateYear(config);
  const query = readCandidateQuery(params, config.years, year);
  const input = year && isAskable(query) ? toRecommendInput(query, year) : undefined;
  const recommend = useRecommend(input);
  const onFormEdit = useOpeningCandidate({ years: config.years, year, query, draft, signedIn });

  const heading = (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="text-sm text-muted-foreground">
        {t.intro(config.region.province, year?.year ?? config.currentYear)}
      </p>
      <p className="text-xs text-muted-foreground">{t.honesty}</p>
      <NextKeyDate unsaved={(draft?.dirty ?? false) && (draft?.choices.length ?? 0) > 0} />
    </div>
  );

  if (!year || !query) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <SiteConfigGuard empty={t.noYears} />
      </div>
    );
  }

  const go = (next: CandidateQuery) => setParams(writeCandidateQuery(next));
  const onCandidate = (values: CandidateValues) => {
    const next: CandidateQuery = {
      ...query,
      category: values.category,
      batch: values.batch,
      electives: values.electives,
      eligibility: values.eligibility ?? query.eligibility,
      tier: query.tier,
      page: 1,
    };
    delete next.score;
    delete next.rank;
    if (values.score !== undefined) next.score = values.score;
    else if (values.rank !== undefined) next.rank = values.rank;
    go(next);
  };
  const onTier = (tier: AdmissionTier) => go({ ...query, tier, page: 1 });
  const onPage = (page: number) => go({ ...query, page });
  const onPreferences = (preferences: RecommendPreferencesForm) => go({ ...query, preferences, page: 1 });
  const onOpened = (table: VolunteerTable) => {
    if (table.year === year.year) go(withCandidate(query, table, year));
  };

  const context: DraftContext = {
    year: year.year,
    category: query.category,
    batch: query.batch,
    score: query.score ?? null,
    rank: query.score === undefined ? (query.rank ?? null) : null,
    electives: candidateSubjects(year, query.category, query.electives) ?? [],
    eligibility: query.eligibility,
  };
  const batch = year.batches.find((b) => b.name === query.batch);
  const otherList = draft !== null && draft.choices.length > 0 && !sameContext(draft, context);
  const full =
    batch && draft && !otherList && sameContext(draft, context) && draft.choices.length >= batch.choices
      ? { max: batch.choices }
      : undefined;

  const onConfirmAdd = (item: RecommendItem, majors: RecommendItem['majors'], adjustment: boolean) => {
    const name = t.list.defaultName(context.year, context.category, context.batch);
    addChoice({
      choice: choiceFromItem(item, majors, adjustment),
      context,
      fresh: emptyDraft(context, name),
    });
    const position = otherList ? 1 : (draft && sameContext(draft, context) ? draft.choices.length : 0) + 1;
    toast.success(
      t.add.addedToast(
        unitName({ collegeName: item.college.name, groupCode: item.group?.code ?? null }),
        position,
      ),
    );
    setAdding(null);
  };

  const candidateKey = [
    query.category,
    query.batch,
    query.score,
    query.rank,
    query.electives.join(','),
    query.eligibility.join(','),
  ].join('|');
  const choiceCount = draft?.choices.length ?? 0;

  return (
    <div className="flex flex-col gap-6 pb-16 lg:pb-0">
      {heading}
      <CandidateForm
        key={candidateKey}
        year={year}
        signedIn={signedIn}
        initial={{
          category: query.category,
          batch: query.batch,
          electives: query.electives,
          eligibility: query.eligibility,
          ...(query.score !== undefined ? { score: query.score } : {}),
          ...(query.rank !== undefined ? { rank: query.rank } : {}),
        }}
        onSubmit={onCandidate}
        onEdit={onFormEdit}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {!input ? (
            <Empty description={t.candidate.start} className="rounded-lg border bg-card" />
          ) : recommend.isError && !recommend.data ? (
            <LoadError titleAs="h2" error={recommend.error} onRetry={() => void recommend.refetch()} />
          ) : (
            <>
              {recommend.data ? (
                <CandidateSummary data={recommend.data} />
              ) : (
                <Skeleton className="h-48 w-full" />
              )}
              <RecommendResults
                tier={query.tier}
                page={query.page}
                preferences={query.preferences}
                data={recommend.data}
                stale={recommend.isPlaceholderData}
                error={recommend.error}
                onRetry={() => void recommend.refetch()}
                onTier={onTier}
                onPage={onPage}
                onPreferences={onPreferences}
                positionOf={(key) => (draft && sameContext(draft, context) ? positionOf(draft, key) : 0)}
                onAdd={setAdding}
              />
            </>
          )}
        </div>
        <aside className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <VolunteerPanel
            years={config.years}
            signedIn={signedIn}
            onOpened={onOpened}
            headingId={listHeadingId}
            eligibility={query.eligibility}
          />
        </aside>
      </div>
      {choiceCount > 0 && (
        <a
          href={`#${listHeadingId}`}
          onClick={(event) => {
            event.preventDefault();
            const target = document.getElementById(listHeadingId);
            target?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
            target?.focus({ preventScroll: true });
          }}
          className="fixed right-4 bottom-4 z-40 inline-flex items-center gap-1.5 rounded-full bg-primary-strong px-4 py-2.5 text-sm font-medium text-primary-foreground shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:hidden"
        >
          <ListOrdered aria-hidden="true" className="size-4" />
          {t.list.jump(choiceCount)}
        </a>
      )}
      {adding && (
        <AddChoiceDialog
          key={adding.key}
          item={adding}
          majorsPerChoice={batch?.majorsPerChoice ?? adding.majors.length}
          adjustmentOffered={batch?.adjustment ?? true}
          {...(otherList && draft
            ? {
                replacing: {
                  list: t.list.context(draft.year, draft.category, draft.batch),
                  current: t.list.context(context.year, context.category, context.batch),
                },
              }
            : {})}
          {...(full ? { full } : {})}
          onConfirm={(majors, adjustment) => onConfirmAdd(adding, majors, adjustment)}
          onClose={() => setAdding(null)}
        />
      )}
    </div>
  );
}
