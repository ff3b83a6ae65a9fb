// Modal dialog on Radix Dialog: focus trap, Esc and the close button (关闭) close it, focus returns to the
// trigger. `width` sets the panel width (the login dialog is 400 px); on narrow screens it never exceeds the
// viewport. Use it controlled (`open` + `onOpenChange`) or with a `trigger` element.
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useEffectEvent, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { receiveEscapeFromToasts } from '../lib/escape-handoff.ts';
import { messages } from '../messages.ts';

export interface DialogProps {
  /** 是否打开（受控，配合 `onOpenChange`）。Whether it is open (controlled, with `onOpenChange`). */
  open?: boolean;
  /** 初始是否打开（非受控）。Whether it starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** 打开或关闭时调用。Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * 点击即打开对话框的元素（通常是 Button）；受控时可省略。
   * An element (usually a Button) that opens the dialog when clicked; optional when controlled.
   */
  trigger?: ReactNode;
  /** 标题，也是对话框的名称。The title, which also names the dialog. */
  title: ReactNode;
  /** 标题下的说明，也是对话框的描述。A line under the title, which also describes the dialog. */
  description?: ReactNode;
  /** 面板宽度：数字为像素，默认 500 px。Panel width: a number is taken as pixels. Defaults to 500 px. */
  width?: number | string;
  /** 底部右对齐的按钮。Buttons shown at the bottom, right-aligned. */
  footer?: ReactNode;
  /**
   * 不显示关闭按钮（关闭），如必须明确做出选择的对话框。
   * Keeps the close button (关闭) out, e.g. for a dialog that needs an explicit choice.
   */
  hideCloseButton?: boolean;
  /** 附加到面板的类名。Classes added to the panel. */
  className?: string;
  /** 对话框正文（内容过长时可滚动）。The dialog's body (scrolls when it is long). */
  children?: ReactNode;
}

/**
 * 对话框：基于 Radix Dialog 的模态对话框——焦点限制在对话框内，Esc 和关闭按钮（关闭）可关闭，
 * 关闭后焦点回到触发元素。`width` 设置面板宽度（登录对话框为 400 px），窄屏上不会超出视口。
 * 可受控使用（`open` + `onOpenChange`），也可给一个 `trigger` 元素。`title` 必填，它为对话框命名；
 * 底部按钮放在 `footer` 里，用 `DialogClose` 包住的按钮（如“取消”）点击后会关闭对话框。
 *
 * Dialog: a modal dialog on Radix Dialog — focus trap, Esc and the close button (关闭) close it, focus returns
 * to the trigger. `width` sets the panel width (the login dialog is 400 px); on narrow screens it never
 * exceeds the viewport. Use it controlled (`open` + `onOpenChange`) or with a `trigger` element. `title` is
 * required: it names the dialog. Buttons go in `footer`; a button wrapped in `DialogClose` (e.g. 取消) closes
 * the dialog when clicked.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  width = 500,
  footer,
  hideCloseButton = false,
  className,
  children,
}: DialogProps) {
  // Open state kept here when the caller does not control it, so that an Escape handed on by a toast above
  // (lib/escape-handoff.ts) can close the dialog like Radix's own Escape does.
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const content = useRef<HTMLDivElement>(null);
  const closeFromToast = useEffectEvent(() => setOpen(false));
  useEffect(() => {
    if (!isOpen) return;
    return receiveEscapeFromToasts({
      holds: (element) => content.current?.contains(element) ?? false,
      close: () => closeFromToast(),
    });
  }, [isOpen]);
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setOpen}>
      {trigger != null && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="dialog-overlay"
          className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <DialogPrimitive.Content
          data-slot="dialog-content"
          // Without a description Radix expects an explicit "no description" to keep its warning quiet.
          {...(description == null ? { 'aria-describedby': undefined } : {})}
          style={{ width: typeof width === 'number' ? `${width}px` : width }}
          ref={content}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-popover text-popover-foreground shadow-xl',
            'focus:outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in',
            className,
          )}
        >
          <div className="flex items-start gap-4 px-5 pt-5 pb-2">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-lg leading-6 font-medium">{title}</DialogPrimitive.Title>
              {description != null && (
                <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            {!hideCloseButton && (
              <DialogPrimitive.Close
                aria-label={messages.close}
                className="-mt-1 -mr-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:text-primary-strong focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-3">{children}</div>
          {footer != null && <div className="flex justify-end gap-2 px-5 pt-2 pb-5">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wraps a button inside the dialog so that clicking it closes the dialog (e.g. 取消). */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" asChild {...props} />;
}
