/**
 * What the site shows beside the data: the carousel, the site config, the season's key dates (填报日程),
 * announcements and articles.
 */
import { defineCall } from '../call.ts';
import { carouselData } from '../schemas/content.ts';
import {
  articleDetailSchema,
  articleListData,
  articleListQuery,
  idQuery,
  newsDetailSchema,
  newsListData,
  newsListQuery,
} from '../schemas/news.ts';
import { keyDateListData } from '../schemas/key-dates.ts';
import { siteConfigData } from '../schemas/site.ts';

export const contentCalls = {
  getScrollImages: defineCall({
    method: 'GET',
    path: '/api/scrollSetting/getScrollImages',
    access: 'public',
    summary: '首页轮播图（已启用的，按顺序）',
    response: carouselData,
  }),
  getSiteConfig: defineCall({
    method: 'GET',
    path: '/api/site/config',
    access: 'public',
    summary: '站点配置：标题、页脚、外部链接、地区与各年科类批次、是否使用示例数据',
    response: siteConfigData,
  }),
  listKeyDates: defineCall({
    method: 'GET',
    path: '/api/keyDates/list',
    access: 'public',
    summary: '本季填报日程（填报开始、截止、征集志愿等），按时间先后',
    response: keyDateListData,
  }),
  listNews: defineCall({
    method: 'GET',
    path: '/api/news/list',
    access: 'public',
    summary: '公告列表（高考公告 gaokao、强基计划 qjjh），新的在前',
    query: newsListQuery,
    response: newsListData,
  }),
  getNews: defineCall({
    method: 'GET',
    path: '/api/news/get',
    access: 'public',
    summary: '公告详情',
    query: idQuery,
    response: newsDetailSchema,
  }),
  listArticles: defineCall({
    method: 'GET',
    path: '/api/article/list',
    access: 'public',
    summary: '解读文章列表（院校解读 college、专业解读 major），新的在前',
    query: articleListQuery,
    response: articleListData,
  }),
  getArticle: defineCall({
    method: 'GET',
    path: '/api/article/get',
    access: 'public',
    summary: '解读文章详情',
    query: idQuery,
    response: articleDetailSchema,
  }),
} as const;
