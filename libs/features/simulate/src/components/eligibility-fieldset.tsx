// 我符合的特殊计划: the plans not open to every student (专项计划, 预科, 民族班, 定向) and 中外合作办学 with its
// fee, each a checkbox named by the plan and described by who may apply. Unticked, the recommendation leaves
// those units out; ticked, it lists them with their conditions.
import { useId } from 'react';
import { ACCESS_KIND_INFO, ACCESS_KINDS, type AccessKind } from '@zhiyuan/contracts/basics';
import { Checkbox, ChoiceFieldset } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';

const t = simulateMessages.candidate;

export interface EligibilityFieldsetProps {
  value: readonly AccessKind[];
  /** The new selection, in the order of `ACCESS_KINDS`. */
  onChange: (value: AccessKind[]) => void;
}

export function EligibilityFieldset({ value, onChange }: EligibilityFieldsetProps) {
  const id = useId();
  const toggle = (kind: AccessKind, on: boolean) =>
    onChange(ACCESS_KINDS.filter((k) => (k === kind ? on : value.includes(k))));
  return (
    <ChoiceFieldset legend={t.eligibility} hint={t.eligibilityHint}>
      <div className="grid w-full grid-cols-1 gap-x-5 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
        {ACCESS_KINDS.map((kind) => {
          const info = ACCESS_KIND_INFO[kind];
          return (
            <div key={kind} className="flex flex-col gap-0.5">
              <Checkbox
                label={info.name}
                checked={value.includes(kind)}
                aria-describedby={`${id}-${kind}`}
                onCheckedChange={(next) => toggle(kind, next === true)}
              />
              <p id={`${id}-${kind}`} className="pl-6 text-xs text-muted-foreground">
                {info.explanation}
              </p>
            </div>
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}
