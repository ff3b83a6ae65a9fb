// When a failed query is asked again: a lost connection is worth one more try; the server's own answer (not
// found, a rank beyond the table, a refusal) does not change on a second try, so it is not asked again.
import { isApiError } from '@zhiyuan/domain';

export function retryUnlessAnswered(failureCount: number, error: Error): boolean {
  return !(isApiError(error) && error.kind === 'api') && failureCount < 1;
}
