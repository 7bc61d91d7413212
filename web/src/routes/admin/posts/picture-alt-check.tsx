import { useId, useRef, useState } from 'react';
import { fmtCount, formOf } from '../../../../../shared/i18n/format.ts';
import {
  isMissingAlt,
  markDecorative,
  undescribedPictures,
} from '../../../../../shared/picture-alt.ts';
import { useModalDialog } from '../../../components/admin/use-modal-dialog.ts';
import { useAdminT } from '../use-admin-t.ts';
import type { PostFormValues } from './post-form.ts';

const TEXTS = ['content', 'content_et'] as const;

/** The pictures of a post's texts that have no description (shared/picture-alt.ts). */
export function undescribedIn(values: PostFormValues): number {
  return TEXTS.reduce((n, field) => n + undescribedPictures(values[field]).length, 0);
}

/** The post's texts with every undescribed picture marked decorative. */
export function withDecorativePictures(values: PostFormValues): PostFormValues {
  return {
    ...values,
    content: markDecorative(values.content),
    content_et: markDecorative(values.content_et),
  };
}

/**
 * Before a save: a text with pictures that have no description (the inserted placeholder, or
 * none) asks for them. A warning, not a refusal: "Describe" goes back to the first such
 * picture's description in the text, selected; "decorative" marks them so (published with an
 * empty description, not asked about again) and saves; "Go on without descriptions" saves as it
 * is (the published page then carries the upload's own description, or none, never the
 * placeholder).
 */
export function usePictureAltCheck(save: (values: PostFormValues) => void) {
  const [asked, setAsked] = useState<PostFormValues | null>(null);

  /** Saves at once, or asks first; true when it asked. */
  function check(values: PostFormValues): boolean {
    if (undescribedIn(values) === 0) return false;
    setAsked(values);
    return true;
  }

  function describe() {
    const values = asked;
    setAsked(null);
    if (!values) return;
    const field = TEXTS.find((f) => undescribedPictures(values[f]).length > 0) ?? 'content';
    // After the dialog has given focus back: then into the text, the description selected.
    requestAnimationFrame(() => selectFirstUndescribed(`post-${field}`, values[field]));
  }

  const dialog = (
    <PictureAltDialog
      count={asked ? undescribedIn(asked) : 0}
      onDescribe={describe}
      onDecorative={() => {
        setAsked(null);
        if (asked) save(withDecorativePictures(asked));
      }}
      onSaveAnyway={() => {
        setAsked(null);
        if (asked) save(asked);
      }}
    />
  );
  return { check, dialog };
}

/** Focuses the text and selects the first undescribed picture's description (or its brackets). */
function selectFirstUndescribed(id: string, text: string) {
  const area = document.getElementById(id);
  if (!(area instanceof HTMLTextAreaElement)) return;
  area.focus();
  const picture = /!\[([^\]\n]*)\]\(/g;
  for (const m of text.matchAll(picture)) {
    const alt = m[1] ?? '';
    if (!isMissingAlt(alt)) continue;
    const start = (m.index ?? 0) + 2;
    area.setSelectionRange(start, start + alt.length);
    return;
  }
}

function PictureAltDialog(props: {
  count: number;
  onDescribe(): void;
  onDecorative(): void;
  onSaveAnyway(): void;
}) {
  const t = useAdminT().posts.editor.pictureAlt;
  const titleId = useId();
  const messageId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const open = props.count > 0;
  const dialog = useModalDialog({
    open,
    onCancel: props.onDescribe,
    onOpen: () => first.current?.focus(),
  });
  // Closed, the dialog stays in the page empty (as ConfirmDialog's): no heading without words.
  if (!open) return <dialog {...dialog} className="admin-dialog" />;
  return (
    <dialog
      {...dialog}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <h2 id={titleId}>{t.title}</h2>
      <p id={messageId}>{fmtCount(t.message, props.count)}</p>
      <div className="admin-dialog__actions">
        <button
          ref={first}
          type="button"
          className="button button--primary"
          onClick={props.onDescribe}
        >
          {t.describe}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onDecorative}>
          {formOf(t.decorative, props.count)}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onSaveAnyway}>
          {t.saveAnyway}
        </button>
      </div>
    </dialog>
  );
}
