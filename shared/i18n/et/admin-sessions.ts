import type { sessions as en } from '../en/admin-sessions.ts';

/** Seansid (haldus): kus inimene on sisse logitud, ja seansi lõpetamine. */
export const sessions: typeof en = {
  title: 'Seansid',
  titleOf: 'Kasutaja {email} seansid',
  lead: 'Kus olete sisse logitud. Lõpetage seanss, mida te ei tunne või mis on kadunud seadmes: see seade logitakse välja ja selle andmete koopia kustutatakse, kohe kui see on võrgus, muidu niipea kui see ühendust võtab.',
  leadOf:
    'Kus {email} on sisse logitud. Seansi lõpetamine logib selle seadme välja ja kustutab selle andmete koopia, kohe kui see on võrgus, muidu niipea kui see ühendust võtab.',
  loading: 'Seansse laaditakse…',
  loadError: 'Seansse ei õnnestunud laadida. Palun proovige uuesti.',
  retry: 'Proovi uuesti',
  offline: 'See vaade vajab ühendust: seansse hoitakse serveris.',
  empty: 'Ühtegi seanssi pole sisse logitud.',
  table: 'Sisselogitud seansid',
  columns: {
    device: 'Seade',
    ip: 'IP-aadress',
    signedIn: 'Sisse logitud',
    lastUsed: 'Viimati kasutatud',
    actions: 'Toimingud',
  },
  device: '{browser}, {os}',
  desktop: 'Töölauarakendus',
  unknownBrowser: 'Brauser',
  unknownSystem: 'tundmatu süsteem',
  current: 'See seanss',
  end: 'Lõpeta seanss',
  endLabel: 'Lõpeta seanss: {device}, viimati kasutatud {lastUsed}',
  ended: 'Seanss seadmes {device} on lõpetatud.',
  confirm: {
    title: 'Kas lõpetada see seanss?',
    message:
      'Kas lõpetada seanss seadmes {device}? See seade logitakse välja ja selle andmete koopia kustutatakse, kohe kui see on võrgus, muidu niipea kui see ühendust võtab. Selles seadmes tehtud muudatused, mida see pole veel saatnud, lähevad kaotsi.',
    confirm: 'Lõpeta seanss',
    cancel: 'Tühista',
  },
  endFailed: 'Seanssi ei õnnestunud lõpetada. Palun proovige uuesti.',
  unknownIp: 'Teadmata',
};
