// 招生章程 (/data/report-detail?id=): a college's admission charter as text blocks (headings, paragraphs,
// lists — never markup from the server), printable on its own: the page holds a print region, and 打印预览
// shows it in the print layer with its 打印 button.
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CollegeCharter, TextBlock } from '@zhiyuan/contracts';
import { ERROR_CODES } from '@zhiyuan/contracts/basics';
import { isApiError } from '@zhiyuan/domain';
import { Button, DetailLoading, Empty, LoadError, PrintRegion } from '@zhiyuan/ui';
import { useCollegeCharter } from '../api/colleges.ts';
import { collegesMessages } from '../messages.ts';
import { CollegeNotFound } from './college-profile-page.tsx';
import { collegePagePath } from '@zhiyuan/feature-shared';

const t = collegesMessages.charter;

function Block({ block }: { block: TextBlock }) {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? (
        <h2 className="mt-4 text-lg font-medium">{block.text}</h2>
      ) : (
        <h3 className="mt-3 text-base font-medium">{block.text}</h3>
      );
    case 'paragraph':
      return <p className="leading-7">{block.text}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={block.ordered ? 'list-decimal pl-6 leading-7' : 'list-disc pl-6 leading-7'}>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </List>
      );
    }
  }
}

function CharterText({ charter }: { charter: CollegeCharter }) {
  return (
    <article className="flex flex-col gap-3 text-sm">
      <h1 className="text-2xl font-semibold">{t.title(charter.name)}</h1>
      {charter.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </article>
  );
}

export interface CollegeCharterPageProps {
  id: number | null;
}

export function CollegeCharterPage({ id }: CollegeCharterPageProps) {
  if (id === null) return <CollegeNotFound />;
  return <Charter id={id} />;
}

function Charter({ id }: { id: number }) {
  const charter = useCollegeCharter(id);
  const [preview, setPreview] = useState(false);

  if (charter.isPending) {
    return <DetailLoading title={t.fallbackTitle} rows={10} />;
  }
  if (charter.isError) {
    if (isApiError(charter.error) && charter.error.code === ERROR_CODES.notFound) return <CollegeNotFound />;
    return <LoadError titleAs="h1" error={charter.error} onRetry={() => void charter.refetch()} />;
  }

  const back = (
    <Link to={collegePagePath(charter.data.id)} className="text-sm text-primary-strong hover:underline">
      {t.backToCollege(charter.data.name)}
    </Link>
  );
  if (charter.data.blocks.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t.title(charter.data.name)}</h1>
        <Empty description={t.empty}>{back}</Empty>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        <Button variant="outline" onClick={() => setPreview(true)}>
          <Printer aria-hidden="true" />
          {t.print}
        </Button>
      </div>
      {/* While the print layer is open it is the only print region, so the page prints once. */}
      {preview ? (
        <>
          <CharterText charter={charter.data} />
          <PrintRegion preview title={t.printTitle} onClose={() => setPreview(false)}>
            <CharterText charter={charter.data} />
          </PrintRegion>
        </>
      ) : (
        <PrintRegion className="rounded-lg border bg-card p-6">
          <CharterText charter={charter.data} />
        </PrintRegion>
      )}
    </div>
  );
}
