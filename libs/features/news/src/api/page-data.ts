// The announcement an announcement's page asks for on its first render, fetched ahead: the server's render then
// draws it once, with the same query (options and id) the page reads.
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '@zhiyuan/domain';
import { parseId } from '@zhiyuan/feature-shared';
import { newsDetailQuery } from './news.ts';

/** The announcement the URL's `id` names (nothing when it names none). */
export async function prefetchNewsContent(
  api: Api,
  queryClient: QueryClient,
  id: string | null,
): Promise<void> {
  const newsId = parseId(id);
  if (newsId !== null) await queryClient.prefetchQuery(newsDetailQuery(api, newsId));
}
