// Favourites (@zhiyuan/features/favourites): the 收藏 / 已收藏 button of college, major and article pages,
// in step with 我的收藏 in the personal centre.
export { FavouriteButton, type FavouriteButtonProps } from './components/favourite-button.tsx';
export { useIsFavourite, useSetFavourite, type FavouriteSubject } from './api/favourites.ts';
export { favouritesMessages } from './messages.ts';
