import type { trash as en, undo as enUndo } from '../en/admin-trash.ts';

/** Prügikast (haldus): kustutatud kirjed, taastatavad 30 päeva; ja muudatuse tagasivõtmine. */
export const trash: typeof en = {
  title: 'Prügikast',
  lead: 'Kustutatud päringud, liitumised, postitused ja üksused jäävad siia {days} päevaks, seejärel kustutatakse need jäädavalt.',
  offline:
    'See vaade vajab ühendust: prügikasti hoitakse serveris. See laaditakse, kui olete taas võrgus.',
  loading: 'Prügikasti laaditakse…',
  loadError: 'Prügikasti ei õnnestunud laadida. Palun proovige uuesti.',
  retry: 'Proovi uuesti',
  empty: 'Prügikast on tühi.',
  emptyKind: 'Prügikastis pole ühtegi kirjet liigist „{kind}”.',
  kindFilter: 'Näita',
  allKinds: 'Kõik',
  table: 'Kustutatud kirjed',
  shown: {
    one: 'Näidatakse kustutatud kirjeid: {count} / {total}.',
    other: 'Näidatakse kustutatud kirjeid: {count} / {total}.',
  },
  columns: {
    record: 'Kirje',
    kind: 'Liik',
    deleted: 'Kustutatud',
    deletedBy: 'Kustutaja',
    purged: 'Jäädavalt kustutatakse',
    actions: 'Toimingud',
  },
  automatic: 'Automaatselt',
  untitled: '(nimeta)',
  restore: 'Taasta',
  restoreLabel: 'Taasta {name}',
  purge: 'Kustuta jäädavalt',
  purgeLabel: 'Kustuta jäädavalt: {name}',
  purgeTitle: 'Kustutada jäädavalt?',
  purgeConfirm: '„{name}” kustutatakse jäädavalt, kohe. Seda ei saa tagasi võtta.',
  cancel: 'Tühista',
  restored: '„{name}” on taastatud.',
  purged: '„{name}” on jäädavalt kustutatud.',
  refused: '„{name}” jäi taastamata: {reason}',
  restoreChosen: 'Taasta valitud',
  purgeChosen: 'Kustuta valitud jäädavalt',
  chosen: 'Valitud {count}.',
  purgeManyTitle: {
    one: 'Kas kustutada see kirje jäädavalt?',
    other: 'Kustutada {count} kirjet jäädavalt?',
  },
  purgeManyConfirm: {
    one: 'Valitud kirje kustutatakse jäädavalt, kohe. Seda ei saa tagasi võtta.',
    other: '{count} valitud kirjet kustutatakse jäädavalt, kohe. Seda ei saa tagasi võtta.',
  },
  restoredMany: {
    one: '{count} kirje taastatud.',
    other: '{count} kirjet taastatud.',
  },
  purgedMany: {
    one: '{count} kirje jäädavalt kustutatud.',
    other: '{count} kirjet jäädavalt kustutatud.',
  },
  dismiss: 'Sulge',
};

export const undo: typeof enUndo = {
  region: 'Viimane muudatus',
  deleted: '{kind} viidi prügikasti.',
  changed: '{kind} muudetud.',
  deletedMany: '{count} {items} viidi prügikasti.',
  changedMany: '{count} {items} muudetud.',
  records: { one: 'kirje', other: 'kirjet' },
  action: 'Võta tagasi',
  dismiss: 'Sulge',
  undone: 'Tagasi võetud.',
  failed: 'Muudatust ei õnnestunud tagasi võtta: {reason}',
};
