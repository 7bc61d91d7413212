import type { sessions as en } from '../en/admin-sessions.ts';

/** Seansid (haldus): kus inimene on sisse logitud, ja seansi lõpetamine. */
export const sessions: typeof en = {
  title: 'Seansid',
  titleOf: 'Kasutaja {email} seansid',
  lead: 'Kus olete sisse logitud. Lõpetage seanss, mida te ei tunne: see seade logitakse kohe välja.',
  leadOf: 'Kus {email} on sisse logitud. Seansi lõpetamine logib selle seadme kohe välja.',
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
  endFailed: 'Seanssi ei õnnestunud lõpetada. Palun proovige uuesti.',
  unknownIp: 'Teadmata',
};
