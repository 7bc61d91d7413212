import type { Messages } from '../../en/index.ts';

export const faq: Messages['pages']['faq'] = {
  title: 'Korduma kippuvad küsimused',
  description:
    'Vastused õigustehnoloogia platvormi ja hübriidse tehisintellekti taristu kohta: alustamine, hinnad, turvalisus, tehnilised üksikasjad ja juurutamine.',
  heading: 'Korduma kippuvad küsimused',
  lead: 'Ei leidnud vastust? Võtke ühendust meie kasutajatoega eesti või inglise keeles.',
  searchLabel: 'Otsi küsimustest',
  searchPlaceholder: 'Otsi, nt „prooviperiood“ või „krüpteerimine“',
  categoriesLabel: 'Küsimuste kategooriad',
  noResults: 'Tulemusi ei leitud.',
  resultsCount: { one: 'Leiti {count} küsimus.', other: 'Leiti {count} küsimust.' },
  resultsLabel: 'Otsingu tulemused',
  moreHeading: 'Kas teil on veel küsimusi?',
  moreText:
    'Meie kasutajatugi vastab e-kirjadele 4 tunni jooksul, esmaspäevast reedeni 9.00–17.00 (Eesti aja järgi).',
  moreLink: 'Võta ühendust kasutajatoega',
  categories: [
    {
      key: 'general',
      anchor: '1',
      name: 'Üldine',
      entries: [
        {
          id: 'what-is',
          question: 'Mis on {brand}?',
          answer:
            '{brand} on Eesti kohtupraktikal õpetatud õigusliku otsusetoe platvorm ning hübriidne tehisintellekti taristu organisatsioonidele, kes peavad tehisintellekti käitama oma riistvaral. See aitab lepinguanalüüsi, vastavuse jälgimise ja õigusuuringuga.',
        },
        {
          id: 'getting-started',
          question: 'Kuidas alustada?',
          answer:
            'Alustage õigustehnoloogia platvormi 14-päevase tasuta prooviperioodiga (krediitkaarti pole vaja) või broneerige meie müügimeeskonnaga 30-minutiline tutvumiskõne. Hübriidse tehisintellekti taristu puhul alustame juhendatud piloodiga.',
        },
        {
          id: 'legal-advice',
          question: 'Kas platvorm annab õigusabi?',
          answer:
            'Ei. Platvorm on otsusetoe tööriist, mitte advokaadibüroo. Selle soovitused ei ole õigusabi; enne nende põhjal tegutsemist pidage nõu õigusnõustajaga.',
        },
        {
          id: 'languages',
          question: 'Milliseid keeli toetatakse?',
          answer:
            'Platvorm töötab eesti, inglise ja vene keeles. Meie kasutajatugi aitab teid eesti ja inglise keeles.',
        },
      ],
    },
    {
      key: 'pricing',
      anchor: '2',
      name: 'Hinnad',
      entries: [
        {
          id: 'plans',
          question: 'Kui palju platvorm maksab?',
          answer:
            'Õigustehnoloogia platvorm maksab 499 € kuus (Standard, kuni 5 kasutajat) või 999 € kuus (Professional, kuni 25 kasutajat); Enterprise-paketi hind lepitakse kokku. Hübriidne tehisintellekti taristu maksab alates 999 € kuus.',
        },
        {
          id: 'trial',
          question: 'Kas tasuta prooviperiood on olemas?',
          answer:
            'Jah, õigustehnoloogia platvormil on 14-päevane tasuta prooviperiood ja krediitkaarti pole vaja. Hübriidse tehisintellekti taristu puhul pakume selle asemel juhendatud pilooti.',
        },
        {
          id: 'billing',
          question: 'Kuidas arveldamine toimub?',
          answer:
            'Tasud võetakse igakuiselt ette ja need ei kuulu tagastamisele. Hinnamuutustest teatame vähemalt 30 päeva enne nende jõustumist.',
        },
        {
          id: 'change-plan',
          question: 'Kas paketti saab vahetada?',
          answer: 'Jah. Suurem pakett jõustub kohe, väiksem järgmisest arveldusperioodist.',
        },
      ],
    },
    {
      key: 'security',
      anchor: '3',
      name: 'Turvalisus',
      entries: [
        {
          id: 'data-location',
          question: 'Kus minu andmeid hoitakse?',
          answer:
            'Euroopa Liidu andmekeskustes. Hübriidse tehisintellekti taristuga võivad tundlikud andmed jääda täielikult teie enda ruumidesse.',
        },
        {
          id: 'encryption',
          question: 'Kuidas minu andmeid kaitstakse?',
          answer:
            'Andmed krüpteeritakse salvestamisel AES-256 ja edastamisel TLS-iga, võtmeid hoitakse riistvaralistes turvamoodulites. Ligipääsu kaitsevad mitmeastmeline autentimine ja rollipõhine ligipääsukontroll.',
        },
        {
          id: 'certification',
          question: 'Kas teil on sertifikaadid?',
          answer:
            'Meie infoturbe juhtimissüsteem läbib ISO/IEC 27001 sertifitseerimist. Isikuandmeid töötleme GDPRi kohaselt andmetöötluslepingu alusel.',
        },
        {
          id: 'retention',
          question: 'Kui kaua te andmeid säilitate?',
          answer:
            'Kasutuslogisid säilitame kuni 24 kuud ja kasutajatoe suhtlust 3 aastat. Teie dokumente hoiame tellimuse kehtivuse ajal ja kustutame need soovi korral.',
        },
      ],
    },
    {
      key: 'technical',
      anchor: '4',
      name: 'Tehniline',
      entries: [
        {
          id: 'api-access',
          question: 'Kas API on olemas?',
          answer:
            'Jah. Professional- ja Enterprise-kliendid saavad meie REST API abil ühendada platvormi dokumendi- ja asjahaldussüsteemidega. API kirjeldus on dokumentatsioonis.',
        },
        {
          id: 'integrations',
          question: 'Milliste süsteemidega saab liidestada?',
          answer:
            'Levinud dokumendihaldussüsteemid, Microsoft 365, ühekordse sisselogimise pakkujad (SAML ja OpenID Connect) ning taristu klientidele tootjast sõltumatud liidesed teie enda mudelite ja andmehoidlatega.',
        },
        {
          id: 'uptime',
          question: 'Millist kättesaadavust te garanteerite?',
          answer:
            'Garanteerime 99,9% tööaja. Dokumentatsioon on saadaval 24x7 ja olekuleht näitab iga teenuse hetkeseisu.',
        },
        {
          id: 'post-quantum',
          question: 'Kas toetate kvantkindlat krüptograafiat?',
          answer: 'Jah, valikuna: ML-KEM, ML-DSA, LMS/HSS ja XMSS/XMSS-MT.',
        },
      ],
    },
    {
      key: 'implementation',
      anchor: '5',
      name: 'Juurutamine',
      entries: [
        {
          id: 'timeline',
          question: 'Kui kaua juurutamine kestab?',
          answer:
            'Tavaliselt 1 kuni 4 nädalat pärast 30-minutilist tutvumiskõnet, 45-minutilist demot ja 2–3 päeva jooksul valmivat pakkumist.',
        },
        {
          id: 'training',
          question: 'Kas pakute koolitust?',
          answer:
            'Jah. Iga juurutus sisaldab sissejuhatavaid koolitusi teie kasutajatele ja administraatoritele eesti või inglise keeles.',
        },
        {
          id: 'on-premise',
          question: 'Kas platvormi saab käitada meie enda serverites?',
          answer:
            'Jah, hübriidse tehisintellekti taristuga. Paigaldame lahenduse teie riistvarale või eraldatud ELi keskkonda ja ühendame mõlemad ühe juhtimiskihi kaudu.',
        },
        {
          id: 'support-hours',
          question: 'Millist tuge pakute?',
          answer:
            'E-posti tugi esmaspäevast reedeni 9.00–17.00 (Eesti aja järgi), vastame 4 tunni jooksul. Telefonitugi on saadaval Enterprise-klientidele.',
        },
      ],
    },
  ],
};
