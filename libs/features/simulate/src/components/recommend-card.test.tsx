import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecommendItem } from '@zhiyuan/contracts';
import { renderFeature } from '@zhiyuan/feature-testing';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { allRecommendItemsFixture } from '@zhiyuan/feature-testing/simulate-fixtures';
import { RecommendCard } from './recommend-card.tsx';

const NOTE = '2025 年位次由 2025、2026 本科线差折算（375→363），非官方位次';

/** A unit whose 2025 rank the server converted by line difference (the reason not among its reasons here). */
function convertedItem(): RecommendItem {
  const base = allRecommendItemsFixture[0]!;
  return {
    ...base,
    history: [
      { year: 2025, minScore: 560, minRank: 7650, planCount: 10, rankNote: NOTE, sample: false },
      { year: 2024, minScore: 570, minRank: 7000, planCount: 10, sample: false },
    ],
    reasons: base.reasons.filter((r) => r !== NOTE),
  };
}

describe('RecommendCard, a rank converted by line difference', () => {
  it('marks the rank 折算 with the reason as its description, and says the reason on the card', () => {
    renderFeature(<RecommendCard item={convertedItem()} position={0} onAdd={() => undefined} />);
    const table = screen.getByRole('table');
    const converted = within(table).getByText('7,650（折算）');
    expect(converted).toHaveAttribute('title', NOTE);
    expect(converted).toHaveAccessibleDescription(NOTE);
    // The official year's rank has no mark.
    expect(within(table).getByText('7,000')).not.toHaveAttribute('title');
    expect(screen.getAllByText(NOTE).length).toBeGreaterThanOrEqual(1);
  });
});

describe('RecommendCard, real and generated parts', () => {
  const base = allRecommendItemsFixture[0]!;
  const header = () => screen.getByRole('article').querySelector('header')!;

  it('marks nothing of a real plan and a real 2025 row, names the authority, and says which years are samples', async () => {
    const item: RecommendItem = {
      ...convertedItem(),
      history: [{ year: 2025, minScore: 560, minRank: 7650, planCount: 10, rankNote: NOTE, sample: false }],
      planSample: false,
      sampleYears: [2024, 2023, 2022, 2021],
      sample: true,
    };
    renderFeature(<RecommendCard item={item} position={0} onAdd={() => undefined} />, {
      handlers: dataHandlers(),
    });
    expect(within(header()).queryByText('示例数据')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText('示例')).not.toBeInTheDocument();
    // Under the real rows, the authority that published them (the site config's attribution, once loaded).
    expect(await screen.findByText('来源：内蒙古自治区教育招生考试中心')).toBeInTheDocument();
    // The estimate still rests on generated years the table does not list: said, with the badge, once.
    const note = screen.getByText(/估计还参考了 2021–2024 年该校往年整体情况/);
    expect(note).toHaveTextContent('示例数据');
  });

  it('marks a generated history row beside its year, and the card when the unit itself is generated', () => {
    const item: RecommendItem = {
      ...base,
      history: [
        { year: 2025, minScore: 560, minRank: 7650, planCount: 10, rankNote: NOTE, sample: false },
        { year: 2024, minScore: 570, minRank: 7000, planCount: 10, sample: true },
      ],
      planSample: true,
      sampleYears: [2024],
      sample: true,
    };
    renderFeature(<RecommendCard item={item} position={0} onAdd={() => undefined} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]!).queryByText('示例')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('示例')).toBeInTheDocument();
    expect(within(header()).getByText('示例数据')).toBeInTheDocument();
    // 2024 is marked in the table: no separate line about it.
    expect(screen.queryByText(/估计还参考了/)).not.toBeInTheDocument();
  });
});
