// The student's 收藏 as one-click additions to 院校对比 and 专业对比: the favourites feature's list, composed
// into the comparison pages here in the app (only while signed in).
import type { CompareCandidate } from '@zhiyuan/feature-shared';
import { useSignedIn } from '@zhiyuan/feature-shared';
import { useFavourites } from '@zhiyuan/feature-favourites';

/** Favourite colleges (by row id) or majors (by code). */
export function useFavouriteSuggestions(kind: 'college'): CompareCandidate<number>[];
export function useFavouriteSuggestions(kind: 'major'): CompareCandidate<string>[];
export function useFavouriteSuggestions(kind: 'college' | 'major'): CompareCandidate<number | string>[] {
  const signedIn = useSignedIn();
  const favourites = useFavourites(signedIn);
  return (favourites.data ?? [])
    .filter((f) => f.kind === kind)
    .map((f) => ({ key: kind === 'college' ? Number(f.targetId) : f.targetId, name: f.title, detail: '' }));
}
