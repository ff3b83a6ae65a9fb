// 加入志愿表: which majors of the group to fill in (in the listed order, at most the batch's majors per choice,
// the first ones ticked to start with) and 服从调剂 where the batch offers it. When the list being edited is
// for another year, category or batch, the dialog says so and the button becomes 清空并加入.
import { useId, useState } from 'react';
import type { RecommendItem } from '@zhiyuan/contracts';
import { Button, Checkbox, Dialog, DialogClose } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';
import { unitName } from '../utils/draft.ts';

const t = simulateMessages.add;

export interface AddChoiceDialogProps {
  item: RecommendItem;
  majorsPerChoice: number;
  adjustmentOffered: boolean;
  /** Set when adding replaces a list made for something else: that list's description. */
  replacing?: { list: string; current: string };
  /** The list already holds the batch's maximum of choices. */
  full?: { max: number };
  onConfirm: (majors: RecommendItem['majors'], adjustment: boolean) => void;
  onClose: () => void;
}

export function AddChoiceDialog({
  item,
  majorsPerChoice,
  adjustmentOffered,
  replacing,
  full,
  onConfirm,
  onClose,
}: AddChoiceDialogProps) {
  const id = useId();
  const [picked, setPicked] = useState<number[]>(() =>
    item.majors.slice(0, majorsPerChoice).map((_m, i) => i),
  );
  const [adjustment, setAdjustment] = useState(adjustmentOffered);
  const name = unitName({ collegeName: item.college.name, groupCode: item.group?.code ?? null });
  const blocked = full !== undefined && replacing === undefined;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.title(name)}
      width={520}
      footer={
        <>
          <DialogClose>
            <Button>{t.cancel}</Button>
          </DialogClose>
          <Button
            variant="primary"
            disabled={blocked}
            onClick={() =>
              onConfirm(
                picked.flatMap((i) => {
                  const major = item.majors[i];
                  return major ? [major] : [];
                }),
                adjustmentOffered && adjustment,
              )
            }
          >
            {replacing ? t.replace : t.confirm}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {replacing && (
          <p role="alert" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
            {t.otherList(replacing.list, replacing.current)}
          </p>
        )}
        {blocked && (
          <p role="alert" className="text-sm text-destructive">
            {t.full(full.max)}
          </p>
        )}
        <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
          <legend className="mb-1 text-sm font-medium">{t.majors}</legend>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t.majorsHint(majorsPerChoice)}
          </p>
          <ul className="flex flex-col gap-1.5">
            {item.majors.map((major, i) => {
              const checked = picked.includes(i);
              return (
                <li key={`${major.code ?? ''}-${major.name}-${i}`}>
                  <Checkbox
                    labelClassName="gap-2"
                    checked={checked}
                    disabled={!checked && picked.length >= majorsPerChoice}
                    onCheckedChange={(next) =>
                      setPicked((list) =>
                        next === true ? [...list, i].sort((a, b) => a - b) : list.filter((x) => x !== i),
                      )
                    }
                    label={
                      <>
                        {major.name}
                        {major.code && (
                          <>
                            {' '}
                            <span className="text-xs text-muted-foreground">{major.code}</span>
                          </>
                        )}
                      </>
                    }
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
        {adjustmentOffered ? (
          <div className="flex flex-col gap-1">
            <Checkbox
              label={t.adjustment}
              labelClassName="gap-2 font-medium"
              checked={adjustment}
              aria-describedby={`${id}-adjustment`}
              onCheckedChange={(next) => setAdjustment(next === true)}
            />
            <p id={`${id}-adjustment`} className="text-xs text-muted-foreground">
              {t.adjustmentHint}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t.noAdjustment}</p>
        )}
      </div>
    </Dialog>
  );
}
