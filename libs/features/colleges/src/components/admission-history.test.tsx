// A real row without a published rank (内蒙古 2025: the authority published scores only) shows the rank the
// recommendation compares it by, marked 折算 with its reason and interval — never as the official 最低位次.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdmissionRow } from '@zhiyuan/contracts';
import { collegeAdmissionsFixture, dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { renderFeature } from '@zhiyuan/feature-testing';
import { AdmissionHistory } from './admission-history.tsx';

const NOTE = '2025 年位次由 2025、2026 本科线差折算（375→363），非官方位次';
const sampleRow = collegeAdmissionsFixture.find((r) => r.year === 2024 && r.scope === '院校')!;
const realRow: AdmissionRow = {
  ...collegeAdmissionsFixture.find((r) => r.year === 2025 && r.scope === '专业组')!,
  id: 1,
  groupCode: '751-211',
  minScore: 597,
  minRank: null,
  sample: false,
  filedCount: 40,
  tiebreak: '语数之和 227',
  derivedRank: { rank: 7_650, note: NOTE, low: 4_823, high: 12_134 },
};

function renderHistory(rows: AdmissionRow[]) {
  renderFeature(<AdmissionHistory collegeId={366} collegeName="内蒙古大学" />, {
    handlers: dataHandlers({ admissions: rows }),
  });
}

const cellOf = async (column: string, row: number) => {
  const table = await screen.findByRole('table', { name: '历年录取明细' });
  const cells = within(within(table).getAllByRole('row')[row + 1]!).getAllByRole('cell');
  return cells.find((c) => c.dataset['label'] === column)!;
};

describe('AdmissionHistory', () => {
  it('shows a converted rank as 折算, with its interval and the reason, where no rank was published', async () => {
    renderHistory([realRow, sampleRow]);
    const rank = await cellOf('最低位次', 0);
    expect(rank).toHaveTextContent('7,650（折算）');
    expect(rank).toHaveTextContent('80%区间 4,823～12,134');
    expect(within(rank).getByText('7,650（折算）')).toHaveAttribute('title', NOTE);
    // The reason is written under the table once, for phones (no hover) and screen readers.
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    // A published rank is shown as it is.
    expect(await cellOf('最低位次', 1)).toHaveTextContent(sampleRow.minRank!.toLocaleString('zh-CN'));
    expect(await cellOf('最低位次', 1)).not.toHaveTextContent('折算');
  });

  it('says nothing of conversions where no row is converted', async () => {
    const { derivedRank: _none, ...unconverted } = realRow;
    renderHistory([unconverted, sampleRow]);
    expect(await cellOf('最低位次', 0)).toHaveTextContent('—');
    expect(screen.queryByText(/折算/)).not.toBeInTheDocument();
  });
});
