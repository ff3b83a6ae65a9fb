// The input of a keyword list call (GET /api/news/list, /api/article/list): what the list shows, a page of
// it, and the keyword only when there is one (an empty keyword is no filter, and no key difference either).
export interface KeywordListParams {
  keyword: string;
  page: number;
  pageSize: number;
}

export function keywordListInput<P extends KeywordListParams>({ keyword, ...rest }: P) {
  return { ...rest, ...(keyword ? { keyword } : {}) };
}
