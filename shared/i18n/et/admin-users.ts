import type { AdminMessages } from '../en/admin.ts';

/** Kasutajad (haldus): administraatorid ja partnerid, kutsed, keelamine ja taaslubamine. */
export const users: AdminMessages['users'] = {
  title: 'Kasutajad',
  lead: 'Töötajad ja partnerid, kes saavad sisse logida. Administraator teeb kõike, toimetaja hoolitseb saidi sisu eest, müük ja tugi tegelevad päringutega. Uued inimesed kutsutakse e-postiga ja nad valivad ise parooli.',
  loading: 'Kasutajate laadimine…',
  loadError: 'Kasutajaid ei õnnestunud laadida. Palun proovi uuesti.',
  retry: 'Proovi uuesti',
  offline: 'Oled võrguühenduseta. Kasutajaid saab vaadata ja muuta ainult ühenduse olemasolul.',
  table: 'Kõik kasutajad',
  columns: {
    email: 'E-post',
    role: 'Roll',
    status: 'Olek',
    lastLogin: 'Viimane sisselogimine',
    created: 'Loodud',
    actions: 'Toimingud',
  },
  roles: {
    admin: 'Administraator',
    editor: 'Toimetaja',
    sales: 'Müük ja tugi',
    partner: 'Partner',
  },
  roleOf: 'Kasutaja {email} roll',
  roleChanged:
    'Kasutaja {email} roll on nüüd „{role}“. See kehtib alates tema järgmisest päringust.',
  statuses: { active: 'Aktiivne', invited: 'Kutsutud', disabled: 'Keelatud' },
  never: 'Mitte kunagi',
  you: '(sina)',
  disable: 'Keela',
  sessions: 'Seansid',
  sessionsOf: 'Kasutaja {email} seansid',
  enable: 'Luba uuesti',
  disableTitle: 'Kas keelata see konto?',
  disableConfirm:
    'Kas keelata konto {email}? Ta logitakse kohe kõikjalt välja ega saa sisse logida enne, kui konto uuesti lubatakse.',
  cancel: 'Tühista',
  disabled: 'Konto {email} keelati.',
  enabled: 'Konto {email} lubati uuesti.',
  changeFailed: 'Konto muutmine ebaõnnestus. Palun proovi uuesti.',
  resetTwoFactor: 'Lähtesta kaheastmeline sisselogimine',
  resetTwoFactorLabel: 'Lähtesta kasutaja {email} kaheastmeline sisselogimine',
  resetTwoFactorTitle: 'Lähtestada kaheastmeline sisselogimine?',
  resetTwoFactorConfirm:
    'Kas lähtestada kasutaja {email} kaheastmeline sisselogimine? Tema autentimisrakendus, varukoodid ja pääsuvõtmed lakkavad töötamast ning ta logitakse kõikjal välja. Ta logib sisse parooliga ja saab selle uuesti seadistada.',
  twoFactorReset: 'Kasutaja {email} kaheastmeline sisselogimine on lähtestatud.',
  inviteHeading: 'Kutsu kedagi',
  inviteEmail: 'E-post',
  inviteRole: 'Roll',
  invite: 'Saada kutse',
  inviting: 'Saatmine…',
  invited: 'Kutse saadeti aadressile {email}. Selles olev link kehtib 7 päeva.',
  inviteFailed: 'Kutse saatmine ebaõnnestus. Palun proovi uuesti.',
  mailOff:
    'E-post on välja lülitatud (meiliserverit pole seadistatud), seega kutseid ei saadeta: saad iga lingi, et see ise edasi anda. Kui meiliserver seadistatakse, saadetakse järjekorras ootavad kutsed samuti, ka need, mille lingid oled juba edasi andnud.',
  inviteNoMail: 'Loo kutse',
  invitedNoMail:
    'E-post on välja lülitatud, seega kutset ei saadetud. Anna see link aadressile {email} ise edasi; see kehtib 7 päeva.',
  copyLink: {
    label: 'Kutse link',
    copy: 'Kopeeri link',
    copied: 'Kopeeritud',
    failed: 'Kopeerimine ei õnnestunud: vali link ja kopeeri see ise.',
  },
  empty: 'Kasutajaid veel pole.',
};
