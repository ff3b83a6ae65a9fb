// What a favourite points at. The catalog (colleges, majors) and content (articles) areas register a
// resolver for their kind, which checks that the target exists and gives its display title. For a kind
// without one (the catalog is not served yet), any id is accepted and titled by kind and id.
import type { FavouriteKind } from '@zhiyuan/contracts';

/** A kind's resolver: the target's title, or null when no such target exists. */
export type FavouriteTargetResolver = (targetId: string) => Promise<{ title: string } | null>;

const KIND_LABEL: Record<FavouriteKind, string> = { college: '院校', major: '专业', article: '文章' };

export interface FavouriteTargets {
  register(kind: FavouriteKind, resolver: FavouriteTargetResolver): void;
  /** The title to store, or null when the kind's resolver knows no such target. */
  resolve(kind: FavouriteKind, targetId: string): Promise<{ title: string } | null>;
}

export function createFavouriteTargets(): FavouriteTargets {
  const resolvers = new Map<FavouriteKind, FavouriteTargetResolver>();
  return {
    register(kind, resolver) {
      resolvers.set(kind, resolver);
    },
    async resolve(kind, targetId) {
      const resolver = resolvers.get(kind);
      if (!resolver) return { title: `${KIND_LABEL[kind]} ${targetId}` };
      return resolver(targetId);
    },
  };
}
