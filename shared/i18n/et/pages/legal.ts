import type { Messages } from '../../en/index.ts';

export const legal: Messages['pages']['legal'] = {
  lastUpdated: 'Viimati uuendatud: {date}',
  version: 'Versioon {version}',
  contentsLabel: 'Sisukord',
};

export const privacy: Messages['pages']['privacy'] = {
  title: 'Privaatsuspoliitika',
  description:
    'Kuidas {company} kogub, kasutab ja kaitseb isikuandmeid sellel veebilehel ja oma teenustes.',
  heading: 'Privaatsuspoliitika',
  intro:
    'See poliitika selgitab, kuidas {company} („meie“) töötleb isikuandmeid, kui külastate seda veebilehte, võtate meiega ühendust või kasutate meie teenuseid. Töötleme isikuandmeid kooskõlas ELi isikuandmete kaitse üldmääruse (GDPR) ja Eesti õigusega.',
  sections: [
    {
      title: 'Kes me oleme',
      paragraphs: [
        '{company}, registrikood {registry}, {address}, on selles poliitikas kirjeldatud isikuandmete vastutav töötleja. Privaatsusküsimustes saate meiega ühendust aadressil {email}.',
      ],
    },
    {
      title: 'Milliseid andmeid kogume',
      paragraphs: [
        'Andmed, mille te meile annate: nimi, e-posti aadress, ettevõte, ametinimetus, telefoninumber ja sõnumi sisu, kui täidate kontakti-, müügi-, toe-, partneri- või uudiskirjavormi.',
        'Automaatselt kogutavad andmed: IP-aadress, brauseri tüüp, leht, kust tulite, ja see, kuidas lehte kasutate, ning meie teenuste kasutamisel kasutuslogid.',
      ],
    },
    {
      title: 'Milleks andmeid kasutame',
      paragraphs: [
        'Et vastata teie päringutele ja osutada soovitud teenuseid (lepingu täitmine või lepingueelsed toimingud); et saata uudiskirja, mille olete tellinud (nõusolek); et hoida teenused turvalised ja neid parendada (õigustatud huvi); ning et täita seadusest tulenevaid kohustusi.',
      ],
    },
    {
      title: 'Kui kaua andmeid säilitame',
      paragraphs: [
        'Kasutuslogisid säilitame kuni 24 kuud. Kasutajatoe suhtlust säilitame 3 aastat. Päringud, mis lepinguni ei vii, kustutame, kui neid enam ei vajata. Uudiskirja andmeid hoiame kuni tellimusest loobumiseni.',
      ],
    },
    {
      title: 'Kellega andmeid jagame',
      paragraphs: [
        'Kasutame hoolikalt valitud teenusepakkujaid (majutus, e-kirjade edastamine), kes töötlevad andmeid meie nimel andmetöötluslepingute alusel. Andmeid hoitakse Euroopa Liidus. Me ei müü isikuandmeid.',
      ],
    },
    {
      title: 'Küpsised ja analüütika',
      paragraphs: [
        'Kasutame küpsiseid, mis on vajalikud lehe toimimiseks, näiteks teie valitud teema ja keele ning uudiskirja akna sulgemise meelespidamiseks. Statistikatööriistad laaditakse alles pärast teie nõusolekut ja mitte kunagi, kui teie brauser saadab „ära jälgi“ soovi.',
      ],
    },
    {
      title: 'Teie õigused',
      paragraphs: [
        'Teil on õigus oma andmetega tutvuda, neid parandada ja kustutada, piirata nende töötlemist või esitada sellele vastuväide, andmeid üle kanda ning nõusolek igal ajal tagasi võtta. Nende õiguste kasutamiseks kirjutage aadressil {email}. Samuti võite esitada kaebuse Andmekaitse Inspektsioonile.',
      ],
    },
    {
      title: 'Turvalisus',
      paragraphs: [
        'Kaitseme isikuandmeid krüpteerimise (salvestamisel AES-256, edastamisel TLS), ligipääsukontrolli ja logimisega. Meie infoturbe juhtimissüsteem läbib ISO/IEC 27001 sertifitseerimist.',
      ],
    },
    {
      title: 'Poliitika muudatused',
      paragraphs: [
        'Võime seda poliitikat uuendada. Versiooninumber ja kuupäev lehe ülaosas näitavad viimase muudatuse aega; olulistest muudatustest teatame sellel veebilehel.',
      ],
    },
  ],
  termsLink: 'Loe meie kasutustingimusi',
};

