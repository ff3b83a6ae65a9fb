// The ordered choices of the 志愿表, reorderable three ways: dragging the handle with a mouse or a finger
// (dnd-kit; on touch a short press starts the drag so the page still scrolls), the keyboard on the handle
// (space or Enter to pick up, arrows to move, space or Enter to drop, Esc to cancel — announced in Chinese),
// and the explicit 上移 / 下移 buttons, whose moves are announced too and keep the focus on the moved choice.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AdmissionTier, MyComment, VolunteerCheck } from '@zhiyuan/contracts';
import { Button, Checkbox, cn, SampleBadge } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';
import { unitName, type DraftChoice } from '../utils/draft.ts';
import { ChoiceComments } from './choice-comments.tsx';
import { TierBadge } from './tier-badge.tsx';

const t = simulateMessages.list;
const d = simulateMessages.dnd;

type Estimate = { probability: number | null; tier: AdmissionTier | null };
type Severity = VolunteerCheck['severity'];

export interface VolunteerChoiceListProps {
  choices: readonly DraftChoice[];
  estimates: readonly Estimate[];
  majorsPerChoice: number;
  adjustmentOffered: boolean;
  /** The most serious finding of the checks at each 1-based position. */
  findings: ReadonlyMap<number, Severity>;
  onMove: (from: number, to: number) => void;
  onRemove: (uid: string) => void;
  onAdjust: (uid: string, adjustment: boolean) => void;
  /** Says a move or removal to screen readers. */
  announce: (message: string) => void;
  /** The teachers' comments on each choice, by uid (issue 36). */
  comments?: ReadonlyMap<string, readonly MyComment[]>;
}

const ROW_TONES: Record<Severity, string> = {
  error: 'border-destructive/60',
  warning: 'border-warning/60',
  info: '',
};

interface RowProps {
  choice: DraftChoice;
  index: number;
  count: number;
  estimate: Estimate;
  majorsPerChoice: number;
  adjustmentOffered: boolean;
  finding: Severity | undefined;
  onMove: (from: number, to: number, button: 'up' | 'down') => void;
  onRemove: () => void;
  onAdjust: (adjustment: boolean) => void;
  registerButton: (uid: string, which: 'up' | 'down' | 'handle', element: HTMLElement | null) => void;
  comments: readonly MyComment[] | undefined;
}

function ChoiceRow({
  choice,
  index,
  count,
  estimate,
  majorsPerChoice,
  adjustmentOffered,
  finding,
  onMove,
  onRemove,
  onAdjust,
  registerButton,
  comments,
}: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: choice.uid, attributes: { roleDescription: d.roleDescription } });
  const position = index + 1;
  const name = unitName(choice);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-position={position}
      className={cn(
        'relative flex gap-2 rounded-md border bg-background p-2.5',
        finding && ROW_TONES[finding],
        isDragging && 'z-10 shadow-lg ring-2 ring-ring',
      )}
    >
      <button
        type="button"
        ref={(element) => {
          setActivatorNodeRef(element);
          registerButton(choice.uid, 'handle', element);
        }}
        {...attributes}
        {...listeners}
        aria-label={t.drag(position, name)}
        className="flex w-6 shrink-0 cursor-grab touch-manipulation items-center justify-center self-stretch rounded-sm text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <p className="min-w-0 text-sm font-medium">
            <span className="mr-1.5 inline-flex size-5 items-center justify-center rounded-full bg-primary-soft text-xs text-primary-strong tabular-nums">
              {position}
            </span>
            <span className="sr-only">{t.position(position)}：</span>
            {name}
          </p>
          <span className="flex items-center gap-1.5 text-xs">
            <TierBadge tier={estimate.tier} />
            {estimate.probability !== null && (
              <span className="tabular-nums">{simulateMessages.percent(estimate.probability)}</span>
            )}
          </span>
        </div>
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <span className="tabular-nums">{t.enrollmentCode(choice.enrollmentCode)}</span>
          {choice.sample && <SampleBadge>{t.sample}</SampleBadge>}
        </p>
        <p className="text-xs text-muted-foreground">
          {choice.majors.length > 0 ? choice.majors.map((m) => m.name).join('、') : t.noMajors}
          <span className="ml-1">（{t.majors(choice.majors.length, majorsPerChoice)}）</span>
        </p>
        {comments && <ChoiceComments comments={comments} />}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {adjustmentOffered ? (
            <Checkbox
              labelClassName="text-xs"
              checked={choice.adjustment}
              aria-label={`${t.adjustment}：${t.position(position)}（${name}）`}
              onCheckedChange={(next) => onAdjust(next === true)}
              label={<span aria-hidden="true">{t.adjustment}</span>}
            />
          ) : (
            <span />
          )}
          <div className="flex items-center gap-1">
            <Button
              ref={(element) => registerButton(choice.uid, 'up', element)}
              variant="ghost"
              size="mini"
              className="px-1.5"
              aria-label={t.moveUp(position, name)}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1, 'up')}
            >
              <ArrowUp aria-hidden="true" />
              <span className="hidden sm:inline" aria-hidden="true">
                {t.up}
              </span>
            </Button>
            <Button
              ref={(element) => registerButton(choice.uid, 'down', element)}
              variant="ghost"
              size="mini"
              className="px-1.5"
              aria-label={t.moveDown(position, name)}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1, 'down')}
            >
              <ArrowDown aria-hidden="true" />
              <span className="hidden sm:inline" aria-hidden="true">
                {t.down}
              </span>
            </Button>
            <Button
              variant="ghost"
              size="mini"
              className="px-1.5 text-destructive hover:text-destructive"
              aria-label={t.remove(position, name)}
              onClick={onRemove}
            >
              <X aria-hidden="true" />
              <span className="hidden sm:inline" aria-hidden="true">
                {t.removeShort}
              </span>
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}

