// What a list's checks found, most serious first, or that nothing was found.
import { AlertTriangle, Info, OctagonAlert } from 'lucide-react';
import type { VolunteerCheck } from '@zhiyuan/contracts';
import { adminClassesMessages as t } from '../messages.ts';

const ICONS = { error: OctagonAlert, warning: AlertTriangle, info: Info } as const;
const TONES = { error: 'text-destructive', warning: 'text-warning', info: 'text-muted-foreground' } as const;

export function CheckList({ checks }: { checks: readonly VolunteerCheck[] }) {
  if (checks.length === 0) return <p className="text-xs text-muted-foreground">{t.noChecks}</p>;
  return (
    <ul className="flex flex-col gap-1 text-xs">
      {checks.map((check, i) => {
        const Icon = ICONS[check.severity];
        return (
          <li key={`${check.code}-${i}`} className={`flex items-start gap-1.5 ${TONES[check.severity]}`}>
            <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>{check.message}</span>
          </li>
        );
      })}
    </ul>
  );
}
