// 冲 / 稳 / 保 as a coloured badge; the colour only repeats what the text says.
import type { AdmissionTier } from '@zhiyuan/contracts';
import { Badge, type BadgeVariant } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';

const VARIANTS: Record<AdmissionTier, BadgeVariant> = { 冲: 'danger', 稳: 'default', 保: 'success' };

export function TierBadge({ tier, className }: { tier: AdmissionTier | null; className?: string }) {
  if (tier === null) {
    return (
      <Badge variant="secondary" className={className}>
        {simulateMessages.list.tierUnknown}
      </Badge>
    );
  }
  return (
    <Badge variant={VARIANTS[tier]} className={className}>
      {tier}
    </Badge>
  );
}
