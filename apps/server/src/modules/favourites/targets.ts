// What a favourite points at. The module that owns a kind (the catalog: colleges and majors; content:
// articles) gives a resolver, which checks that the target exists and gives its display title. For a kind
// without one, any id is accepted and titled by kind and id.
import type { FavouriteKind } from '@zhiyuan/contracts';

/** A kind's resolver: the target's title, or null when no such target exists. */
export type FavouriteTargetResolver = (targetId: string) => Promise<{ title: string } | null>;

export type FavouriteTargetResolvers = Partial<Record<FavouriteKind, FavouriteTargetResolver>>;

const KIND_LABEL: Record<FavouriteKind, string> = { college: '院校', major: '专业', article: '文章' };

/** The title to store, or null when the kind's resolver knows no such target. */
export async function resolveTarget(
  resolvers: FavouriteTargetResolvers,
  kind: FavouriteKind,
  targetId: string,
): Promise<{ title: string } | null> {
  const resolver = resolvers[kind];
  if (!resolver) return { title: `${KIND_LABEL[kind]} ${targetId}` };
  return resolver(targetId);
}
