// Which choice of the draft a teacher's comment is about. The comment names the choice as it read when it was
// made (第 3 志愿：内蒙古大学（03组）); the unit is matched, not the position, so a comment stays with its choice
// when the student moves it up or down.
import type { MyComment } from '@zhiyuan/contracts';
import type { DraftChoice } from './draft.ts';

const unitLabel = (c: Pick<DraftChoice, 'collegeName' | 'groupCode'>) =>
  c.groupCode ? `${c.collegeName}（${c.groupCode}组）` : c.collegeName;

/** The comments on each choice (by uid), newest first as given. */
export function commentsByChoice(
  choices: readonly DraftChoice[],
  comments: readonly MyComment[],
): Map<string, MyComment[]> {
  const byUnit = new Map<string, MyComment[]>();
  for (const comment of comments) {
    const unit = comment.choiceLabel.replace(/^第 \d+ 志愿：/, '');
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), comment]);
  }
  const found = new Map<string, MyComment[]>();
  for (const choice of choices) {
    const mine = byUnit.get(unitLabel(choice));
    if (mine) found.set(choice.uid, mine);
  }
  return found;
}
