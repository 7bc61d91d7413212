/**
 * Estonian versions of part of the demo content, as the back office would hold them: a few posts
 * and a press release translated whole, some roles and short biographies, and the rest left in
 * English, so the demo shows both an Estonian page and an English one marked as such.
 * Keyed by slug (posts, people) or name (team, investors); server/db/seed.ts merges them.
 */
import { SITE } from '../../shared/constants.ts';
import { list, paragraphs } from './seed-content.ts';

export interface PostTranslationSeed {
  title_et: string;
  excerpt_et: string;
  content_et: string;
}

export interface BlogPostTranslationSeed extends PostTranslationSeed {
  seo_title_et: string;
  seo_description_et: string;
}

export const BLOG_POSTS_ET: Record<string, BlogPostTranslationSeed> = {
  'decision-support-not-legal-advice': {
    title_et: 'Otsusetugi, mitte õigusnõu: kuidas tehisintellekt sobitub Eesti õiguspraktikasse',
    excerpt_et:
      'Tehisintellekt võib õigusuuringuid märkimisväärselt kiirendada, kuid ainult siis, kui otsustaja on endiselt jurist. Nii mõtleme meie Eesti õigusmeeskondade otsusetoest.',
    seo_title_et: 'Otsusetugi, mitte õigusnõu: tehisintellekt Eesti õiguspraktikas',
    seo_description_et:
      'Kuidas tehisintellektil põhinev otsusetugi kiirendab õigusuuringuid nii, et iga järelduse üle otsustab endiselt jurist.',
    content_et: paragraphs(
      'Eesti õigusmeeskonnad töötavad Euroopa ühes kõige digitaalsemas õigusruumis. Kohtulahendid, õigusaktid ja registriandmed avaldatakse elektrooniliselt ning enamik asjaajamist riigiga käib juba veebis. Ometi tehakse suur osa õigusuuringutest endiselt vanaviisi: otsides, lugedes ja käsitsi üle kontrollides.',
      '## Mida otsusetugi tähendab',
      'Otsusetugisüsteem ei otsusta. See kogub kokku asjakohase kohtupraktika ja õigusaktid, tõstab esile olulised lõigud ja näitab iga soovituse põhjendust, et jurist saaks seda kontrollida. Lõpliku hinnangu annab alati kvalifitseeritud spetsialist. Praktikas tähendab see kolme asja:',
      list(
        '**Iga vastus viitab oma allikatele**, kuni kohtulahendi punkti või seaduse paragrahvini.',
        '**Ebakindlust ei varjata, vaid näidatakse**: kui kohtupraktika on vastuoluline, ütleb süsteem seda.',
        '**Iga samm logitakse**, nii et partner või järelevalveasutus näeb, kuidas järelduseni jõuti.',
      ),
      '## Kuhu aeg kulub',
      'Meie pilootprojektides tuli suurem osa säästetud ajast uurimistöö esimesest ringist, mitte dokumentide koostamisest: Riigikohtu juhtivate lahendite leidmisest, nende kehtivuse kontrollimisest ja arutluskäigu kokkuvõtmisest. Tavapäraste küsimuste puhul vähenes uurimistööle kuluv aeg kuni 80% ning vabanenud aja said meeskonnad pühendada keerulisematele kaalutlustele.',
      '## Me ei ole advokaadibüroo',
      `${SITE.brand} on tehnoloogiaettevõte, mitte advokaadibüroo. Platvormi soovitused ei ole õigusnõu ning soovitame igal kasutajal olulistes otsustes pidada nõu õigusnõustajaga. Meie pakume kiiremat ja paremini dokumenteeritud eeltööd neile, kes seda nõu annavad.`,
    ),
  },
  'grounded-retrieval-over-estonian-case-law': {
    title_et: 'Allikad ennekõike: otsing Eesti kohtupraktikas',
    excerpt_et:
      'Ladus vastus ei ole veel õige vastus. Miks meie platvorm leiab ja kontrollib allikad enne, kui keelemudel kirjutab ühegi lause.',
    seo_title_et: 'Otsingupõhine tekstiloome Eesti kohtupraktika põhjal',
    seo_description_et:
      'Kuidas otsing, ümberjärjestamine ja viidete kontroll hoiavad tehisintellekti vastused seotuna päris Eesti kohtulahendite ja õigusaktidega.',
    content_et: paragraphs(
      'Suured keelemudelid on ladusad, kuid ladusus ei tähenda täpsust. Mudel, mis vastab õigusküsimusele üksnes oma mälu põhjal, viitab varem või hiljem kohtulahendile, mida ei ole olemas. Õigustöös ei ole see väike viga, vaid välistav puudus.',
      '## Kõigepealt otsing, siis tekst',
      'Meie platvorm vastab küsimustele kahes etapis. Esmalt otsitakse hoolikalt koostatud indeksist Eesti kohtulahendeid ja õigusakte nii eesti kui ka inglise keeles. Alles seejärel koostab keelemudel vastuse ning tohib tugineda ainult talle antud lõikudele:',
      '1. Küsimus ühtlustatakse ning seda täiendatakse õiguslike sünonüümide ja viidetega seadustele.\n2. Sobivad lõigud leitakse ja järjestatakse ümber asjakohasuse ja kohtuastme järgi.\n3. Mudel koostab vastuse, mis viitab igale lõigule, millele see tugineb.\n4. Kontrollsamm veendub, et iga viide on olemas ja tsiteeritud tekst vastab allikale.',
      '## Korpus peab olema ajakohane',
      'Kohtupraktika muutub ning minevikus toimunud sündmust puudutavale küsimusele tuleb vastata tol ajal kehtinud õiguse järgi. Indeksit hoitakse seda silmas pidades:',
      list(
        'Uued lahendid lisatakse indeksisse kohe pärast nende avaldamist.',
        'Õigusaktide varasemad redaktsioonid säilitatakse koos nende kehtivusaegadega.',
      ),
      '## Mida me mõõdame',
      'Viidete täpsust jälgime vastuste kvaliteedist eraldi. Vastus võib olla hästi kirjutatud ja ometi ülevaatusel läbi kukkuda, kui kasvõi ühte viidet ei õnnestu allikani jälgida. Viidete täpsus on ainus näitaja, mida me kiiruse nimel ei ohverda.',
    ),
  },
};

