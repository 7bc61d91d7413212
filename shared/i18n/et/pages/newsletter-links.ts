import type { Messages } from '../../en/index.ts';

export const newsletterLinks: Messages['pages']['newsletterLinks'] = {
  confirm: {
    title: 'Kinnitage tellimus',
    description: 'Kinnitage Lumen Legali uudiskirja tellimus.',
    heading: 'Kinnitage tellimus',
    lead: 'Vajutage nuppu, et kinnitada, et soovite saada Lumen Legali uudiskirja.',
    submit: 'Kinnita tellimus',
    submitting: 'Kinnitan…',
    done: 'Täname! Teie tellimus on kinnitatud. Edaspidi saate meie uudiskirja.',
    used: 'Seda linki on juba kasutatud: teie tellimus on kinnitatud.',
    expired:
      'Selle lingi kehtivus on lõppenud. Uue kinnituslingi saamiseks tellige uudiskiri uuesti.',
    invalid:
      'See link ei kehti. Palun avage link meie e-kirjast uuesti või tellige uudiskiri uuesti.',
    missingToken: 'See link on poolik. Palun avage link meie e-kirjast uuesti.',
    failed: 'Tellimust ei õnnestunud kinnitada. Palun proovige uuesti.',
    signUpAgain: 'Telli uudiskiri',
  },
  unsubscribe: {
    title: 'Tellimuse lõpetamine',
    description: 'Lõpetage Lumen Legali uudiskirja tellimus.',
    heading: 'Lõpetage uudiskirja tellimus',
    lead: 'Vajutage nuppu, et sellele aadressile Lumen Legali uudiskirja enam ei saadetaks.',
    submit: 'Lõpeta tellimus',
    submitting: 'Lõpetan…',
    done: 'Teie tellimus on lõpetatud. Te ei saa enam meie uudiskirja.',
    invalid: 'See link ei kehti. Palun avage link meie e-kirjast uuesti.',
    missingToken: 'See link on poolik. Palun avage link meie e-kirjast uuesti.',
    failed: 'Tellimust ei õnnestunud lõpetada. Palun proovige uuesti.',
  },
  mail: {
    subject: 'Palun kinnitage Lumen Legali uudiskirja tellimus',
    body: [
      'Tere!',
      '',
      'Saime soovi tellida Lumen Legali uudiskiri aadressile {email}.',
      '',
      'Mis edasi saab: tellimus hakkab kehtima alles siis, kui selle kinnitate. Avage see link ja vajutage „Kinnita tellimus“:',
      '{confirm}',
      '',
      'Link töötab ühe korra ja kehtib {days} päeva. Kui te seda ei soovinud, jätke see kiri tähelepanuta: teid ei lisata uudiskirja saajate hulka ja me ei kirjuta teile enam.',
      '',
      'Tellimuse saate igal ajal ühe klõpsuga lõpetada:',
      '{unsubscribe}',
      '',
      'Lumen Legal',
    ].join('\n'),
  },
};
