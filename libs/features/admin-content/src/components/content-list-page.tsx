// One section of 内容 (高考公告, 强基计划, 院校解读, 专业解读): a keyword search and a status filter (the recycle bin
// is one of its choices), kept in the URL, then the items with their state and what can be done to each —
// 编辑, 发布/撤回, 置顶/取消置顶, 删除 (to the recycle bin, after a confirmation) or, in the bin, 恢复. The
// editor is mounted below the list's path: `<list>/new` (新建) and `<list>/<id>`.
import { Pin } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { CONTENT_STATUS_LABELS, type AdminContentItem } from '@zhiyuan/contracts';
import { parseTime } from '@zhiyuan/domain';
import { KeywordSearch, useListSearch, StaffListPager, useListFilter } from '@zhiyuan/feature-shared';
import {
  Badge,
  Button,
  buttonVariants,
  Empty,
  LoadError,
  LoadingSkeleton,
  SampleBadge,
  Select,
  toast,
} from '@zhiyuan/ui';
import {
  CONTENT_SECTIONS,
  sectionListQuery,
  useContentActions,
  useContentList,
  type ContentSection,
  type ContentStatusFilter,
} from '../api/content.ts';
import { adminContentMessages as t, STATUS_TONE } from '../messages.ts';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: t.allStatuses },
  { value: 'draft', label: CONTENT_STATUS_LABELS.draft },
  { value: 'published', label: CONTENT_STATUS_LABELS.published },
  { value: 'unpublished', label: CONTENT_STATUS_LABELS.unpublished },
  { value: 'deleted', label: t.recycleBin },
];

function parseStatus(value: string | null): ContentStatusFilter {
  return value === 'draft' || value === 'published' || value === 'unpublished' || value === 'deleted'
    ? value
    : '';
}

function ItemActions({ item, base }: { item: AdminContentItem; base: string }) {
  const actions = useContentActions();
  const ref = { type: item.type, id: item.id };
  const busy = Object.values(actions).some((a) => a.isPending);
  const run = <I,>(mutation: { mutateAsync: (input: I) => Promise<unknown> }, input: I, done: string) =>
    void mutation.mutateAsync(input).then(
      () => toast.success(done),
      () => undefined, // the client's toast already showed the server's message
    );
  if (item.deletedAt) {
    return (
      <Button size="small" disabled={busy} onClick={() => run(actions.restore, ref, t.restored)}>
        {t.restore}
      </Button>
    );
  }
  const published = item.status === 'published';
  return (
    <>
      <Link to={`${base}/${item.id}`} className={buttonVariants({ size: 'small' })}>
        {t.edit}
        <span className="sr-only">{item.title}</span>
      </Link>
      <Button
        size="small"
        variant={published ? 'default' : 'primary'}
        disabled={busy}
        onClick={() =>
          run(actions.publish, { ...ref, published: !published }, published ? t.unpublished : t.published)
        }
      >
        {published ? t.unpublish : t.publish}
      </Button>
      <Button
        size="small"
        disabled={busy}
        aria-pressed={item.pinned}
        onClick={() =>
          run(actions.pin, { ...ref, pinned: !item.pinned }, item.pinned ? t.unpinnedDone : t.pinnedDone)
        }
      >
        {item.pinned ? t.unpin : t.pin}
      </Button>
      <Button
        size="small"
        variant="danger"
        disabled={busy}
        onClick={() => {
          if (window.confirm(t.confirmRemove(item.title))) run(actions.remove, ref, t.removed);
        }}
      >
        {t.remove}
      </Button>
    </>
  );
}

function ItemRow({ item, base }: { item: AdminContentItem; base: string }) {
  const time = item.deletedAt
    ? t.deletedAt(parseTime(item.deletedAt, '{y}-{m}-{d} {h}:{i}') ?? '')
    : t.updatedAt(parseTime(item.updatedAt, '{y}-{m}-{d} {h}:{i}') ?? '');
  return (
    <li className="flex flex-col gap-2 py-3 desktop:flex-row desktop:items-center desktop:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {item.pinned && <Pin aria-label={t.pinned} className="size-4 text-primary" />}
          <span className="break-all">{item.title}</span>
          <Badge variant={STATUS_TONE[item.status]}>{CONTENT_STATUS_LABELS[item.status]}</Badge>
          {item.sample && <SampleBadge />}
        </p>
        <p className="text-xs text-muted-foreground">{time}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ItemActions item={item} base={base} />
      </div>
    </li>
  );
}

export interface ContentListPageProps {
  section: ContentSection;
}

export function ContentListPage({ section }: ContentListPageProps) {
  const label = CONTENT_SECTIONS[section].label;
  const search = useListSearch();
  // Links are absolute from where the list is mounted (apps render pages under a catch-all route).
  const base = useLocation().pathname.replace(/\/+$/, '');
  const [statusParam, setStatus] = useListFilter('status', ALL);
  const status = parseStatus(statusParam);
  const query = sectionListQuery(section, { status, keyword: search.keyword, page: search.page });
  const list = useContentList(query);

  let body;
  if (list.isPending) body = <LoadingSkeleton shape="list" label={t.loading} />;
  else if (list.isError) {
    body = <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void list.refetch()} />;
  } else if (list.data.items.length === 0) {
    body = <Empty description={search.keyword || status ? t.emptyFilter : t.empty} />;
  } else {
    body = (
      <>
        <ul aria-label={t.listLabel(label)} className="divide-y">
          {list.data.items.map((item) => (
            <ItemRow key={item.id} item={item} base={base} />
          ))}
        </ul>
        <StaffListPager total={list.data.total} search={search} />
      </>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{label}</h1>
        <Link to={`${base}/new`} className={buttonVariants({ variant: 'primary' })}>
          {t.create}
          <span className="sr-only">{label}</span>
        </Link>
      </div>
      <div className="flex flex-col gap-3 desktop:flex-row desktop:items-center">
        <KeywordSearch
          keyword={search.keyword}
          onSearch={search.setKeyword}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
        />
        <Select
          aria-label={t.statusFilter}
          options={STATUS_OPTIONS}
          value={status || ALL}
          onValueChange={setStatus}
          className="w-full desktop:w-56"
        />
      </div>
      {body}
    </section>
  );
}