export const terms: Messages['pages']['terms'] = {
  title: 'Kasutustingimused',
  description:
    'Tingimused, mis kehtivad {brand}i veebilehe, platvormi ja taristuteenuste kasutamisel.',
  heading: 'Kasutustingimused',
  overviewHeading: 'Lepingu ülevaade',
  overview:
    'Need tingimused moodustavad lepingu teie ja {company} vahel meie veebilehe, õigustehnoloogia platvormi ja hübriidse tehisintellekti taristu kasutamiseks. Teenuseid kasutades nõustute nende tingimustega. Kui kasutate teenuseid organisatsiooni nimel, kinnitate, et teil on õigus seda esindada.',
  sections: [
    {
      title: 'Tingimustega nõustumine',
      paragraphs: [
        'Meie teenustele juurde pääsedes või neid kasutades nõustute nende tingimuste ja meie privaatsuspoliitikaga. Kui te ei nõustu, ärge teenuseid kasutage.',
      ],
    },
    {
      title: 'Teenuse kirjeldus',
      paragraphs: [
        'Pakume Eesti kohtupraktikal õpetatud õigusliku otsusetoe platvormi (PaaS) ja hübriidset tehisintellekti taristut (IaaS). Teenused aitavad uurida, analüüsida ja jälgida, kuid ei asenda professionaalset hinnangut.',
      ],
    },
    {
      title: 'Kasutaja kohustused',
      paragraphs: [
        'Hoiate oma kasutajaandmed salajas, kasutate teenuseid seaduslikult, teil on õigus üles laaditavatele dokumentidele ning kontrollite tulemusi enne nendele tuginemist. Te ei tohi püüda teenuseid häirida, nende lähtekoodi tuletada ega neid kuritarvitada.',
      ],
    },
    {
      title: 'Tellimus ja arveldamine',
      paragraphs: [
        'Tellimuse eest tasutakse igakuiselt ette eurodes. Tasud võetakse ette ja need ei kuulu tagastamisele. Teatame igast hinnamuutusest vähemalt 30 päeva ette. Õigustehnoloogia platvormi prooviperiood kestab 14 päeva ja krediitkaarti pole vaja.',
      ],
    },
    {
      title: 'Andmed ja privaatsus',
      paragraphs: [
        'Andmed kuuluvad teile. Töötleme neid üksnes teenuste osutamiseks andmetöötluslepingu ja privaatsuspoliitika alusel ning hoiame neid ELis. Kasutuslogisid säilitame kuni 24 kuud ja kasutajatoe suhtlust 3 aastat.',
      ],
    },
    {
      title: 'Intellektuaalomand',
      paragraphs: [
        'Teenused, mudelid ja tarkvara kuuluvad meile ning anname teile tellimuse ajaks lihtlitsentsi nende kasutamiseks, mida ei saa edasi anda. Teile jäävad kõik õigused oma dokumentidele ja teie jaoks loodud tulemustele.',
      ],
    },
    {
      title: 'Vastutuse piiramine',
      paragraphs: [
        'Teenused on otsusetoe tööriist. Seadusega lubatud ulatuses ei vastuta me kaudse kahju ega teenuste põhjal tehtud otsuste eest ning meie koguvastutus on piiratud tasudega, mille olete maksnud nõudele eelnenud 12 kuu jooksul.',
      ],
    },
    {
      title: 'Lepingu lõpetamine',
      paragraphs: [
        'Võite tellimuse lõpetada iga arveldusperioodi lõpus. Võime ligipääsu peatada või lõpetada, kui rikute neid tingimusi oluliselt. Pärast lõpetamist saate oma andmed 30 päeva jooksul eksportida, seejärel need kustutatakse.',
      ],
    },
  ],
  disclaimerHeading: 'Õiguslik lahtiütlus',
  disclaimer:
    'Platvorm on otsusetoe tööriist, mitte advokaadibüroo. Selle soovitused ei ole õigusabi ega loo kliendisuhet. Enne nende põhjal tegutsemist pidage alati nõu pädeva õigusnõustajaga.',
  lawHeading: 'Kohaldatav õigus',
  lawIntro: 'Nendele tingimustele kohaldatakse:',
  law: [
    'Eesti Vabariigi õigust',
    'Kohaldatavaid Euroopa Liidu õigusnorme',
    'ELi isikuandmete kaitse üldmäärust (GDPR)',
  ],
  lawCourts:
    'Vaidlused lahendab Harju Maakohus Tallinnas, kui kohustuslikud õigusnormid ei sätesta teisiti.',
  contactHeading: 'Kontakt',
  contactText: 'Küsimused nende tingimuste kohta: {email}, {company}, {address}.',
  relatedHeading: 'Seotud lehed',
  privacyLink: 'Privaatsuspoliitika',
  contactLink: 'Võta ühendust',
  securityLink: 'Turvalisus',
};
