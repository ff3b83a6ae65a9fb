// The body of an announcement or article, from the blocks the server parsed its Markdown into: headings,
// paragraphs and lists rendered as elements, never as injected HTML.
import type { TextBlock } from '@zhiyuan/contracts';
import { cn } from '@zhiyuan/ui';

export interface TextBlocksProps {
  blocks: readonly TextBlock[];
  className?: string;
}

export function TextBlocks({ blocks, className }: TextBlocksProps) {
  return (
    <div className={cn('flex flex-col gap-3 leading-7 text-foreground', className)}>
      {blocks.map((block, index) => {
        const key = `${index}-${block.type}`;
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={key} className="mt-3 text-lg font-semibold">
                {block.text}
              </h2>
            ) : (
              <h3 key={key} className="mt-2 text-base font-semibold">
                {block.text}
              </h3>
            );
          case 'paragraph':
            return <p key={key}>{block.text}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={key}
                className={cn('flex flex-col gap-1 pl-6', block.ordered ? 'list-decimal' : 'list-disc')}
              >
                {block.items.map((item, i) => (
                  <li key={`${i}-${item}`}>{item}</li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
