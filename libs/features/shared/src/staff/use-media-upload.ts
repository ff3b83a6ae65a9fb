// Uploads a picture to the media store (POST /api/admin/media/upload) for a staff form: the server tells the
// type from the file's bytes and refuses what is too large or not a picture; its Chinese message is kept here
// for the form to show beside the field (not as a toast).
import { useState } from 'react';
import { ApiError } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-domain-context';
import { staffMessages as t } from './messages.ts';

/** What the file picker offers: the picture types the server accepts. */
export const MEDIA_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export interface MediaUpload {
  /** Uploads the file; resolves with its /media/… address, or null after a failure (see `error`). */
  upload: (file: File) => Promise<string | null>;
  busy: boolean;
  /** The last failure's message; '' when none. */
  error: string;
}

export function useMediaUpload(): MediaUpload {
  const { api } = useDomain();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const upload = async (file: File) => {
    setBusy(true);
    setError('');
    try {
      const { url } = await api.uploadMedia({ file, silent: true });
      return url;
    } catch (failure) {
      setError(failure instanceof ApiError && failure.kind === 'api' ? failure.message : t.uploadFailed);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { upload, busy, error };
}
