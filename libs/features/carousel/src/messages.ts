// Every interface text of the home page's carousel.
export const carouselMessages = {
  carousel: '首页轮播图',
} as const;
