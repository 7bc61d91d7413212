import { useEffect, useId, useRef, useState } from 'react';
import { fmt } from '../../../../shared/i18n/format.ts';
import { MEDIA_MAX_BYTES, type MediaView, mediaMessages } from '../../../../shared/media.ts';
import { withSession } from '../../features/auth/session.ts';
import { ApiError, apiUpload, NetworkError } from '../../lib/api.ts';

export interface ImageUploadTexts {
  choose: string;
  drop: string;
  uploading: string;
  uploaded: string;
  offline: string;
  failed: string;
  preview: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml';

/**
 * Beside an image field: drop a picture on it or choose a file; it is uploaded (POST
 * /api/admin/media, where its sizes are made) and its address goes into the field. Uploading
 * needs a connection; the field still takes a pasted address.
 */
export function ImageUpload(props: {
  value: string;
  texts: ImageUploadTexts;
  onUploaded(url: string): void;
}) {
  const { texts: t } = props;
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; said: string; failed: boolean }>({
    busy: false,
    said: '',
    failed: false,
  });
  const [over, setOver] = useState(false);

  async function send(file: File | undefined) {
    if (!file) return;
    if (file.size > MEDIA_MAX_BYTES) {
      return setState({ busy: false, said: mediaMessages.tooLarge, failed: true });
    }
    setState({ busy: true, said: t.uploading, failed: false });
    const form = new FormData();
    form.set('file', file, file.name);
    try {
      const { media } = await withSession(() =>
        apiUpload<{ media: MediaView }>('/api/admin/media', form),
      );
      props.onUploaded(media.url);
      setState({ busy: false, said: fmt(t.uploaded, { name: file.name }), failed: false });
    } catch (err) {
      const said =
        err instanceof NetworkError
          ? t.offline
          : err instanceof ApiError
            ? (err.fields?.file ?? err.message)
            : t.failed;
      setState({ busy: false, said, failed: true });
    }
  }

  // Dropping is a pointer shortcut for the file button (listened to here, not as props: the
  // zone is no control of its own).
  const zone = useRef<HTMLDivElement>(null);
  const latest = useRef(send);
  latest.current = send;
  useEffect(() => {
    const el = zone.current;
    if (!el) return;
    const enter = (event: DragEvent) => {
      event.preventDefault();
      setOver(true);
    };
    const leave = () => setOver(false);
    const drop = (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      void latest.current(event.dataTransfer?.files[0]);
    };
    el.addEventListener('dragover', enter);
    el.addEventListener('dragleave', leave);
    el.addEventListener('drop', drop);
    return () => {
      el.removeEventListener('dragover', enter);
      el.removeEventListener('dragleave', leave);
      el.removeEventListener('drop', drop);
    };
  }, []);

  return (
    <div ref={zone} className={`image-upload${over ? ' image-upload--over' : ''}`}>
      {props.value.startsWith('/media/') ? (
        <img className="image-upload__preview" src={props.value} alt={t.preview} />
      ) : null}
      <div>
        <label className="button button--secondary image-upload__choose" htmlFor={id}>
          {t.choose}
        </label>
        <input
          id={id}
          className="admin-visually-hidden"
          type="file"
          accept={ACCEPT}
          disabled={state.busy}
          onChange={(event) => {
            void send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <span className="admin-muted"> {t.drop}</span>
        <p role={state.failed ? 'alert' : 'status'} className="image-upload__said">
          {state.said}
        </p>
      </div>
    </div>
  );
}