export function VolunteerChoiceList({
  choices,
  estimates,
  majorsPerChoice,
  adjustmentOffered,
  findings,
  onMove,
  onRemove,
  onAdjust,
  announce,
  comments,
}: VolunteerChoiceListProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const buttons = useRef(new Map<string, HTMLElement>());
  // After a move by button the moved row is re-rendered elsewhere: the focus follows it.
  const [focusAfterMove, setFocusAfterMove] = useState<{ uid: string; which: 'up' | 'down' } | null>(null);

  useEffect(() => {
    if (!focusAfterMove) return;
    const { uid, which } = focusAfterMove;
    const preferred = buttons.current.get(`${uid}:${which}`);
    const other = buttons.current.get(`${uid}:${which === 'up' ? 'down' : 'up'}`);
    const target = preferred && !(preferred as HTMLButtonElement).disabled ? preferred : other;
    target?.focus();
  }, [focusAfterMove, choices]);

  const registerButton = (uid: string, which: 'up' | 'down' | 'handle', element: HTMLElement | null) => {
    const key = `${uid}:${which}`;
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  const indexOf = (id: UniqueIdentifier) => choices.findIndex((c) => c.uid === id);
  const nameOf = (id: UniqueIdentifier) => {
    const choice = choices.find((c) => c.uid === id);
    return choice ? unitName(choice) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => d.picked(nameOf(active.id), indexOf(active.id) + 1),
    onDragOver: ({ active, over }) => (over ? d.over(nameOf(active.id), indexOf(over.id) + 1) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? d.dropped(nameOf(active.id), indexOf(over.id) + 1) : d.cancelled(nameOf(active.id)),
    onDragCancel: ({ active }) => d.cancelled(nameOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: d.instructions } }}
    >
      <SortableContext items={choices.map((c) => c.uid)} strategy={verticalListSortingStrategy}>
        <ol aria-label={t.caption} className="flex flex-col gap-2">
          {choices.map((choice, index) => (
            <ChoiceRow
              key={choice.uid}
              choice={choice}
              index={index}
              count={choices.length}
              estimate={estimates[index] ?? { probability: null, tier: null }}
              majorsPerChoice={majorsPerChoice}
              adjustmentOffered={adjustmentOffered}
              finding={findings.get(index + 1)}
              registerButton={registerButton}
              comments={comments?.get(choice.uid)}
              onMove={(from, to, which) => {
                onMove(from, to);
                announce(t.moved(unitName(choice), to + 1));
                setFocusAfterMove({ uid: choice.uid, which });
              }}
              onRemove={() => {
                onRemove(choice.uid);
                announce(t.removed(unitName(choice)));
              }}
              onAdjust={(adjustment) => onAdjust(choice.uid, adjustment)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
