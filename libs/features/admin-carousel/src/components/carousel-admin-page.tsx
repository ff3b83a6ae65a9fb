// 轮播图 in the back office: the slides in their order, each with its picture, title, link and state, moved by
// dragging or — from the keyboard — with 上移/下移; 启用/停用, 编辑 (the form in place of the add form) and
// 删除 after a confirmation. Every change reaches /home at once.
import { useState, type DragEvent } from 'react';
import type { AdminCarouselItem } from '@zhiyuan/contracts';
import { Badge, Button, Empty, LoadError, LoadingSkeleton, SampleBadge, toast } from '@zhiyuan/ui';
import { useCarouselActions, useCarouselItems } from '../api/carousel.ts';
import { adminCarouselMessages as t } from '../messages.ts';
import { CarouselForm } from './carousel-form.tsx';

function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

function SlideRow({
  item,
  index,
  count,
  onMove,
  onEdit,
  dragProps,
}: {
  item: AdminCarouselItem;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onEdit: () => void;
  dragProps: Record<string, unknown>;
}) {
  const { toggle, remove, reorder } = useCarouselActions();
  const busy = toggle.isPending || remove.isPending || reorder.isPending;
  return (
    <li
      {...dragProps}
      className="flex cursor-grab flex-col gap-3 py-3 desktop:flex-row desktop:items-center"
      title={t.dragHint}
    >
      <img src={item.imageUrl} alt="" className="h-16 w-52 shrink-0 rounded border object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="text-xs text-muted-foreground">{t.position(index + 1)}</span>
          <span className="break-all">{item.title}</span>
          <Badge variant={item.enabled ? 'success' : 'secondary'}>
            {item.enabled ? t.enabled : t.disabled}
          </Badge>
          {item.sample && <SampleBadge />}
        </p>
        <p className="truncate text-xs text-muted-foreground">{item.url || t.noLink}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2" role="group" aria-label={item.title}>
        <Button size="small" disabled={busy || index === 0} onClick={() => onMove(index - 1)}>
          {t.moveUp}
        </Button>
        <Button size="small" disabled={busy || index === count - 1} onClick={() => onMove(index + 1)}>
          {t.moveDown}
        </Button>
        <Button size="small" onClick={onEdit}>
          {t.edit}
        </Button>
        <Button
          size="small"
          disabled={busy}
          onClick={() =>
            toggle.mutate(
              { id: item.id, title: item.title, url: item.url, enabled: !item.enabled },
              { onSuccess: () => toast.success(t.toggled(!item.enabled)) },
            )
          }
        >
          {item.enabled ? t.disable : t.enable}
        </Button>
        <Button
          size="small"
          variant="danger"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t.confirmRemove(item.title)))
              remove.mutate(item.id, { onSuccess: () => toast.success(t.removed) });
          }}
        >
          {t.remove}
        </Button>
      </div>
    </li>
  );
}

export function CarouselAdminPage() {
  const list = useCarouselItems();
  const { reorder } = useCarouselActions();
  const [editing, setEditing] = useState<number | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  let body;
  if (list.isPending) body = <LoadingSkeleton shape="list" label={t.loading} />;
  else if (list.isError) {
    body = <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) body = <Empty description={t.empty} />;
  else {
    const items = list.data;
    const ids = items.map((item) => item.id);
    const move = (from: number, to: number) => {
      if (to < 0 || to >= ids.length || from === to) return;
      reorder.mutate(moved(ids, from, to), { onSuccess: () => toast.success(t.reordered) });
    };
    body = (
      <ul aria-label={t.listLabel} className="divide-y">
        {items.map((item, index) => (
          <SlideRow
            key={item.id}
            item={item}
            index={index}
            count={items.length}
            onMove={(to) => move(index, to)}
            onEdit={() => setEditing(item.id)}
            dragProps={{
              draggable: true,
              onDragStart: (event: DragEvent) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragged(index);
              },
              onDragOver: (event: DragEvent) => event.preventDefault(),
              onDrop: (event: DragEvent) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              },
            }}
          />
        ))}
      </ul>
    );
  }
  const editItem = list.data?.find((item) => item.id === editing);

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.title}</h1>
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      {body}
      {editItem ? (
        <CarouselForm key={editItem.id} item={editItem} onDone={() => setEditing(null)} />
      ) : (
        <CarouselForm onDone={() => undefined} />
      )}
    </section>
  );
}
