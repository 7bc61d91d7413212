import type { AdminMessages } from '../en/admin.ts';

/** Vastused päringutele (haldus): vastuste lõim päringu detailpaneelil ja selle koostaja. */
export const replies: AdminMessages['replies'] = {
  heading: 'Vastused',
  loading: 'Vastuste laadimine…',
  empty: 'Haldusest pole veel ühtegi vastust saadetud.',
  reply: 'Vasta',
  composer: 'Vastus: {name}',
  to: 'Saaja',
  language: 'Keel',
  languages: { en: 'inglise', et: 'eesti' },
  template: 'Mall',
  noTemplate: 'Ilma mallita',
  noTemplates: 'Selles keeles malle veel pole',
  subject: 'Teema',
  body: 'Sõnum',
  placeholdersHint:
    'Malli valimisel täidetakse {name}, {company} ja {ticket} selle kirje andmetega.',
  answersTo: {
    shared: 'Vastused sellele kirjale jõuavad meeskonna ühisele aadressile {address}.',
    own: 'Vastuste ühist aadressi pole määratud (REPLY_TO), seega jõuavad vastused sellele kirjale sinu enda aadressile {address}.',
    unknown:
      'Vastused sellele kirjale jõuavad meeskonna ühisele aadressile, kui see on määratud, muidu sinu enda aadressile {address}.',
  },
  send: 'Saada vastus',
  cancel: 'Tühista',
  queued:
    'Vastus aadressile {to} on järjekorras: see saadetakse serveri väljaminevate kirjade järjekorrast.',
  queuedOffline: 'Vastus aadressile {to} on selles seadmes: see saadetakse, kui oled taas võrgus.',
  mailOff:
    'E-post on välja lülitatud: meiliserverit pole seadistatud (SMTP_URL), seega vastus jääb järjekorda. See saadetakse kohe, kui meiliserver on seadistatud, ja alles siis loetakse kirjale vastatuks.',
  saveTemplate: 'Salvesta mallina',
  templateName: 'Malli nimi',
  templateNameHint:
    'Selle kirje nimi, ettevõte ja pöördumise number salvestatakse kujul {name}, {company} ja {ticket}.',
  saveTemplateConfirm: 'Salvesta mall',
  templateSaved: 'Mall „{name}” salvestati.',
  deleteTemplate: 'Kustuta mall',
  deleteTemplateTitle: 'Kas kustutada mall?',
  deleteTemplateConfirm: 'Kas kustutada mall „{name}”? Seda ei saa tagasi võtta.',
  templateDeleted: 'Mall „{name}” kustutati.',
  from: 'Saatja: {who}',
  states: {
    local: 'Ootab saatmist: selles seadmes, kuni see on võrgus',
    queued: 'Järjekorras',
    notDelivered:
      'Veel saatmata: meiliserverit pole seadistatud. See saadetakse kohe, kui see on seadistatud.',
    sent: 'Saadetud {time}',
    failed: 'Ebaõnnestus',
  },
  lead: {
    queued: 'Vastus järjekorras: veel saatmata',
    notDelivered: 'Vastus järjekorras: saadetakse alles siis, kui meiliserver on seadistatud',
    failed: 'Vastuse saatmine ebaõnnestus: {reason}',
    failedNoReason: 'Vastuse saatmine ebaõnnestus',
  },
  notSent: 'Sinu vastust „{subject}” ei saadetud.',
  dismiss: 'Sulge',
  failures: {
    send: 'Vastuse saatmine ebaõnnestus. Palun proovi uuesti.',
    saveTemplate: 'Malli salvestamine ebaõnnestus. Palun proovi uuesti.',
    deleteTemplate: 'Malli kustutamine ebaõnnestus. Palun proovi uuesti.',
  },
};
