// A page region that prints on its own: the print stylesheet (styles/index.css, @media print) hides everything
// but the element marked data-print-region. With `preview` the region opens in a full-screen layer (z-index
// 20002 by default, as on the original site) with a title and a print button; Esc or 关闭 calls `onClose`.
import { Printer, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';

export const DEFAULT_PRINT_LAYER_Z_INDEX = 20002;

export interface PrintRegionProps {
  /** Shows the region in a preview layer with a title and a print button. */
  preview?: boolean;
  buttonLabel?: string;
  title?: string;
  zIndex?: number;
  /** Called when the preview layer is closed (Esc or 关闭); without it the layer has no close button. */
  onClose?: () => void;
  className?: string;
  children?: ReactNode;
}

/** Opens the browser's print dialog for the current page (which the print CSS narrows to the region). */
export function printPage(): void {
  window.print();
}

export function PrintRegion({
  preview = false,
  buttonLabel = messages.print,
  title = messages.printPreview,
  zIndex = DEFAULT_PRINT_LAYER_Z_INDEX,
  onClose,
  className,
  children,
}: PrintRegionProps) {
  const region = (
    <div
      data-slot="print-region"
      data-print-region=""
      className={cn(preview && 'mx-auto max-w-5xl p-6', className)}
    >
      {children}
    </div>
  );
  if (!preview) return region;

  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          data-slot="print-layer"
          data-print-layer=""
          aria-describedby={undefined}
          style={{ zIndex }}
          className="fixed inset-0 overflow-auto bg-background text-foreground focus:outline-none"
        >
          <div
            data-print-hide=""
            className="sticky top-0 flex items-center gap-3 border-b bg-background/95 px-6 py-3 backdrop-blur"
          >
            <DialogPrimitive.Title className="flex-1 text-lg font-medium">{title}</DialogPrimitive.Title>
            <Button variant="primary" onClick={printPage}>
              <Printer aria-hidden="true" />
              {buttonLabel}
            </Button>
            {onClose && (
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" aria-label={messages.close} className="px-2">
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </DialogPrimitive.Close>
            )}
          </div>
          {region}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
