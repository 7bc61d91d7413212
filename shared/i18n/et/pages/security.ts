import type { Messages } from '../../en/index.ts';

export const security: Messages['pages']['security'] = {
  title: 'Turvalisus',
  description:
    'Kuidas kaitseme õigusalaseid andmeid: majutus ELis, AES-256 krüpteerimine, riistvaralised turvamoodulid, käimasolev ISO/IEC 27001 sertifitseerimine ja kvantkindla krüptograafia valikud.',
  heading: 'Turvalisus, mida saate näidata klientidele ja regulaatorile',
  lead: 'Õigusalased andmed on ühed kõige tundlikumad. Meie turvalisus on kavandatud algusest peale, dokumenteeritud ja auditeeritav.',
  certificationsHeading: 'Sertifikaadid ja standardid',
  certifications: [
    {
      title: 'ISO/IEC 27001',
      text: 'Meie infoturbe juhtimissüsteem läbib ISO/IEC 27001 sertifitseerimist.',
    },
    { title: 'GDPR', text: 'Töötlemine andmetöötluslepingu alusel, andmed majutatud ELis.' },
    {
      title: 'ELi tehisintellekti määrus',
      text: 'Dokumentatsioon ja riskikontrollid on valmis tehisintellekti määruse kohustusteks.',
    },
    { title: 'NIS2', text: 'Intsidentide käsitlemine ja tarneahela kontrollid vastavalt NIS2-le.' },
  ],
  hsmHeading: 'Riistvaralised turvamoodulid',
  hsmText:
    'Krüptovõtmed luuakse ja neid kasutatakse sertifitseeritud riistvaralistes turvamoodulites (HSM) ning need ei lahku neist kunagi avatud kujul. Taristu kliendid saavad kasutada oma HSM-i, nii et isegi meie ei saa nende andmeid lugeda.',
  hsmPoints: [
    'Võtmeid ei ekspordita avatud kujul',
    'Võimalus kasutada oma HSM-i',
    'Iga kliendi jaoks eraldi võtmed',
    'Logitud võtmetoimingud',
  ],
  featuresHeading: 'Täiustatud funktsioonid',
  features: [
    {
      title: 'Krüpteerimine',
      text: 'AES-256 salvestamisel ja TLS edastamisel, võtmed hoitakse HSM-is.',
    },
    {
      title: 'Ligipääsu kontroll',
      text: 'Mitmeastmeline autentimine, rollipõhine ligipääs ja ühekordne sisselogimine.',
    },
    {
      title: 'Auditilogid',
      text: 'Muutmiskindlad logid igast ligipääsust, päringust ja haldustoimingust.',
    },
    {
      title: 'Andmete asukoht',
      text: 'Andmed jäävad ELi või hübriidse taristu puhul teie enda ruumidesse.',
    },
    {
      title: 'Eraldatus',
      text: 'Klientide andmed on loogiliselt eraldatud; saadaval on ka eraldatud keskkonnad.',
    },
    {
      title: 'Turvaline arendus',
      text: 'Koodiülevaatus, sõltuvuste skaneerimine ja regulaarsed välised läbistustestid.',
    },
  ],
  pqHeading: 'Kvantkindlad valikud',
  pqText:
    'Andmed, mis peavad jääma konfidentsiaalseks aastakümneteks, võidakse täna kinni püüda ja tulevikus kvantarvutiga dekrüpteerida. Selliste andmete jaoks pakume uusi kvantkindlaid algoritme, mis on standarditud pikaajaliseks kaitseks.',
  pqAlgorithms: [
    { name: 'ML-KEM', text: 'Võtme kapseldamine võtmevahetuseks (FIPS 203).' },
    { name: 'ML-DSA', text: 'Digitaalallkirjad (FIPS 204).' },
    {
      name: 'LMS/HSS',
      text: 'Olekupõhised räsiallkirjad püsivara ja pikaajaliste dokumentide jaoks.',
    },
    { name: 'XMSS/XMSS-MT', text: 'Olekupõhised räsiallkirjad koos mitmepuuliste variantidega.' },
  ],
  ctaHeading: 'Vajate meie turvadokumentatsiooni?',
  ctaText: 'Jagame turvaülevaadet ja vastame küsimustikele konfidentsiaalsuslepingu alusel.',
  ctaButton: 'Võta ühendust',
};
