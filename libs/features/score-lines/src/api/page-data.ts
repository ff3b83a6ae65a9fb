// The query 批次线 asks for on its first render, fetched ahead: the server's render then has the lines before
// it draws (one render, not one to learn what the page asks for and another once it has come). The page reads
// the whole list whatever the URL's track and year (it narrows it itself), with the query options it uses.
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@zhiyuan/domain';
import { scoreLinesQuery } from './score-lines.ts';

/** 批次线 at any track and year: the region's whole list of lines. */
export async function prefetchScoreLines(api: Api, queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery(scoreLinesQuery(api));
}
