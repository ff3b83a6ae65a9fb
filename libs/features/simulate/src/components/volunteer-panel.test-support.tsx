// What the VolunteerPanel tests share (they are split by topic): a stored draft to start from, the panel as
// the page renders it, and readers of what it shows and sends.
import { within, screen } from '@testing-library/react';
import type { VolunteerCheckInput, VolunteerSaveInput } from '@zhiyuan/contracts';
import { useSignedIn } from '@zhiyuan/feature-shared';
import { recommendItemsFixture, simulateConfigFixture } from '@zhiyuan/feature-testing/simulate-fixtures';
import { DRAFT_STORAGE_KEY } from '../state/draft-atoms.ts';
import { choiceFromItem, emptyDraft, type VolunteerDraft } from '../utils/draft.ts';
import { VolunteerPanel } from './volunteer-panel.tsx';

export const SLOW_TEST_MS = 20_000;

const unit = (name: string, group: string) =>
  recommendItemsFixture.find((i) => i.college.name === name && i.group?.code === group)!;

/** 长安大学 01 (冲), 内蒙古工业大学 01 (保), 内蒙古大学 02 (稳): a 稳 after a 保. */
export function seedDraft(change: Partial<VolunteerDraft> = {}): VolunteerDraft {
  const context = { year: 2026, category: '物理类', batch: '本科批', score: 600, rank: null, electives: [] };
  const draft: VolunteerDraft = {
    ...emptyDraft(context, '我的第一张志愿表'),
    choices: [unit('长安大学', '01'), unit('内蒙古工业大学', '01'), unit('内蒙古大学', '02')].map((item) =>
      choiceFromItem(item, item.majors.slice(0, 2), true),
    ),
    dirty: true,
    ...change,
  };
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  return draft;
}

export function Panel() {
  const signedIn = useSignedIn();
  return <VolunteerPanel years={simulateConfigFixture.years} signedIn={signedIn} />;
}

export const rows = () => within(screen.getByRole('list', { name: '志愿顺序' })).getAllByRole('listitem');
export const order = () =>
  rows().map((row) => row.querySelector('p')?.textContent?.replace(/^\d+第 \d+ 志愿：/, ''));
export const stored = () =>
  JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as VolunteerDraft | null;
export const checkBodies = (server: { calls: { name: string; body: unknown }[] }) =>
  server.calls.filter((c) => c.name === 'checkVolunteerTable').map((c) => c.body as VolunteerCheckInput);
export const saveBodies = (server: { calls: { name: string; body: unknown }[] }) =>
  server.calls.filter((c) => c.name === 'saveVolunteerTable').map((c) => c.body as VolunteerSaveInput);
