import type { Messages } from '../../en/index.ts';

export const contact: Messages['pages']['contact'] = {
  title: 'Kontakt',
  description: 'Võtke ühendust meie Tallinna meeskonnaga. Vastame igale kirjale 24 tunni jooksul.',
  heading: 'Võta meiega ühendust',
  lead: 'Küsimusi platvormi, koostöö või meedia kohta? Saatke meile sõnum ja vastame 24 tunni jooksul.',
  formHeading: 'Saada meile sõnum',
  formLead: 'Tärniga (*) tähistatud väljad on kohustuslikud.',
  salesCard: {
    title: 'Müük',
    text: 'Hinnad, demod ja pilootprojektid teie organisatsioonile.',
    link: 'Mine müügi lehele',
  },
  supportCard: {
    title: 'Tugi',
    text: 'Abi olemasolevatele klientidele, dokumentatsioon ja KKK.',
    link: 'Mine kasutajatoe lehele',
  },
  officeHeading: 'Peakontor',
  officeEmail: 'E-post',
  officePhone: 'Telefon',
  officePhoneNote: 'Telefonitugi on saadaval Enterprise-klientidele.',
  officeHours: 'Esmaspäevast reedeni 9.00–17.00 (Eesti aja järgi)',
  registry: 'Registrikood',
  pressHeading: 'Meedia',
  pressText:
    'Ajakirjanikud saavad meie kommunikatsioonimeeskonnaga ühendust aadressil {email}. Vastame 24 tunni jooksul.',
};

export const sales: Messages['pages']['sales'] = {
  title: 'Müük',
  description:
    'Rääkige meie müügimeeskonnaga õigustehnoloogia platvormist või hübriidsest tehisintellekti taristust. Tutvumiskõne, demo, pakkumine ja juurutus juba nädalaga.',
  heading: 'Räägi müügiga',
  lead: 'Kirjeldage oma organisatsiooni ja eesmärke. Spetsialist vastab teile 24 tunni jooksul.',
  formHeading: 'Müügipäring',
  processHeading: 'Kuidas müügiprotsess käib',
  steps: [
    {
      title: 'Tutvumiskõne',
      duration: '30 minutit',
      text: 'Saame teada teie meeskonnast, töövoogudest ning majutuse ja turvalisuse nõuetest.',
    },
    {
      title: 'Demo',
      duration: '45 minutit',
      text: 'Teile kohandatud esitlus selliste dokumentide ja küsimuste peal, millega te töötate.',
    },
    {
      title: 'Pakkumine',
      duration: '2–3 päeva',
      text: 'Kirjalik pakkumine paketi, paigaldusmudeli, ajakava ja hinnaga.',
    },
    {
      title: 'Juurutus',
      duration: '1–4 nädalat',
      text: 'Seadistamine, liidestused ja koolitus, kogu aja jooksul kindla kontaktisikuga.',
    },
  ],
  reply: 'Vastame igale päringule 24 tunni jooksul.',
};

export const support: Messages['pages']['support'] = {
  title: 'Kasutajatugi',
  description:
    'Dokumentatsioon, KKK ja meie tugimeeskonna abi eesti ja inglise keeles. Vastame e-kirjadele tööajal 4 tunni jooksul.',
  heading: 'Kuidas saame aidata?',
  lead: 'Leidke vastused dokumentatsioonist ja KKK-st või võtke ühendust meie tugimeeskonnaga eesti või inglise keeles.',
  docsTitle: 'Dokumentatsioon',
  docsText: 'Juhendid, API kirjeldus ja versiooniteave, saadaval 24x7.',
  docsLink: 'Ava dokumentatsioon',
  chatTitle: 'Vestlus',
  chatText: 'Saatke meile sõnum ja tugiinsener võtab selle tööajal ette.',
  chatLink: 'Alusta vestlust',
  emailTitle: 'E-post',
  emailText: 'Vastame tööajal tugiteenuse e-kirjadele 4 tunni jooksul.',
  hoursHeading: 'Kasutajatoe tööaeg',
  hours: 'Esmaspäevast reedeni 9.00–17.00 (Eesti aja järgi)',
  docsHours: 'Dokumentatsioon on saadaval 24x7.',
  phoneNote: 'Telefonitugi on saadaval Enterprise-klientidele.',
  languages: 'Kasutajatugi on saadaval eesti ja inglise keeles.',
  faqHeading: 'Populaarsed küsimused',
  faqLinks: {
    gettingStarted: 'Alustamine',
    pricing: 'Hinnad ja arveldamine',
    api: 'API ligipääs',
    security: 'Turvalisus ja privaatsus',
  },
  formHeading: 'Esita tugipäring',
  formLead: 'Kirjeldage probleemi ja võtame teiega ühendust koos pöördumise numbriga.',
};

export const career: Messages['pages']['career'] = {
  title: 'Karjäär',
  description:
    'Liitu meeskonnaga, kes loob Tallinnas õigusalast tehisintellekti. Vaata avatud ametikohti.',
  heading: 'Ehitame koos õigustöö tulevikku',
  lead: 'Oleme väike juristide, inseneride ja teadlaste meeskond Tallinnas. Hindame hoolikat tööd, selget väljendust ja tarkvara, mida inimesed saavad usaldada.',
  whyHeading: 'Miks töötada meiega',
  reasons: [
    {
      title: 'Tähendusrikas töö',
      text: 'Teie töö aitab kohtutel, büroodel ja asutustel teha paremini põhjendatud otsuseid.',
    },
    {
      title: 'Teaduslik taust',
      text: 'Ettevõte kasvas välja kolmeaastasest uurimisprogrammist ja me õpime pidevalt.',
    },
    { title: 'Paindlik töö', text: 'Hübriidtöö Tallinnas ja paindlik tööaeg.' },
    { title: 'Areng', text: 'Koolituseelarve, konverentsid ja aeg enda arendamiseks.' },
  ],
  positionsHeading: 'Avatud ametikohad',
  noPositions: 'Praegu avatud ametikohti ei ole.',
  noPositionsText:
    'Kuuleme siiski hea meelega inimestest, kes jagavad meie eesmärke. Saatke meile lühike tutvustus ja peame teid meeles.',
  contactLink: 'Saada tutvustus',
  aboutLink: 'Loe meist lähemalt',
};
