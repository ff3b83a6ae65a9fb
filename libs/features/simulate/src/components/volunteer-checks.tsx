// 检查结果 of the list being edited, as the server's checks answer them while the student edits: errors
// (the batch would refuse the list), then warnings and notes, each naming the positions concerned. A polite
// live region, so a change of findings is read out once the student pauses.
import { AlertTriangle, CircleCheck, Info, OctagonAlert } from 'lucide-react';
import { useId } from 'react';
import type { VolunteerCheck, VolunteerCheckData } from '@zhiyuan/contracts';
import { Badge, Button, cn } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';

const t = simulateMessages.checks;

const ICONS = { error: OctagonAlert, warning: AlertTriangle, info: Info } as const;
const TONES = { error: 'text-destructive', warning: 'text-warning', info: 'text-muted-foreground' } as const;
const BADGES = { error: 'danger', warning: 'warning', info: 'secondary' } as const;

export interface VolunteerChecksProps {
  data: VolunteerCheckData | undefined;
  checking: boolean;
  error: Error | null;
  onRetry: () => void;
}

export function VolunteerChecks({ data, checking, error, onRetry }: VolunteerChecksProps) {
  const id = useId();
  let body;
  if (error && !data) {
    body = (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-destructive">{t.failed}</span>
        <Button variant="link" size="small" onClick={onRetry}>
          {simulateMessages.retry}
        </Button>
      </div>
    );
  } else if (!data) {
    body = <p className="text-sm text-muted-foreground">{t.checking}</p>;
  } else if (data.checks.length === 0) {
    body = (
      <p className="flex items-center gap-1.5 text-sm text-success">
        <CircleCheck aria-hidden="true" className="size-4" />
        {t.ok}
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-2">
        {data.checks.map((check: VolunteerCheck, i) => {
          const Icon = ICONS[check.severity];
          return (
            <li key={`${check.code}-${i}`} className="flex items-start gap-2 text-sm">
              <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', TONES[check.severity])} />
              <span className="flex flex-col gap-0.5">
                <span>
                  <Badge variant={BADGES[check.severity]} className="mr-1.5">
                    {t.severity[check.severity]}
                  </Badge>
                  {check.message}
                </span>
                {check.positions.length > 0 && (
                  <span className="text-xs text-muted-foreground">{t.positions(check.positions)}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-busy={checking || undefined}
      className="flex flex-col gap-2"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-base font-medium">
          {t.heading}
        </h3>
        {checking && data && <span className="text-xs text-muted-foreground">{t.checking}</span>}
      </div>
      <div aria-live="polite">{body}</div>
      {data && (
        <p className="text-xs text-muted-foreground">
          {t.limits(data.limits.choices, data.limits.majorsPerChoice)}
        </p>
      )}
    </section>
  );
}
