// When 模拟填报 opens with no score or rank in the URL, it fills the candidate by itself, once: from the 志愿表
// being written in this browser (its score or rank, category, batch, 选科 and the special plans ticked: coming
// back to the page shows the list's suggestions again), else, signed in, from the personal centre's latest
// 高考 result. The URL is replaced, not pushed, so Back leaves the page instead of returning to the empty
// form; once the student has started on the form (`onEdit`), nothing is filled over what they do.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { SiteConfig, SiteYear } from '@zhiyuan/contracts';
import { toast } from '@zhiyuan/ui';
import { useDomain } from '@zhiyuan/feature-shared';
import { candidateFromProfile } from '../api/profile-candidate.ts';
import { simulateMessages } from '../messages.ts';
import {
  isAskable,
  readCandidateQuery,
  withCandidate,
  writeCandidateQuery,
  type CandidateQuery,
} from '../utils/candidate-query.ts';
import type { VolunteerDraft } from '../utils/draft.ts';

export interface OpeningCandidate {
  years: SiteConfig['years'];
  year: SiteYear | undefined;
  query: CandidateQuery | undefined;
  draft: VolunteerDraft | null;
  signedIn: boolean;
}

/** Fills the candidate once; returns what the form calls when the student starts on it. */
export function useOpeningCandidate({ years, year, query, draft, signedIn }: OpeningCandidate): () => void {
  const [, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { api } = useDomain();
  const done = useRef(false);
  const edited = useRef(false);
  const empty = year !== undefined && query !== undefined && !isAskable(query);

  useEffect(() => {
    if (done.current || !empty || !year || !query) return;
    done.current = true;
    // Only while the student has not started on the form and the URL still asks nothing.
    const fill = (next: CandidateQuery) => {
      if (edited.current) return false;
      setParams(
        (current) => {
          const now = readCandidateQuery(current, years, year);
          return now && isAskable(now) ? current : writeCandidateQuery(next);
        },
        { replace: true },
      );
      return true;
    };
    if (draft && draft.year === year.year && draft.choices.length > 0) {
      if (draft.score !== null || draft.rank !== null) fill(withCandidate(query, draft, year));
      return;
    }
    if (!signedIn) return;
    candidateFromProfile(queryClient, api, year, query).then(
      (values) => {
        if (!values || values.score === undefined) return;
        if (fill(withCandidate(query, { ...values, score: values.score, rank: null }, year)))
          toast.success(simulateMessages.candidate.fromProfileDone(values.score));
      },
      // The HTTP client has shown the reason already; the empty form stays.
      () => undefined,
    );
  }, [empty, year, query, draft, signedIn, years, setParams, queryClient, api]);

  return useCallback(() => {
    edited.current = true;
  }, []);
}
