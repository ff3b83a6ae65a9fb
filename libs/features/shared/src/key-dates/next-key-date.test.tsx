import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { KeyDate } from '@zhiyuan/contracts';
import { renderFeature } from '@zhiyuan/feature-testing';
import { deadlineSoon, nextKeyDate } from './key-dates.ts';
import { NextKeyDate } from './next-key-date.tsx';

const DAY = 86_400_000;
const date = (id: number, name: string, kind: KeyDate['kind'], inDays: number): KeyDate => ({
  id,
  name,
  kind,
  at: new Date(Date.now() + inDays * DAY).toISOString(),
  note: '',
});

describe('NextKeyDate', () => {
  it('shows the next date still ahead with the days left, and nothing when none is', async () => {
    const dates = [
      date(1, '出分', 'other', -3),
      date(2, '本科批填报截止', 'deadline', 2.5),
      date(3, '征集志愿', 'start', 9),
    ];
    renderFeature(<NextKeyDate />, { handlers: { listKeyDates: () => dates } });
    expect(await screen.findByText(/本科批填报截止（截止）/)).toBeInTheDocument();
    expect(screen.getByText(/还有 3 天/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(nextKeyDate([date(1, '出分', 'other', -3)], Date.now())).toBeNull();
  });

  it('warns a student with unsaved changes when a deadline is less than 3 days away', async () => {
    const dates = [date(1, '本科批填报截止', 'deadline', 1.2)];
    renderFeature(<NextKeyDate unsaved />, { handlers: { listKeyDates: () => dates } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '本科批填报截止还有 2 天：你的志愿表有未保存的修改，请及时保存。',
    );
    expect(deadlineSoon([date(1, '本科批填报截止', 'deadline', 4)], Date.now())).toBeNull();
  });
});
