// Renders the toasts of the toast store with Radix Toast: a labelled live region (F8 moves focus to it), each
// toast announced (errors assertively), closing after its duration unless hovered or focused, swipe to dismiss.
// Mount exactly one <Toaster /> near the root of the app.
import { CircleAlert, CircleCheck, CircleX, Info, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore, type ComponentType, type SVGProps } from 'react';
import { cn } from '../lib/cn.ts';
import { handOnEscape } from '../lib/escape-handoff.ts';
import { messages } from '../messages.ts';
import { dismissToast, getToasts, subscribeToasts, type ToastRecord, type ToastType } from './toast-store.ts';

const ICONS: Record<ToastType, ComponentType<SVGProps<SVGSVGElement>>> = {
  success: CircleCheck,
  error: CircleX,
  warning: CircleAlert,
  info: Info,
};

const TONES: Record<ToastType, string> = {
  success: 'border-success/30 [&_[data-toast-icon]]:text-success',
  error: 'border-destructive/30 [&_[data-toast-icon]]:text-destructive',
  warning: 'border-warning/30 [&_[data-toast-icon]]:text-warning',
  info: 'border-info/30 [&_[data-toast-icon]]:text-info',
};

function ToastItem({ toast }: { toast: ToastRecord }) {
  const Icon = ICONS[toast.type];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-type={toast.type}
      duration={toast.duration}
      // Errors interrupt the screen reader; the others wait for a pause.
      type={toast.type === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismissToast(toast.id);
      }}
      // Escape in a dialog that holds the focus is for the dialog, not for this toast (lib/escape-handoff.ts).
      onEscapeKeyDown={(event) => {
        if ((document.activeElement as Element | null)?.closest('[data-slot="toaster"]')) return;
        if (handOnEscape()) event.preventDefault();
      }}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-2.5 rounded-md border bg-popover px-4 py-3 text-sm text-popover-foreground shadow-lg',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:animate-toast-out',
        TONES[toast.type],
      )}
    >
      <Icon data-toast-icon="" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <ToastPrimitive.Title className="leading-5 break-words">{toast.message}</ToastPrimitive.Title>
        {toast.description && (
          <ToastPrimitive.Description className="mt-0.5 text-xs text-muted-foreground">
            {toast.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label={messages.close}
        className="-m-1 inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export interface ToasterProps {
  /** 附加到通知区域（页面顶部居中）的类名。Classes added to the notifications region (top centre). */
  className?: string;
}

/**
 * 全局提示：用 Radix Toast 显示提示仓库里的提示——一个带名称的实时区域（F8 把焦点移到这里），
 * 每条提示都会被读出（错误立即打断朗读），到时自动关闭（悬停或聚焦时不关），可滑动关闭。
 * 在应用根部附近只挂载一个 `<Toaster />`（应用首屏用 `<LazyToaster />`，第一条提示出现时才加载）；
 * 然后在任何地方调用 `toast.success(message)`、`toast.error`、`toast.warning`、`toast.info`，
 * 可选 `{ description, duration }`（默认 5000 ms），`toast.dismiss(id?)` 关闭提示。同类同文字、
 * 仍在显示的提示不会重复添加，所以一连串相同的失败只显示一次。焦点在对话框里时，Esc 关闭对话框而不是
 * 提示（先弹出对话框、再出现提示时也一样）；其他情况下 Esc 关闭提示。
 *
 * Toaster: renders the toasts of the toast store with Radix Toast — a labelled live region (F8 moves focus to
 * it), each toast announced (errors assertively), closing after its duration unless hovered or focused, swipe
 * to dismiss. Mount exactly one `<Toaster />` near the root of the app (an app's first screen uses
 * `<LazyToaster />`, which loads it with the first toast); then call `toast.success(message)`, `toast.error`,
 * `toast.warning` or `toast.info` from anywhere, with optional `{ description, duration }` (5000 ms by
 * default), and `toast.dismiss(id?)` to close them. An identical message of the same kind that is still
 * visible is not added again, so a burst of identical failures shows once. With the focus in a dialog, Escape
 * closes the dialog, not a toast (also a toast that appeared after the dialog); elsewhere it closes the toast.
 */
export function Toaster({ className }: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <ToastPrimitive.Provider label={messages.notification} swipeDirection="up">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toaster"
        label={messages.notifications}
        className={cn(
          // Above dialogs and the print preview layer (z-index 20002).
          'pointer-events-none fixed top-4 left-1/2 z-[30000] flex w-[380px] max-w-[calc(100vw-2rem)] -translate-x-1/2 flex-col gap-2 outline-none',
          className,
        )}
      />
    </ToastPrimitive.Provider>
  );
}
