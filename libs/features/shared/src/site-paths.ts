// The site's page URLs, from the contract (`site-pages.ts`), where the server's sitemap reads them too.
export {
  ARTICLE_LIST_PATHS,
  articlePath,
  canonicalMajorPath,
  collegeCharterPath,
  collegePagePath,
  collegeSearchPath,
  majorCatalogPath,
  majorDetailPath,
  NEWS_CONTENT_PATH,
  NEWS_LIST_PATHS,
  newsContentPath,
  RANK_TABLE_PATH,
  rankTablePath,
  SCORE_LINES_PATH,
  type MajorSection,
} from '@zhiyuan/contracts/basics';
