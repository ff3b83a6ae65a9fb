// The 收藏 button of a college, major or article page: 收藏 / 已收藏 (a toggle, aria-pressed). Signed out,
// a click opens the login dialog and remembers the wish; once signed in — in that dialog, without leaving the
// page — the favourite is added. Closing the dialog without signing in forgets it.
import { useAtomValue, useSetAtom } from 'jotai';
import { Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { authDialogAtom, openLoginAtom } from '@zhiyuan/domain';
import { Button, cn, toast, type ButtonProps } from '@zhiyuan/ui';
import { reportError, useSignedIn } from '@zhiyuan/feature-shared';
import { useIsFavourite, useSetFavourite, type FavouriteSubject } from '../api/favourites.ts';
import { favouritesMessages as t } from '../messages.ts';

export interface FavouriteButtonProps extends FavouriteSubject {
  size?: ButtonProps['size'];
  className?: string;
}

export function FavouriteButton({ kind, targetId, title, size, className }: FavouriteButtonProps) {
  const signedIn = useSignedIn();
  const authDialog = useAtomValue(authDialogAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const { query, isFavourite } = useIsFavourite({ kind, targetId }, signedIn);
  const setFavourite = useSetFavourite();
  // A click made while signed out, to be carried out after login.
  const wanted = useRef(false);

  const { mutate } = setFavourite;
  const { data: list, isError: listFailed } = query;
  useEffect(() => {
    if (!wanted.current) return;
    if (!signedIn) {
      if (authDialog === null) wanted.current = false;
      return;
    }
    if (listFailed) {
      wanted.current = false;
      return;
    }
    if (!list) return;
    wanted.current = false;
    if (list.some((f) => f.kind === kind && f.targetId === targetId)) return;
    mutate(
      { subject: { kind, targetId, ...(title === undefined ? {} : { title }) }, add: true },
      { onError: reportError, onSuccess: () => toast.success(t.addedToast) },
    );
  }, [signedIn, authDialog, list, listFailed, kind, targetId, title, mutate]);

  const onClick = () => {
    if (!signedIn) {
      wanted.current = true;
      toast.info(t.loginFirst);
      openLogin();
      return;
    }
    // The list decides the state; until it is in, or while a change is on its way, a click would guess.
    if (!list || setFavourite.isPending) return;
    const add = !isFavourite;
    setFavourite.mutate(
      { subject: { kind, targetId, ...(title === undefined ? {} : { title }) }, add },
      { onError: reportError, onSuccess: () => toast.success(add ? t.addedToast : t.removedToast) },
    );
  };

  return (
    <Button
      variant={isFavourite ? 'primary' : 'outline'}
      aria-pressed={isFavourite}
      className={className}
      onClick={onClick}
      {...(size ? { size } : {})}
    >
      <Star aria-hidden="true" className={cn(isFavourite && 'fill-current')} />
      {isFavourite ? t.added : t.add}
    </Button>
  );
}
