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
  /** 在带标题和打印按钮的预览层中显示该区域。Shows the region in a preview layer with a title and a print button. */
  preview?: boolean;
  /** 预览层打印按钮的文字，默认“打印”。The preview layer's print button; 打印 by default. */
  buttonLabel?: string;
  /** 预览层的标题，默认“打印预览”。The preview layer's title; 打印预览 by default. */
  title?: string;
  /** 预览层的 z-index，默认 20002。The preview layer's z-index; 20002 by default. */
  zIndex?: number;
  /**
   * 预览层关闭时调用（Esc 或“关闭”）；不给时预览层没有关闭按钮。
   * Called when the preview layer is closed (Esc or 关闭); without it the layer has no close button.
   */
  onClose?: () => void;
  /** 附加到区域的类名。Classes added to the region. */
  className?: string;
  /** 要打印的内容。What prints. */
  children?: ReactNode;
}

/** Opens the browser's print dialog for the current page (which the print CSS narrows to the region). */
export function printPage(): void {
  window.print();
}

/**
 * 打印区域：可以单独打印的页面区域——打印样式表（styles/index.css 的 @media print）
 * 会隐藏除带 data-print-region 标记的元素以外的一切，
 * 所以打印页面时只打出这块内容（用 `printPage()` 打开浏览器的打印对话框）。加上 `preview` 时，
 * 该区域在一个全屏层中打开（z-index 默认 20002，与原网站一致），带标题和打印按钮；
 * Esc 或“关闭”会调用 `onClose`。
 *
 * PrintRegion: a page region that prints on its own — the print stylesheet (styles/index.css, @media print)
 * hides everything but the element marked data-print-region, so printing the page prints only this (open the
 * browser's print dialog with `printPage()`). With `preview` the region opens in a full-screen layer (z-index
 * 20002 by default, as on the original site) with a title and a print button; Esc or 关闭 calls `onClose`.
 */
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
