// The body of an announcement, article, 招生章程 or introduction, from the blocks its Markdown was parsed into
// (@zhiyuan/contracts content/markdown.ts): headings, paragraphs, lists and quotes of inline runs (text, bold,
// code, links), and pictures from the site's media store — rendered as React elements, never as injected HTML,
// so nothing in a body can run. Links are checked again here (isSafeHref: http(s) or a path of this site) and
// open without handing the page to the target; a picture whose address is not a /media one is not shown.
import type { InlineRun, TextBlock } from '@zhiyuan/contracts';
import { isSafeHref, MEDIA_URL_PATTERN } from '@zhiyuan/contracts/basics';
import { cn } from '@zhiyuan/ui';

export interface TextBlocksProps {
  blocks: readonly TextBlock[];
  className?: string;
}

function Runs({ runs, text }: { runs: readonly InlineRun[] | undefined; text: string }) {
  if (!runs) return <>{text}</>;
  return (
    <>
      {runs.map((run, i) => {
        const key = `${i}-${run.type}`;
        switch (run.type) {
          case 'bold':
            return <strong key={key}>{run.text}</strong>;
          case 'code':
            return (
              <code key={key} className="rounded bg-muted px-1 font-mono text-[0.9em]">
                {run.text}
              </code>
            );
          case 'link':
            return isSafeHref(run.href) ? (
              <a
                key={key}
                href={run.href}
                rel="noopener noreferrer nofollow"
                className="text-primary-strong underline underline-offset-2"
              >
                {run.text}
              </a>
            ) : (
              <span key={key}>{run.text}</span>
            );
          default:
            return <span key={key}>{run.text}</span>;
        }
      })}
    </>
  );
}

function Block({ block }: { block: TextBlock }) {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? (
        <h2 className="mt-3 text-lg font-semibold">
          <Runs runs={block.runs} text={block.text} />
        </h2>
      ) : (
        <h3 className="mt-2 text-base font-semibold">
          <Runs runs={block.runs} text={block.text} />
        </h3>
      );
    case 'paragraph':
      return (
        <p>
          <Runs runs={block.runs} text={block.text} />
        </p>
      );
    case 'quote':
      return (
        <blockquote className="border-l-4 border-border pl-4 text-muted-foreground">
          <Runs runs={block.runs} text={block.text} />
        </blockquote>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={cn('flex flex-col gap-1 pl-6', block.ordered ? 'list-decimal' : 'list-disc')}>
          {block.items.map((item, i) => (
            <li key={`${i}-${item}`}>
              <Runs runs={block.itemRuns?.[i]} text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'image':
      return MEDIA_URL_PATTERN.test(block.src) ? (
        <img src={block.src} alt={block.alt} loading="lazy" className="h-auto max-w-full self-center" />
      ) : null;
  }
}

export function TextBlocks({ blocks, className }: TextBlocksProps) {
  return (
    <div className={cn('flex flex-col gap-3 leading-7 text-foreground', className)}>
      {blocks.map((block, index) => (
        <Block key={`${index}-${block.type}`} block={block} />
      ))}
    </div>
  );
}
