import { useEffect, useId, useRef, useState } from 'react';
import { fmt } from '../../../../shared/i18n/format.ts';
import { MEDIA_MAX_BYTES, type MediaView, mediaMessages } from '../../../../shared/media.ts';
import { withSession } from '../../features/auth/session.ts';
import { ApiError, apiUpload, NetworkError } from '../../lib/api.ts';
import { useShownPicture, useSyncEngine } from '../../sync/hooks.ts';
import { keepUpload } from '../../sync/uploads.ts';
import { MediaPicker, type MediaPickerTexts } from './media-picker.tsx';

export interface ImageUploadTexts extends MediaPickerTexts {
  choose: string;
  drop: string;
  uploading: string;
  uploaded: string;
  /** Said when the picture is kept on this device until it can be uploaded. */
  kept: string;
  failed: string;
  preview: string;
  /** The Markdown control (MarkdownPicture): its name, what it says, the description's stand-in. */
  insert: string;
  inserted: string;
  describe: string;
  /** Said when a picture uploaded earlier is chosen (MediaPicker). */
  picked: string;
  /** The Markdown control's choice of a picture uploaded earlier. */
  pickInsert: string;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml';

type UploadState = { busy: boolean; said: string; failed: boolean };

/**
 * Sends a chosen picture: uploaded at once (POST /api/admin/media, where its sizes are made), or,
 * without a connection, kept on this device and uploaded before the change that uses it
 * (sync/uploads.ts). Resolves with the address to put in the text, or null when refused.
 */
export function usePictureUpload(texts: ImageUploadTexts, uploaded = texts.uploaded) {
  const { db } = useSyncEngine();
  const [state, setState] = useState<UploadState>({ busy: false, said: '', failed: false });

  async function send(file: File | undefined): Promise<string | null> {
    if (!file) return null;
    if (file.size > MEDIA_MAX_BYTES) {
      setState({ busy: false, said: mediaMessages.tooLarge, failed: true });
      return null;
    }
    setState({ busy: true, said: texts.uploading, failed: false });
    const keep = async () => {
      const url = await keepUpload(db, file, new Date());
      setState({ busy: false, said: fmt(texts.kept, { name: file.name }), failed: false });
      return url;
    };
    if (!navigator.onLine) return keep();
    const form = new FormData();
    form.set('file', file, file.name);
    try {
      const { media } = await withSession(() =>
        apiUpload<{ media: MediaView }>('/api/admin/media', form),
      );
      setState({ busy: false, said: fmt(uploaded, { name: file.name }), failed: false });
      return media.url;
    } catch (err) {
      if (err instanceof NetworkError) return keep();
      const said = err instanceof ApiError ? (err.fields?.file ?? err.message) : texts.failed;
      setState({ busy: false, said, failed: true });
      return null;
    }
  }
  /** Says something else in the control's status line (e.g. a picture chosen). */
  const announce = (said: string) => setState({ busy: false, said, failed: false });
  return { state, send, announce };
}

/**
 * Beside an image field: drop a picture on it or choose a file; its address goes into the field
 * (usePictureUpload: offline, a stand-in shown from the copy kept on this device). The field
 * still takes a pasted address.
 */
export function ImageUpload(props: {
  value: string;
  texts: ImageUploadTexts;
  onUploaded(url: string): void;
}) {
  const { texts: t } = props;
  const { state, send: upload, announce } = usePictureUpload(t);
  const [over, setOver] = useState(false);
  const shown = useShownPicture(props.value);

  async function send(file: File | undefined) {
    const url = await upload(file);
    if (url) props.onUploaded(url);
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
      {props.value.startsWith('/media/') && shown ? (
        <img className="image-upload__preview" src={shown} alt={t.preview} />
      ) : null}
      <div>
        <div className="image-upload__actions">
          <FileChooser
            label={t.choose}
            busy={state.busy}
            onFiles={(files) => void send(files[0])}
          />
          <MediaPicker
            texts={t}
            onChoose={(url, name) => {
              props.onUploaded(url);
              announce(fmt(t.picked, { name }));
            }}
          />
        </div>
        <span className="admin-muted">{t.drop}</span>
        <p role={state.failed ? 'alert' : 'status'} className="image-upload__said">
          {state.said}
        </p>
      </div>
    </div>
  );
}

/**
 * Under a Markdown text: choose a picture and it is put in the text where the cursor was, as
 * `![Describe the picture](address)`, with the description selected so the next keys replace it.
 * Offline the picture is kept on this device (usePictureUpload) and uploaded before the save.
 */
export function MarkdownPicture(props: {
  /** The id of the text's <textarea>. */
  target: string;
  /** The controls' names (e.g. "Insert a Picture (Estonian)"). */
  label: string;
  pickLabel: string;
  value: string;
  texts: ImageUploadTexts;
  onChange(next: string): void;
}) {
  const { state, send, announce } = usePictureUpload(props.texts, props.texts.inserted);
  // Selected in the text once it shows the inserted picture.
  const [select, setSelect] = useState<[number, number] | null>(null);

  useEffect(() => {
    if (!select) return;
    const area = document.getElementById(props.target);
    if (area instanceof HTMLTextAreaElement) {
      area.focus();
      area.setSelectionRange(select[0], select[1]);
    }
    setSelect(null);
  }, [select, props.target]);

  /** Where the cursor is in the text (kept while a dialog or the file chooser has focus). */
  function caret(): number {
    const area = document.getElementById(props.target);
    return area instanceof HTMLTextAreaElement ? area.selectionStart : props.value.length;
  }

  async function insert(file: File | undefined) {
    const at = caret();
    const url = await send(file);
    if (url) put(url, at);
  }

  function put(url: string, at: number) {
    const before = props.value.slice(0, at);
    const after = props.value.slice(at);
    // A picture is a paragraph of its own: blank lines around it where text is.
    const open =
      before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    const close =
      after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
    const describe = props.texts.describe;
    const start = before.length + open.length + 2;
    props.onChange(`${before}${open}![${describe}](${url})${close}${after}`);
    setSelect([start, start + describe.length]);
  }

  return (
    <div className="image-upload image-upload--inline">
      <FileChooser
        label={props.label}
        busy={state.busy}
        onFiles={(files) => void insert(files[0])}
      />
      <MediaPicker
        texts={props.texts}
        label={props.pickLabel}
        onChoose={(url, name) => {
          put(url, caret());
          announce(fmt(props.texts.inserted, { name }));
        }}
      />
      <p role={state.failed ? 'alert' : 'status'} className="image-upload__said">
        {state.said}
      </p>
    </div>
  );
}

/**
 * A button that opens the file chooser for a picture, or several with `multiple` (the input
 * itself is visually hidden).
 */
export function FileChooser(props: {
  label: string;
  busy?: boolean;
  multiple?: boolean;
  onFiles(files: File[]): void;
}) {
  const id = useId();
  return (
    <>
      <label className="button button--secondary image-upload__choose" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="admin-visually-hidden"
        type="file"
        accept={ACCEPT}
        multiple={props.multiple}
        disabled={props.busy}
        onChange={(event) => {
          props.onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
}
