// Image carousel of the home page. Auto-advances every `interval` ms, but not while the pointer is over it, while
// keyboard focus is inside it, nor when the user prefers reduced motion. An item with a url is a link that opens in
// a new tab (noopener); an item without one is only an image. Follows the WAI-ARIA carousel pattern: a labelled
// region with aria-roledescription="carousel", slides as labelled groups, previous/next buttons, one indicator
// button per slide (aria-current on the active one), ArrowLeft/ArrowRight on the focused controls.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { cn } from '../lib/cn.ts';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion.ts';
import { messages } from '../messages.ts';

export interface CarouselItem {
  imageUrl: string;
  /** Opened in a new tab on click; empty or missing means the slide is not a link. */
  url?: string | null;
  /** Text alternative of the image (empty when a title is shown: the title names the slide). */
  alt?: string;
  /** Shown as text over the bottom of the slide. */
  title?: string;
}

export interface CarouselProps {
  /**
   * 各张幻灯片：`imageUrl`，可选 `url`（新标签页打开的链接）、`alt`（图片替代文字）、
   * `title`（叠在图片底部的文字）。
   * The slides: `imageUrl`, optional `url` (a link opened in a new tab), `alt` (the image's text alternative)
   * and `title` (text over the bottom of the slide).
   */
  items: readonly CarouselItem[];
  /** 自动翻页的间隔（毫秒），默认 5000。Milliseconds between automatic advances; 5000 by default. */
  interval?: number;
  /** 高度：数字为像素，也可以是任意 CSS 长度；默认 375。Height in pixels (a number) or any CSS length; 375 by default. */
  height?: number | string;
  /** 区域的无障碍名称，默认“轮播图”。Accessible name of the region; 轮播图 by default. */
  label?: string;
  /** 附加到区域的类名。Classes added to the region. */
  className?: string;
}

export const DEFAULT_CAROUSEL_INTERVAL = 5000;
export const DEFAULT_CAROUSEL_HEIGHT = 375;

/**
 * 轮播图：首页的图片轮播。每 `interval` 毫秒自动翻到下一张，但指针悬停在上面、
 * 键盘焦点在里面或用户偏好减少动效时不翻。有 `url` 的幻灯片是在新标签页打开的链接（noopener），没有的只是图片；
 * 没有幻灯片时什么也不渲染。遵循 WAI-ARIA 轮播模式：带名称的区域（aria-roledescription="carousel"），
 * 每张幻灯片是带名称的组，有上一张/下一张按钮、每张一个指示按钮（当前一张带 aria-current），
 * 焦点在这些控件上时可用左右方向键切换。
 *
 * Carousel: the image carousel of the home page. Auto-advances every `interval` ms, but not while the pointer
 * is over it, while keyboard focus is inside it, nor when the user prefers reduced motion. An item with a
 * `url` is a link that opens in a new tab (noopener); an item without one is only an image; with no items
 * nothing renders. Follows the WAI-ARIA carousel pattern: a labelled region with
 * aria-roledescription="carousel", slides as labelled groups, previous/next buttons, one indicator button per
 * slide (aria-current on the active one), ArrowLeft/ArrowRight on the focused controls.
 */
export function Carousel({
  items,
  interval = DEFAULT_CAROUSEL_INTERVAL,
  height = DEFAULT_CAROUSEL_HEIGHT,
  label = messages.carousel,
  className,
}: CarouselProps) {
  const [index, setIndex] = useState(0);
  // Whether a slide other than the first has been shown: only then does a slide fade in. The first one is
  // there at once, since it is often the page's largest picture and a fade would hold back its paint.
  const [turned, setTurned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = items.length;
  // The list may shrink under us (new data from the server): never point past its end.
  const active = count === 0 ? 0 : index % count;
  const rotating = count > 1 && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    // Re-armed on every slide change, so a manual change restarts the full interval.
    const timer = window.setTimeout(() => {
      setTurned(true);
      setIndex((active + 1) % count);
    }, interval);
    return () => window.clearTimeout(timer);
  }, [rotating, active, count, interval]);

  if (count === 0) return null;

  const go = (next: number) => {
    setTurned(true);
    setIndex(((next % count) + count) % count);
  };
  const previous = () => go(active - 1);
  const next = () => go(active + 1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const arrowClass =
    'absolute top-1/2 z-10 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-overlay text-primary-foreground opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground';

  return (
    <section
      data-slot="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative w-full overflow-hidden bg-muted', className)}
      style={{ height: typeof height === 'number' ? `${height}px` : height }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announce slide changes only when the user makes them, not on every automatic turn. */}
      <div className="size-full" aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, i) => {
          // The title is shown as text over the picture (never baked into it), so the picture itself is
          // decoration then; without a title, a linked image is the link's only content and needs a name.
          const title = item.title?.trim();
          const alt = item.alt ?? (title ? '' : item.url ? messages.slide(i + 1) : '');
          const image = (
            <>
              <img src={item.imageUrl} alt={alt} className="size-full object-cover" draggable={false} />
              {title && (
                <span
                  data-slot="carousel-title"
                  className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-overlay to-transparent truncate px-16 pt-8 pb-8 text-base font-semibold text-primary-foreground desktop:text-2xl"
                >
                  {title}
                </span>
              )}
            </>
          );
          return (
            <div
              key={`${i}-${item.imageUrl}`}
              role="group"
              aria-roledescription="slide"
              aria-label={messages.slideOf(i + 1, count)}
              hidden={i !== active}
              className={cn('relative size-full', turned && 'motion-safe:animate-fade-in')}
            >
              {item.url ? (
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block size-full focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-primary"
                  onKeyDown={onKeyDown}
                >
                  {image}
                  <span className="sr-only">{messages.opensInNewTab}</span>
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={messages.previousSlide}
            className={cn(arrowClass, 'left-4')}
            onClick={previous}
            onKeyDown={onKeyDown}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button
            type="button"
            aria-label={messages.nextSlide}
            className={cn(arrowClass, 'right-4')}
            onClick={next}
            onKeyDown={onKeyDown}
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <div
            role="group"
            aria-label={messages.slideIndicators}
            className="absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2 gap-2"
          >
            {items.map((item, i) => (
              <button
                key={`${i}-${item.imageUrl}`}
                type="button"
                aria-label={messages.slide(i + 1)}
                aria-current={i === active ? 'true' : undefined}
                className={cn(
                  'h-1.5 w-6 cursor-pointer rounded-full bg-primary-foreground/50 transition-colors hover:bg-primary-foreground/80',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground',
                  'aria-[current=true]:bg-primary-foreground',
                )}
                onClick={() => go(i)}
                onKeyDown={onKeyDown}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
