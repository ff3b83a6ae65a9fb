// The live checks of the 志愿表 being edited: asked once the student pauses (CHECK_DELAY_MS), and what the
// panel draws from them — the batch's limits (from the site config until the first answer), each choice's
// estimate, and the worst finding per position. The special plans the student ticked go with the list, so a
// 专项计划 group they qualify for is not warned of.
import { useMemo } from 'react';
import type { AccessKind, SiteYear, VolunteerCheckData } from '@zhiyuan/contracts';
import { useVolunteerCheck } from '../api/volunteers.ts';
import { estimatesOf, toCheckInput, type VolunteerDraft } from '../utils/draft.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How long the list must stay unchanged before it is checked. */
export const CHECK_DELAY_MS = 400;

const SEVERITY_RANK = { error: 3, warning: 2, info: 1 } as const;

export type Finding = keyof typeof SEVERITY_RANK;

/** The worst finding of the checks at each position of the list. */
export function findingsByPosition(data: VolunteerCheckData | undefined): Map<number, Finding> {
  const map = new Map<number, Finding>();
  for (const c of data?.checks ?? []) {
    for (const p of c.positions) {
      const was = map.get(p);
      if (!was || SEVERITY_RANK[c.severity] > SEVERITY_RANK[was]) map.set(p, c.severity);
    }
  }
  return map;
}

export function useVolunteerChecks(
  draft: VolunteerDraft | null,
  years: readonly SiteYear[],
  eligibility: readonly AccessKind[] = [],
) {
  const checkInput = useDebouncedValue(
    draft
      ? { ...toCheckInput(draft), ...(eligibility.length > 0 ? { eligibility: [...eligibility] } : {}) }
      : null,
    CHECK_DELAY_MS,
  );
  const check = useVolunteerCheck(checkInput ?? undefined);

  const batch = draft
    ? years.find((y) => y.year === draft.year)?.batches.find((b) => b.name === draft.batch)
    : undefined;
  const limits = check.data?.limits ?? {
    choices: batch?.choices ?? 0,
    majorsPerChoice: batch?.majorsPerChoice ?? 0,
    adjustment: batch?.adjustment ?? true,
    unit: batch?.unit ?? '',
  };
  const estimates = useMemo(() => (draft ? estimatesOf(draft, check.data) : []), [draft, check.data]);
  const findings = useMemo(() => findingsByPosition(check.data), [check.data]);
  return { check, limits, estimates, findings };
}
