import type { Messages } from '../en/index.ts';

export const validation: Messages['validation'] = {
  nameRequired: 'Nimi on kohustuslik',
  emailRequired: 'E-posti aadress on kohustuslik',
  emailInvalid: 'Palun sisesta kehtiv e-posti aadress',
  messageRequired: 'Sõnum on kohustuslik',
  companyRequired: 'Ettevõtte nimi on kohustuslik',
  partnerTypeRequired: 'Palun vali partnerluse liik',
  newsletterEmailRequired: 'Palun sisesta oma e-posti aadress',
  newsletterPopupEmailRequired: 'Palun sisesta oma e-posti aadress',
  subjectRequired: 'Teema on kohustuslik',
  descriptionRequired: 'Palun kirjelda probleemi',
  optionInvalid: 'Palun vali üks pakutud valikutest',
  textInvalid: 'Palun sisesta tekst',
  tooLong: 'Palun kasuta kõige rohkem {max} tähemärki',
  invalidForm: 'Palun paranda esile tõstetud väljad.',
  rateLimited:
    'Oled lühikese ajaga saatnud palju vorme. Palun proovi uuesti {minutes} minuti pärast.',
  rateLimitedLater: 'Oled lühikese ajaga saatnud palju vorme. Palun proovi hiljem uuesti.',
  idempotencyKeyRequired: 'Lisa igale saatmisele päis Idempotency-Key, mille väärtus on UUID.',
  idempotencyKeyReused:
    'Seda Idempotency-Key väärtust on juba kasutatud teistsuguse saatmise jaoks.',
  unsupportedMediaType: 'Saada vorm JSON-ina või tavalise vormipostitusena.',
  malformedBody: 'Vormi andmeid ei õnnestunud lugeda.',
};
