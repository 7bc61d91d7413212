import type { Messages } from '../../en/index.ts';

export const iaas: Messages['pages']['iaas'] = {
  title: 'Hübriidne tehisintellekti taristu',
  description:
    'Pilve- ja kohapealne tehisintellekt koos keskse suunamise, poliitikakontrolli, HSM-põhiste võtmete ja valikulise kvantkindla krüptograafiaga. Andmed ELis. Alates 999 € kuus.',
  eyebrow: 'Hübriidne tehisintellekti taristu · IaaS',
  heading: 'Tehisintellekt, mis töötab seal, kus teie andmed tohivad olla',
  lead: 'Ühendage ELi pilv ja oma andmekeskus ühe juhtimiskihi alla. Suunake iga töökoormus poliitika järgi, hoidke võtmeid riistvaralistes turvamoodulites ja valmistuge kvantarvutite ohtudeks juba täna.',
  contactCta: 'Räägi inseneriga',
  pricingCta: 'Vaata hindu',
  benefits: [
    'Tundlikud andmed ei lahku kunagi teie ruumidest',
    'Üks poliitikakiht pilve ja kohapealse taristu jaoks',
    'Võtmed luuakse ja hoitakse HSM-is',
    'Tootjast sõltumatu: kasutage oma mudeleid ja riistvara',
    'Andmed vaikimisi ELis',
  ],
  governanceHeading: 'Sisseehitatud juhtimine',
  governance: [
    {
      title: 'Keskne suunamine',
      text: 'Iga päring suunatakse andmete liigituse, jurisdiktsiooni ja kulu järgi pilve või kohapealsetele sõlmedele.',
    },
    {
      title: 'Poliitikakontroll',
      text: 'Määrake, kes tohib millist mudelit milliste andmetega kasutada, ja jõustage see ühes kohas.',
    },
    {
      title: 'HSM-põhised võtmed',
      text: 'Krüptovõtmed luuakse ja neid kasutatakse riistvaralistes turvamoodulites ning neid ei ekspordita kunagi.',
    },
    {
      title: 'Täielik audit',
      text: 'Muutmiskindlad logid igast päringust, poliitikaotsusest ja võtmetoimingust.',
    },
  ],
  highlightsHeading: 'Esiletõstetud',
  highlights: [
    { value: 'AES-256', label: 'krüpteerimine salvestamisel ja edastamisel' },
    { value: 'ML-KEM', label: 'kvantkindel võtmevahetus valikuna' },
    { value: 'EL', label: 'andmete asukoht' },
    { value: '99,9%', label: 'tööaja garantii' },
  ],
  builtForHeading: 'Loodud organisatsioonidele, kes ei saa kompromisse teha',
  builtForText:
    'Tootmis-, mere- ja farmaatsiaettevõtted, avaliku sektori asutused ja õigusmeeskonnad, kelle andmed peavad jääma nende enda riistvarale, kuid kes soovivad siiski kasutada kaasaegset tehisintellekti. Paigaldame lahenduse teie olemasoleva taristu kõrvale ja ühendame selle süsteemidega, mida juba kasutate.',
  featuresHeading: 'Funktsioonid',
  features: [
    {
      title: 'Hübriidpaigaldus',
      text: 'Käitage mudeleid ELi pilves, oma andmekeskuses või servas ja liigutage töökoormusi rakendusi ümber kirjutamata.',
    },
    {
      title: 'Turvalisus algusest peale',
      text: 'Nullusalduse võrk, AES-256 krüpteerimine ja HSM-is hoitavad võtmed ning rollipõhine ligipääs igale toimingule.',
    },
    {
      title: 'Valmis kvantajastuks',
      text: 'Valikuline ML-KEM, ML-DSA, LMS/HSS ja XMSS/XMSS-MT andmetele, mis peavad jääma konfidentsiaalseks aastakümneteks.',
    },
    {
      title: 'Tootjast sõltumatud liidesed',
      text: 'Ühendage avatud ja kommertsmudelid, dokumendihoidlad ja identiteedipakkujad standardsete liideste kaudu.',
    },
  ],
  pricingHeading: 'Hinnad',
  pricingLead: 'Iga paigaldus algab juhendatud piloodiga teie taristul.',
  casesHeading: 'Kliendilood',
  cases: [
    {
      title: 'Tootmine Baltikumis',
      text: 'Kolmes Balti riigis tehaseid omav tootja viis kvaliteedidokumentatsiooni ja tarnijalepingud hübriidlahendusele. Tundlikud inseneriandmed jäävad kohapeale, üldised töökoormused töötavad ELi pilves.',
      results: [
        'Pilvest väljuv andmeliiklus vähenes 62%',
        'Mudeli vastusaeg paranes 47%',
        'Intsidentidele reageerimise aeg lühenes 35%',
      ],
    },
    {
      title: 'Meresõit Põhjamaades',
      text: 'Põhjamaade laevandusettevõte analüüsib dokumente laevadel ja sadamakontorites ning sünkroonib need keskse suunaja kaudu, kui ühendus seda võimaldab.',
      results: [
        'Analüüs töötab merel ka ühenduseta',
        'Poliitikaga kontrollitud ligipääs kogu laevastikus',
      ],
    },
  ],
  testimonialsHeading: 'Mida kliendid ütlevad',
  testimonials: [
    {
      text: 'Lõpuks kasutame tehisintellekti oma insenerdokumentide peal ilma neid kuhugi saatmata.',
      name: 'IT-juht',
      org: 'Tööstusettevõte, Baltikum',
    },
    {
      text: 'Suunamiskiht laseb meil iga töökoormuse puhul otsustada, kus see töötab. Auditid on lihtsad.',
      name: 'IT-turbe juht',
      org: 'Laevandusettevõte, Põhjamaad',
    },
    {
      text: 'Kvantkindlad valikud olid meie pikaajaliste arhiivide puhul otsustava tähtsusega.',
      name: 'Kvaliteedijuht',
      org: 'Farmaatsiaettevõte',
    },
  ],
  ctaHeading: 'Planeerige oma pilooti',
  ctaText: 'Meie insenerid vaatavad teie keskkonna üle ja pakuvad välja piloodi arhitektuuri.',
  ctaPrimary: 'Võta ühendust',
  ctaSecondary: 'Räägi müügiga',
};
