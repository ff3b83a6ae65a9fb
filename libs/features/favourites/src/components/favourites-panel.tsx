// 我的收藏 (a tab of the personal centre, composed there by the app): the favourites grouped by kind (院校, 专业, 文章), each a link to its page, with 取消收藏, which
// takes the item off the list at once and puts it back if the server refuses.
import { Building2, FileText, GraduationCap, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { FAVOURITE_KINDS, type Favourite, type FavouriteKind } from '@zhiyuan/contracts';
import { parseTime } from '@zhiyuan/domain';
import { Button, Empty, LoadError, LoadingSkeleton, toast } from '@zhiyuan/ui';
import { reportError } from '@zhiyuan/feature-shared';
import { useFavourites, useSetFavourite } from '../api/favourites.ts';
import { favouritesMessages } from '../messages.ts';
import { favouriteLink } from '../utils/favourite-link.ts';

const t = favouritesMessages.panel;

const KIND_ICONS: Record<FavouriteKind, LucideIcon> = {
  college: Building2,
  major: GraduationCap,
  article: FileText,
};

function FavouriteItem({ favourite, onRemove }: { favourite: Favourite; onRemove: () => void }) {
  const date = parseTime(favourite.createdAt, '{y}-{m}-{d}');
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <div className="min-w-0">
        <Link
          to={favouriteLink(favourite)}
          className="block truncate text-sm font-medium text-foreground hover:text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {favourite.title}
        </Link>
        {date && <p className="text-xs text-muted-foreground">{t.collectedAt(date)}</p>}
      </div>
      <Button size="small" variant="ghost" aria-label={t.removeLabel(favourite.title)} onClick={onRemove}>
        {t.remove}
      </Button>
    </li>
  );
}

export function FavouritesPanel() {
  const favourites = useFavourites();
  const setFavourite = useSetFavourite();
  const idPrefix = useId();

  if (favourites.isPending) return <LoadingSkeleton shape="fields" rows={3} label={t.heading} />;
  if (favourites.isError) return <LoadError title={t.loadFailed} onRetry={() => void favourites.refetch()} />;
  if (favourites.data.length === 0) return <Empty description={t.empty} />;

  const onRemove = (favourite: Favourite) =>
    setFavourite.mutate(
      { subject: { kind: favourite.kind, targetId: favourite.targetId }, add: false },
      { onError: reportError, onSuccess: () => toast.success(favouritesMessages.removedToast) },
    );

  return (
    <div className="grid gap-4 desktop:grid-cols-3">
      {FAVOURITE_KINDS.map((kind) => {
        const items = favourites.data.filter((f) => f.kind === kind);
        const Icon = KIND_ICONS[kind];
        const headingId = `${idPrefix}-${kind}`;
        return (
          <section key={kind} aria-labelledby={headingId} className="rounded-lg border p-4">
            <h3 id={headingId} className="flex items-center gap-2 text-base font-medium">
              <Icon aria-hidden="true" className="size-4 text-primary" />
              {t.kinds[kind]}
              <span className="text-sm font-normal text-muted-foreground">（{items.length}）</span>
            </h3>
            {items.length === 0 ? (
              <p className="py-4 text-sm text-muted-foreground">{t.emptyKind(t.kinds[kind])}</p>
            ) : (
              <ul className="divide-y">
                {items.map((f) => (
                  <FavouriteItem key={`${f.kind}:${f.targetId}`} favourite={f} onRemove={() => onRemove(f)} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
