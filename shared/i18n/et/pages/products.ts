import type { Messages } from '../../en/index.ts';

export const products: Messages['pages']['products'] = {
  title: 'Tooted',
  description:
    'Õigustehnoloogia platvorm (PaaS) ja hübriidne tehisintellekti taristu (IaaS): tehisintellektiga otsusetugi õigustööks ELi pilves või teie enda ruumides.',
  heading: 'Meie tooted',
  subheading: 'Üks õigusalane tehisintellekt, paigaldatud nii, nagu teie organisatsioon vajab',
  paas: {
    label: 'Platvorm teenusena',
    title: 'Õigustehnoloogia platvorm',
    text: 'Eesti kohtupraktikal õpetatud õiguslik otsusetugi. Analüüsige lepinguid, jälgige õigusmuudatusi, uurige kohtupraktikat viidatud vastustega ja säilitage auditeeritav jälg igast sammust. Majutatud ELis ja kasutusvalmis mõne päevaga.',
    points: [
      'Lepinguanalüüs sättepõhiste riskimärgetega',
      'Eesti ja ELi nõuetele vastavuse jälgimine',
      'Tehisintellektiga õigusuuring koos allikaviidetega',
      'Auditeeritavad töövood ja meeskonnatöö',
    ],
    more: 'Tutvu platvormiga',
    pricing: 'Vaata platvormi hindu',
  },
  iaas: {
    label: 'Taristu teenusena',
    title: 'Hübriidne tehisintellekti taristu',
    text: 'Organisatsioonidele, kelle andmed ei tohi majast lahkuda. Käitage mudeleid oma riistvaral või eraldatud ELi keskkonnas koos keskse suunamise, poliitikakontrolli, HSM-põhiste võtmete ja valikulise kvantkindla krüptograafiaga.',
    points: [
      'Pilv, kohapealne paigaldus või mõlemad ühe juhtimise all',
      'Keskne suunamine ja poliitikate jõustamine',
      'Võtmed riistvaralistes turvamoodulites',
      'Kvantkindla krüptograafia valikud',
    ],
    more: 'Tutvu taristuga',
    pricing: 'Vaata taristu hindu',
  },
  ctaHeading: 'Pole kindel, kumb sobib?',
  ctaText: 'Kirjeldage oma tööd ja soovitame sobiva lähtekoha 24 tunni jooksul.',
  contact: 'Võta ühendust',
  sales: 'Räägi müügiga',
};
