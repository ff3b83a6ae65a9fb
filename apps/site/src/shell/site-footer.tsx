// The footer (spec §2): the academic office's contact line, the two QR codes, copyright and filing number —
// all from the site configuration — and the source lines (来源：…) of the data the site shows.
import type { SiteConfig } from '@zhiyuan/contracts';
import { messages } from '../messages.ts';

const t = messages.footer;

function Qr({ src, label }: { src: string | null; label: string }) {
  if (!src) return null;
  return (
    <figure className="flex flex-col items-center gap-1">
      <img src={src} alt={label} width={96} height={96} className="rounded bg-white p-1" />
      <figcaption className="text-xs">{label}</figcaption>
    </figure>
  );
}

function Attributions({ config }: { config: SiteConfig }) {
  const { universities, majors, eliteTags, divisions, official, sample } = config.attributions;
  // The region's exam authority: its 一分一段, 控制线, 招生计划 and 投档 ship with the product (issue 34).
  const lines = [
    universities,
    majors,
    eliteTags,
    divisions,
    official,
    ...(config.sampleData ? [sample] : []),
  ].filter((a) => a.text);
  if (lines.length === 0) return null;
  return (
    <ul aria-label={t.attributions} className="flex flex-col gap-0.5 text-xs">
      {lines.map((a) => (
        <li key={a.text}>
          {a.url ? (
            <a
              href={a.url}
              target="_blank"
              rel="noopener noreferrer"
              // 24 px high: a touch target of its own, not overlapping the line above or below.
              className="inline-flex min-h-6 items-center underline-offset-2 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {a.text}
              <span className="sr-only">{t.opensInNewTab}</span>
            </a>
          ) : (
            a.text
          )}
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({
  config,
  year = new Date().getFullYear(),
}: {
  config: SiteConfig;
  year?: number;
}) {
  return (
    <footer className="mt-auto border-t bg-muted text-sm text-muted-foreground print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-6 desktop:flex-row desktop:items-start desktop:justify-between">
        <div className="flex flex-col items-center gap-1 text-center desktop:items-start desktop:text-left">
          {config.contactLine && <p>{config.contactLine}</p>}
          <p>{config.copyright || t.copyright(year, config.schoolName || config.siteTitle)}</p>
          {config.filingNumber && <p>{config.filingNumber}</p>}
          <Attributions config={config} />
        </div>
        <div className="flex shrink-0 gap-6">
          <Qr src={config.qrCodes.follow} label={t.qrVolunteer} />
          <Qr src={config.qrCodes.school} label={t.qrSchool} />
        </div>
      </div>
    </footer>
  );
}
