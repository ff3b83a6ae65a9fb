// One image captcha for one form: the current captcha (id and SVG), and a refresh that fetches a new one.
import { useCallback, useId } from 'react';
import { useImageCode } from './image-code.ts';

export interface Captcha {
  /** Id of the captcha on screen; undefined while none is loaded. */
  captchaId: string | undefined;
  /** The SVG as an <img> source. */
  imageSrc: string | undefined;
  loading: boolean;
  failed: boolean;
  refresh(): void;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function useCaptcha({ enabled = true }: { enabled?: boolean } = {}): Captcha {
  const id = useId();
  const query = useImageCode(id, enabled);
  const { refetch } = query;
  const refresh = useCallback(() => {
    void refetch();
  }, [refetch]);
  return {
    captchaId: query.data?.captchaId,
    imageSrc: query.data ? svgDataUrl(query.data.svg) : undefined,
    loading: query.isFetching,
    failed: query.isError && !query.isFetching,
    refresh,
  };
}
