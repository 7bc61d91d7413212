import type { Messages } from '../../en/index.ts';

export const httpErrors: Messages['pages']['httpErrors'] = {
  supportLink: 'Võta ühendust kasutajatoega',
  statusLink: 'Vaata süsteemi olekut',
  codes: {
    '400': {
      title: 'Vigane päring',
      message: 'Server ei saanud päringust aru, sest selle süntaks on vigane.',
    },
    '401': {
      title: 'Sisselogimine nõutav',
      message:
        'Selle lehe vaatamiseks peate olema sisse logitud. Palun logige sisse ja proovige uuesti.',
    },
    '403': {
      title: 'Keelatud',
      message:
        'Teil ei ole sellele lehele ligipääsu. Kui see on teie arvates viga, võtke ühendust kasutajatoega.',
    },
    '500': {
      title: 'Serveri sisemine viga',
      message: 'Meie poolel läks midagi valesti. Palun proovige hetke pärast uuesti.',
    },
    '502': {
      title: 'Vigane lüüs',
      message: 'Server sai teiselt serverilt vigase vastuse. Palun proovige varsti uuesti.',
    },
    '503': {
      title: 'Teenus ei ole saadaval',
      message:
        'Teenus on hoolduse või ülekoormuse tõttu ajutiselt kättesaamatu. Palun vaadake olekulehte.',
    },
    '504': {
      title: 'Lüüsi ajalõpp',
      message:
        'Server ei saanud teiselt serverilt õigeaegselt vastust. Palun proovige varsti uuesti.',
    },
  },
};

export const embeds: Messages['pages']['embeds'] = {
  openInNewTab: 'Ava uuel vahelehel',
  loading: 'Laadimine…',
  docs: {
    title: 'Dokumentatsioon',
    description: '{brand}i platvormi juhendid, õpetused ja API kirjeldus.',
    heading: 'Dokumentatsioon',
    frameTitle: 'Toote dokumentatsioon',
    unavailable: 'Dokumentatsioon ei ole praegu siin saadaval.',
    fallback: 'Meie kasutajatugi saadab teile vajaliku juhendi.',
    fallbackLink: 'Võta ühendust kasutajatoega',
  },
  api: {
    title: 'API kirjeldus',
    description: '{brand}i REST API dokumentatsioon.',
    heading: 'API kirjeldus',
    frameTitle: 'API dokumentatsioon',
    unavailable: 'API kirjeldus ei ole praegu siin saadaval.',
    fallback: 'Küsige meie meeskonnalt API ligipääsu ja dokumentatsiooni.',
    fallbackLink: 'Võta ühendust kasutajatoega',
  },
  status: {
    title: 'Süsteemi olek',
    description: '{brand}i teenuste hetkeolek ja intsidentide ajalugu.',
    heading: 'Süsteemi olek',
    frameTitle: 'Teenuste olekuleht',
    unavailable: 'Olekuleht ei ole praegu siin saadaval.',
    fallback: 'Kui teil on probleem, andke sellest meie kasutajatoele teada.',
    fallbackLink: 'Võta ühendust kasutajatoega',
  },
};
