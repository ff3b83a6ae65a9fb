// A rank the authority never published, converted by the site (内蒙古 2025: a 投档 score read in the 2026 一分一段
// through the two years' 本科 lines): shown as “7,650（折算）” with the reason as its title, and the conversion's
// 80 % interval under it where known — never like an official rank. The reason is also written out once under
// the table it sits in (ConvertedRankNotes), for phones and screen readers, where a title does not show.
import { sharedMessages } from '../messages.ts';

const t = sharedMessages.convertedRank;
const n = (value: number) => value.toLocaleString('zh-CN');

export interface ConvertedRankProps {
  rank: number;
  /** Why the rank is not official (the server's note). */
  note: string;
  /** The conversion's own 80 % interval, where the page shows the rank alone. */
  range?: { low: number; high: number } | undefined;
}

export function ConvertedRank({ rank, note, range }: ConvertedRankProps) {
  // One box, its lines flush right: a phone's stacked table lays a cell's children out in a row otherwise.
  return (
    <span className="inline-flex flex-col items-end">
      <span title={note}>{t.value(n(rank))}</span>
      {range && <span className="text-xs text-muted-foreground">{t.range(n(range.low), n(range.high))}</span>}
    </span>
  );
}

/** The distinct reasons of a table's converted ranks, each once, under the table. */
export function ConvertedRankNotes({ notes }: { notes: readonly string[] }) {
  return [...new Set(notes)].map((note) => (
    <p key={note} className="text-xs text-muted-foreground">
      <span>{note}</span>
      {t.explain}
    </p>
  ));
}
