// The 985 / 211 / 双一流 badges of a college.
import type { EliteTagName } from '@zhiyuan/contracts';
import { Badge } from '@zhiyuan/ui';

export function CollegeTags({ tags }: { tags: readonly EliteTagName[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {tags.map((tag) => (
        <Badge key={tag} variant={tag === '985' ? 'danger' : tag === '211' ? 'warning' : 'default'}>
          {tag}
        </Badge>
      ))}
    </span>
  );
}
