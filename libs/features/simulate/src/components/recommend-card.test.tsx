import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecommendItem } from '@zhiyuan/contracts';
import { renderFeature } from '@zhiyuan/feature-testing';
import { allRecommendItemsFixture } from '@zhiyuan/feature-testing/simulate-fixtures';
import { RecommendCard } from './recommend-card.tsx';

const NOTE = '2025 年位次由 2025、2026 本科线差折算（375→363），非官方位次';

/** A unit whose 2025 rank the server converted by line difference (the reason not among its reasons here). */
function convertedItem(): RecommendItem {
  const base = allRecommendItemsFixture[0]!;
  return {
    ...base,
    history: [
      { year: 2025, minScore: 560, minRank: 7650, planCount: 10, rankNote: NOTE },
      { year: 2024, minScore: 570, minRank: 7000, planCount: 10 },
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
