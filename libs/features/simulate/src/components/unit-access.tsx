// 报考条件 of a suggestion not open to everyone: a badge per access kind (高校专项, 预科, 中外合作 …) with the
// plan's name and who may apply, so a student who ticked a plan sees which suggestions rest on it.
import { BadgeCheck } from 'lucide-react';
import type { RecommendItem } from '@zhiyuan/contracts';
import { Badge } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';

const t = simulateMessages.item;

export function UnitAccess({ access }: { access: RecommendItem['access'] }) {
  if (access.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5 rounded-md border border-warning/40 px-3 py-2">
      <h5 className="text-sm font-medium">{t.access}</h5>
      <ul className="flex flex-col gap-1">
        {access.map((a) => (
          <li key={a.kind} className="flex items-start gap-2 text-xs">
            <Badge variant="warning" className="shrink-0">
              <BadgeCheck aria-hidden="true" />
              {a.kind}
            </Badge>
            <span className="pt-0.5">{t.accessLine(a.name, a.explanation)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
