// @zhiyuan/feature-favourites: the 收藏 / 已收藏 button of college, major and article pages, and 我的收藏 of
// the personal centre — one list and one way to change it, so both stay in step. The app composes them into
// the pages that show them.
export { FavouriteButton, type FavouriteButtonProps } from './components/favourite-button.tsx';
export { FavouritesPanel } from './components/favourites-panel.tsx';
export {
  favouritesQuery,
  useFavourites,
  useIsFavourite,
  useSetFavourite,
  type FavouriteSubject,
} from './api/favourites.ts';
export { favouriteLink } from './utils/favourite-link.ts';
export { favouritesMessages } from './messages.ts';
