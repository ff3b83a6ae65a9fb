// The 公众号 button of the top bar, shown alone while its hover card (qr-hover-card.tsx) loads.
import { QrCode } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { messages } from '../messages.ts';

export const QrTriggerButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function QrTriggerButton(props, ref) {
    return (
      <button ref={ref} type="button" {...props}>
        <QrCode aria-hidden="true" className="size-4" />
        {messages.topBar.officialAccount}
      </button>
    );
  },
);
