// An action inside a sentence ("还没有账号？注册", "已有账号？去登录"): a button that reads as a link, underlined
// because its colour alone would not set it apart from the sentence (WCAG 1.4.1, as for links in text).
import type { ReactNode } from 'react';
import { Button } from '@zhiyuan/ui';

export function SentenceAction({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="link" className="text-sm underline underline-offset-2" onClick={onClick}>
      {children}
    </Button>
  );
}
