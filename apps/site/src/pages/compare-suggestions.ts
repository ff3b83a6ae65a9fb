// One-click additions to 院校对比 and 专业对比: the student's 收藏 (the favourites feature's list, while signed in)
// and, for colleges, the colleges of the 志愿表 being written in this browser (模拟填报's draft), composed into
// the comparison pages here in the app.
import { useAtomValue } from 'jotai';
import type { CompareCandidate } from '@zhiyuan/feature-shared';
import { useSignedIn } from '@zhiyuan/feature-shared';
import { useFavourites } from '@zhiyuan/feature-favourites';
import { draftAtom } from '@zhiyuan/feature-simulate';

function useFavouriteTargets(kind: 'college' | 'major') {
  const signedIn = useSignedIn();
  const favourites = useFavourites(signedIn);
  return (favourites.data ?? []).filter((f) => f.kind === kind);
}

/** Favourite colleges, then those of the 志愿表 being written, each once. */
export function useCollegeSuggestions(): CompareCandidate<number>[] {
  const favourites = useFavouriteTargets('college');
  const draft = useAtomValue(draftAtom);
  const all = [
    ...favourites.map((f) => ({ key: Number(f.targetId), name: f.title, detail: '' })),
    ...(draft?.choices ?? []).map((c) => ({ key: c.collegeId, name: c.collegeName, detail: '' })),
  ];
  return all.filter((c, i) => Number.isInteger(c.key) && all.findIndex((x) => x.key === c.key) === i);
}

/** Favourite majors (by code). */
export function useMajorSuggestions(): CompareCandidate<string>[] {
  return useFavouriteTargets('major').map((f) => ({ key: f.targetId, name: f.title, detail: '' }));
}
