// The footer (spec §2): the academic office's contact line, the two QR codes, copyright and filing number.
import { messages } from '../messages.ts';
import type { SiteConfig } from '../site-config.ts';

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

export function SiteFooter({
  config,
  year = new Date().getFullYear(),
}: {
  config: SiteConfig;
  year?: number;
}) {
  return (
    <footer className="mt-auto border-t bg-muted text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-6 desktop:flex-row desktop:justify-between">
        <div className="flex flex-col items-center gap-1 text-center desktop:items-start desktop:text-left">
          {config.contactLine && <p>{config.contactLine}</p>}
          <p>{t.copyright(year, config.schoolName)}</p>
          {config.filingNumber && <p>{config.filingNumber}</p>}
        </div>
        <div className="flex gap-6">
          <Qr src={config.volunteerQrUrl} label={t.qrVolunteer} />
          <Qr src={config.schoolQrUrl} label={t.qrSchool} />
        </div>
      </div>
    </footer>
  );
}
