import type { Messages } from '../../en/index.ts';

export const supportRating: Messages['pages']['supportRating'] = {
  title: 'Hinnake meie tuge',
  description: 'Andke teada, kui rahul olete saadud abiga.',
  heading: 'Kuidas meil läks?',
  lead: 'Teie tugipilet {ticket} on lahendatud. Kui rahul olete saadud abiga?',
  leadNoTicket: 'Kui rahul olete meie tugimeeskonnalt saadud abiga?',
  legend: 'Teie hinnang, 1 (väga rahulolematu) kuni 5 (väga rahul)',
  scores: {
    '1': '1 – Väga rahulolematu',
    '2': '2 – Rahulolematu',
    '3': '3 – Neutraalne',
    '4': '4 – Rahul',
    '5': '5 – Väga rahul',
  },
  submit: 'Saada hinnang',
  submitting: 'Saadan…',
  required: 'Palun valige hinnang 1 kuni 5.',
  checking: 'Kontrollin linki…',
  thanks: 'Täname hinnangu eest! See aitab meil tuge paremaks muuta.',
  missingToken: 'See link on poolik. Palun avage link meie e-kirjast uuesti.',
  used: 'Seda linki on juba kasutatud: pilet on hinnatud. Täname!',
  expired:
    'Selle lingi kehtivus on lõppenud. Kui soovite oma kogemusest rääkida, võtke palun toega ühendust.',
  invalid: 'See link ei kehti. Palun avage link meie e-kirjast uuesti.',
  failed: 'Hinnangut ei õnnestunud saata. Palun proovige uuesti.',
  contactSupport: 'Võta toega ühendust',
  mail: {
    subject: 'Kuidas meil läks? Hinnake tugipiletit {ticket}',
    body: [
      'Tere, {name}!',
      '',
      'Teie tugipilet {ticket} („{subject}“) on lahendatud.',
      '',
      'Kui rahul olete saadud abiga? Andke hinnang 1 kuni 5 siin:',
      '{link}',
      '',
      'Link töötab ühe korra ja kehtib {days} päeva.',
      '',
      'Lumen Legali tugi',
    ].join('\n'),
  },
};
