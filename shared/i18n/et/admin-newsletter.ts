import type { AdminMessages } from '../en/admin.ts';

export const newsletter: AdminMessages['newsletter'] = {
  title: 'Uudiskirja haldus',
  countersLabel: 'Liitujad',
  counters: { active: 'Aktiivsed tellijad', unsubscribed: 'Loobunud', total: 'Liitujaid kokku' },
  statuses: { active: 'Aktiivne', unsubscribed: 'Loobunud', pending: 'Ootab kinnitust' },
  filtersLabel: 'Otsi ja filtreeri liitujaid',
  search: 'Otsi',
  searchPlaceholder: 'E-post',
  status: 'Olek',
  allStatuses: 'Kõik',
  spamFilter: 'Võimalik rämpspost',
  spamHint:
    'Liitumised, mille rämpspostikontroll kinni pidas. Neid ei loeta ega ekspordita enne taastamist ja need kustutatakse 30 päeva pärast.',
  spamShown: 'Näidatakse ainult võimalikku rämpsposti.',
  shown: {
    one: '{count} / {total} liituja',
    other: '{count} / {total} liitujat',
  },
  table: 'Uudiskirja liitujad',
  items: { one: 'liituja', other: 'liitujat' },
  bulk: {
    unsubscribe: 'Lõpeta valitute tellimus',
    unsubscribeTitle: {
      one: 'Kas lõpetada selle aadressi tellimus?',
      other: 'Kas lõpetada nende {count} aadressi tellimus?',
    },
    unsubscribeConfirm: {
      one: 'Kas lõpetada selle liituja tellimus? Aadress ei saa enam uudiskirja. Haldusest ei saa seda tagasi pöörata.',
      other:
        'Kas lõpetada nende {count} liituja tellimus? Nad ei saa enam uudiskirja. Haldusest ei saa seda tagasi pöörata.',
    },
    unsubscribeConfirmSome: {
      one: 'Kas lõpetada nende {count} liituja seast {eligible} tellimus? Nad ei saa enam uudiskirja. Haldusest ei saa seda tagasi pöörata. Ülejäänud üks on juba loobunud ja jäetakse vahele.',
      other:
        'Kas lõpetada nende {count} liituja seast {eligible} tellimus? Nad ei saa enam uudiskirja. Haldusest ei saa seda tagasi pöörata. Ülejäänud {skipped} on juba loobunud ja jäetakse vahele.',
    },
    unsubscribeDone: '{count} liituja tellimus lõpetati.',
    unsubscribeSkipped: {
      one: '{count} liituja tellimus lõpetati; {skipped} oli juba loobunud.',
      other: '{count} liituja tellimus lõpetati; {skipped} olid juba loobunud.',
    },
  },
  columns: {
    email: 'E-post',
    status: 'Olek',
    signedUp: 'Liitus',
    updated: 'Viimati muudetud',
    actions: 'Toimingud',
  },
  loading: 'Uudiskirja liitujate laadimine…',
  empty: 'Uudiskirja liitujaid ei leitud',
  clearFilters: 'Tühjenda otsing ja filtrid',
  offline:
    'Oled võrguühenduseta. Sinu muudatused hoitakse selles seadmes ja saadetakse, kui ühendus taastub.',
  exportCsv: 'Ekspordi CSV',
  exportDone: {
    one: 'Eksporditi {count} tellija faili {file}.',
    other: 'Eksporditi {count} tellijat faili {file}.',
  },
  unsubscribe: 'Lõpeta tellimus',
  unsubscribeLabel: 'Lõpeta tellimus: {email}',
  unsubscribeTitle: 'Lõpetada selle aadressi tellimus?',
  unsubscribeConfirm: '{email} ei saa enam uudiskirja. Haldusest ei saa seda tagasi pöörata.',
  delete: 'Kustuta',
  deleteLabel: 'Kustuta {email}',
  deleteTitle: 'Kustutada see liitumine?',
  deleteConfirm:
    'Kas oled kindel, et soovid selle liitumise kustutada? See läheb prügikasti, kust selle saab {days} päeva jooksul taastada.',
  restore: 'Pole rämpspost',
  restoreLabel: 'Pole rämpspost: taasta {email}',
  cancel: 'Tühista',
  failures: {
    unsubscribe: 'Tellimuse lõpetamine ebaõnnestus. Palun proovi uuesti.',
    delete: 'Liitumise kustutamine ebaõnnestus. Palun proovi uuesti.',
    restore: 'Liitumise taastamine ebaõnnestus. Palun proovi uuesti.',
    unsuppress: 'Aadressi tagasivõtmine ebaõnnestus. Palun proovi uuesti.',
  },
  // Suppressed after permanent refusals of newsletter issues (issue #48).
  suppressed: 'Blokeeritud: postiserver keeldus uudiskirjast 3 korda',
  unsuppress: 'Võta tagasi',
  unsuppressLabel: 'Võta {email} tagasi: saada talle jälle uudiskirja',
  noticesLabel: 'Muudatused, mis ei läinud läbi',
  overwritten:
    'Sinu muudatus aadressile {email} asendati hilisema muudatusega mujalt: nüüd on see {value}.',
  overwrittenDeleted: 'Liitumine, mida muutsid ({email}), kustutati mujal.',
  dismiss: 'Sulge',
};
