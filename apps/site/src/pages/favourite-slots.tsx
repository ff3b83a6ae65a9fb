// The 收藏 button as the pages put it beside a college, a major or an article: the favourites feature's
// button, composed into the other features' pages here in the app.
import type { ArticleDetail, CollegeDetail, MajorDetail } from '@zhiyuan/contracts';
import { FavouriteButton } from '@zhiyuan/feature-favourites';

export const collegeFavourite = (college: CollegeDetail) => (
  <FavouriteButton kind="college" targetId={String(college.id)} title={college.name} />
);

export const majorFavourite = (major: MajorDetail) => (
  <FavouriteButton kind="major" targetId={major.code} title={major.name} />
);

export const articleFavourite = (article: ArticleDetail) => (
  <FavouriteButton kind="article" targetId={String(article.id)} title={article.title} />
);