export const NEWSROOM_POSTS_ET: Record<string, PostTranslationSeed> = {
  'lumen-legal-launches-in-tallinn': {
    title_et: `${SITE.brand} alustab Tallinnas pärast kolmeaastast teadusprogrammi`,
    excerpt_et:
      'Ettevõte pakub õigusmeeskondadele tehisintellektil põhinevat otsusetuge ja reguleeritud valdkondadele turvalist hübriidset tehisintellekti taristut.',
    content_et: paragraphs(
      `**Tallinn, 3. juuni 2025.** ${SITE.company} teatas täna oma tegevuse algusest õigustehnoloogia ettevõttena, mis arendab õigusmeeskondadele tehisintellektil põhinevat otsusetuge ja reguleeritud valdkondadele turvalist tehisintellekti taristut. Ettevõte asutati pärast kolmeaastast teadusprogrammi, mis keskendus õiguskeele mudelitele ja Eesti kohtupraktikale.`,
      '## Kaks lahendust',
      list(
        '**Õigustehnoloogia platvorm**: Eesti kohtupraktikal õpetatud otsusetugi, mis hõlmab lepingute analüüsi, nõuetele vastavuse jälgimist, tehisintellektiga õigusuuringut ja auditeeritavaid töövooge.',
        '**Hübriidne tehisintellekti taristu**: paigaldus pilve ja kohapeale koos keskse suunamise, poliitikate halduse, riistvaralistes turvamoodulites (HSM) hoitavate võtmete ja soovi korral kvantkindla krüptograafiaga.',
      ),
      '„Eesti juristid töötavad juba digiriigis. Nad väärivad uurimistööriistu, mis on sellega samal tasemel ja mille iga vastuse saab allikani jälgida,“ ütles kaasasutaja ja tegevjuht Kadri Lepik.',
      `## Ettevõttest ${SITE.brand}`,
      `${SITE.company} on Tallinnas tegutsev õigustehnoloogia ettevõte. See on otsusetugiplatvorm, mitte advokaadibüroo, ning selle soovitused ei ole õigusnõu. Meediapäringud: ${SITE.email.press}.`,
    ),
  },
};

/** Roles and short biographies; the long biographies are still English (the pages mark them). */
export const PEOPLE_ET: Record<string, { title_et: string; short_bio_et?: string }> = {
  'kadri-lepik': {
    title_et: 'Kaasasutaja ja tegevjuht',
    short_bio_et:
      'Kadri juhib strateegiat ja kliendisuhteid. Enne õigustehnoloogia juurde tulekut töötas ta kümme aastat äriõiguse kohtuvaidluste advokaadina.',
  },
  'martin-saar': {
    title_et: 'Kaasasutaja ja tehnoloogiajuht',
    short_bio_et:
      'Martin juhib tootearendust ning platvormi otsingu- ja keelemudelite lahendusi. Varem ehitas ta avaliku sektori e-teenustele otsingusüsteeme.',
  },
  'liisa-kask': { title_et: 'Kaasasutaja ja õigusuuringute juht' },
};

export const TEAM_MEMBERS_ET: Record<string, { position_et: string }> = {
  'Kadri Lepik': { position_et: 'Kaasasutaja ja tegevjuht' },
  'Martin Saar': { position_et: 'Kaasasutaja ja tehnoloogiajuht' },
  'Liisa Kask': { position_et: 'Kaasasutaja ja õigusuuringute juht' },
};

export const INVESTORS_ET: Record<string, { type_et: string }> = {
  'Northgate Ventures': { type_et: 'Riskikapital' },
  'Baltic Legal Angels': { type_et: 'Äriingel' },
  'Digital Innovation Grant Programme': { type_et: 'Avalik toetus' },
};
