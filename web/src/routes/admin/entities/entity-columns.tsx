import type { ReactNode } from 'react';
import {
  type AdvisoryMemberRow,
  type EntityKind,
  type EntityRows,
  type InvestorRow,
  type PartnerRow,
  type PersonRow,
  type TeamMemberRow,
  untranslatedFields,
} from '../../../../../shared/admin/entities.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useShownPicture } from '../../../sync/hooks.ts';

type Texts = AdminMessages['entities'];

export interface EntityColumn {
  key: string;
  header: string;
  cell(row: EntityRows[EntityKind]): ReactNode;
}

/** back-office §9: bio and description previews are the first 50 characters. */
export const PREVIEW_LENGTH = 50;

export function preview(text: string | null | undefined): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > PREVIEW_LENGTH ? `${chars.slice(0, PREVIEW_LENGTH).join('')}…` : text;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .join('');
}

/** The Name cell: the picture (or initials), the name, its state tags and the text's preview. */
function NameCell(props: {
  t: Texts;
  kind: EntityKind;
  row: EntityRows[EntityKind];
  image: string | null;
  text: string | null;
}) {
  const { t, row } = props;
  const missing = untranslatedFields(props.kind, row);
  // A picture chosen offline shows from the copy kept here until it is uploaded.
  const image = useShownPicture(props.image);
  const fieldNames = missing.map((f) => t.form.fields[f] ?? f).join(', ');
  return (
    <div className="entity-name">
      {image ? (
        <img className="entity-name__image" src={image} alt="" width={40} height={40} />
      ) : (
        <span className="entity-name__image entity-name__initials" aria-hidden="true">
          {initials(row.name)}
        </span>
      )}
      <div>
        <span className="entity-name__name">{row.name}</span>
        {row.active ? null : <span className="admin-tag entity-tag">{t.inactive}</span>}
        {missing.length > 0 ? (
          <span className="admin-tag entity-tag entity-tag--missing">
            {t.missingTranslation}
            <span className="admin-visually-hidden">
              {' '}
              ({fmt(t.missingFields, { fields: fieldNames })})
            </span>
          </span>
        ) : null}
        {props.text ? <p className="entity-name__preview">{preview(props.text)}</p> : null}
      </div>
    </div>
  );
}

const orderColumn = (t: Texts): EntityColumn => ({
  key: 'order',
  header: t.columns.order,
  cell: (r) => r.order_index,
});

/** Which column holds each kind's picture and the text its Name cell previews. */
const PICTURE = {
  team: { image: 'image_url', text: 'bio' },
  advisory: { image: 'image_url', text: 'bio' },
  investors: { image: 'logo_url', text: 'description' },
  partners: { image: 'logo_url', text: 'description' },
  people: { image: 'photo_url', text: 'short_bio' },
} as const satisfies Record<EntityKind, { image: string; text: string }>;

const textOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The columns of each tab (back-office §2), before the Active and Actions columns. */
export function entityColumns(kind: EntityKind, t: Texts): EntityColumn[] {
  const picture = PICTURE[kind];
  const name: EntityColumn = {
    key: 'name',
    header: t.columns.name,
    cell: (r) => (
      <NameCell
        t={t}
        kind={kind}
        row={r}
        image={textOf(r[picture.image])}
        text={textOf(r[picture.text])}
      />
    ),
  };
  switch (kind) {
    case 'team':
      return [
        name,
        { key: 'position', header: t.columns.position, cell: (r) => (r as TeamMemberRow).position },
        orderColumn(t),
      ];
    case 'advisory':
      return [
        name,
        {
          key: 'title',
          header: t.columns.titleOrganisation,
          cell: (r) => {
            const a = r as AdvisoryMemberRow;
            return [a.title, a.organisation].filter(Boolean).join(', ');
          },
        },
        orderColumn(t),
      ];
    case 'investors':
      return [
        name,
        { key: 'type', header: t.columns.type, cell: (r) => (r as InvestorRow).type ?? '' },
        {
          key: 'round',
          header: t.columns.round,
          cell: (r) => (r as InvestorRow).investment_round || t.notApplicable,
        },
      ];
    case 'partners':
      return [
        name,
        {
          key: 'kind',
          header: t.columns.kind,
          cell: (r) => t.partnerKinds[(r as PartnerRow).kind] ?? (r as PartnerRow).kind,
        },
        orderColumn(t),
      ];
    case 'people':
      return [
        name,
        { key: 'title', header: t.columns.title, cell: (r) => (r as PersonRow).title },
        orderColumn(t),
      ];
  }
}
