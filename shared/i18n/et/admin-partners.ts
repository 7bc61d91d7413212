import type { AdminMessages } from '../en/admin.ts';

/** Partnerite taotlused (back-office §2, §4, §8), ingliskeelsega samas järjekorras. */
export const partners: AdminMessages['partners'] = {
  title: 'Partnerite taotlused',
  countersLabel: 'Taotlused oleku järgi',
  statuses: {
    pending: 'Ootel',
    under_review: 'Läbivaatamisel',
    approved: 'Kinnitatud',
    rejected: 'Tagasi lükatud',
  },
  partnerTypes: {
    technology: 'Tehnoloogia',
    implementation: 'Juurutamine',
    reseller: 'Edasimüüja',
  },
  languages: { en: 'Inglise', et: 'Eesti' },
  filtersLabel: 'Otsi ja filtreeri taotlusi',
  search: 'Otsi',
  searchPlaceholder: 'Nimi, e-post, ettevõte või sõnum',
  status: 'Olek',
  partnerType: 'Partneri tüüp',
  allStatuses: 'Kõik olekud',
  allPartnerTypes: 'Kõik partneritüübid',
  suspectedSpam: 'Võimalik rämpspost',
  spamShown:
    'Näidatakse ainult võimalikku rämpsposti: taotlused, mille rämpspostikontroll kinni pidas. Need kustutatakse 30 päeva pärast, kui neid ei taastata.',
  shown: 'Näidatud {count} / {total}',
  table: 'Partnerite taotlused',
  items: { one: 'taotlus', other: 'taotlust' },
  bulk: {
    startReview: 'Alusta valitute läbivaatust',
    reject: 'Lükka valitud tagasi',
    startReviewTitle: {
      one: 'Kas alustada selle taotluse läbivaatust?',
      other: 'Kas alustada nende {count} taotluse läbivaatust?',
    },
    startReviewConfirm: {
      one: 'Kas alustada selle taotluse läbivaatust?',
      other: 'Kas alustada nende {count} taotluse läbivaatust?',
    },
    startReviewConfirmSome: {
      one: 'Kas alustada nende {count} taotluse seast {eligible} läbivaatust? Läbivaatusele saab viia ainult ootel taotlusi; ülejäänud üks jäetakse vahele.',
      other:
        'Kas alustada nende {count} taotluse seast {eligible} läbivaatust? Läbivaatusele saab viia ainult ootel taotlusi; ülejäänud {skipped} jäetakse vahele.',
    },
    startReviewDone: 'Alustati {count} taotluse läbivaatust.',
    startReviewSkipped: {
      one: 'Alustati {count} taotluse läbivaatust; {skipped} jäeti vahele, sest see polnud enam ootel.',
      other:
        'Alustati {count} taotluse läbivaatust; {skipped} jäeti vahele, sest need polnud enam ootel.',
    },
    rejectTitle: {
      one: 'Kas lükata see taotlus tagasi?',
      other: 'Kas lükata need {count} taotlust tagasi?',
    },
    rejectConfirm: {
      one: 'Kas lükata see {items} tagasi? Tagasilükkamine on lõplik.',
      other: 'Kas lükata need {count} {items} tagasi? Tagasilükkamine on lõplik.',
    },
    rejectConfirmSome: {
      one: 'Kas lükata nende {count} taotluse seast {eligible} tagasi? Tagasi saab lükata ainult ootel ja läbivaatusel taotlusi; ülejäänud üks jäetakse vahele. Tagasilükkamine on lõplik.',
      other:
        'Kas lükata nende {count} taotluse seast {eligible} tagasi? Tagasi saab lükata ainult ootel ja läbivaatusel taotlusi; ülejäänud {skipped} jäetakse vahele. Tagasilükkamine on lõplik.',
    },
    rejectDone: '{count} {items} lükati tagasi.',
    rejectSkipped: {
      one: '{count} {items} lükati tagasi; {skipped} jäeti vahele, sest see oli juba kinnitatud või tagasi lükatud.',
      other:
        '{count} {items} lükati tagasi; {skipped} jäeti vahele, sest need olid juba kinnitatud või tagasi lükatud.',
    },
  },
  csv: {
    name: 'Nimi',
    email: 'E-post',
    company: 'Ettevõte',
    partnerType: 'Partneri tüüp',
    status: 'Olek',
    message: 'Sõnum',
    reviewNotes: 'Läbivaatuse märkmed',
    reviewedBy: 'Läbivaataja',
    reviewedAt: 'Läbi vaadatud',
    received: 'Saabunud',
  },
  spamTable: 'Rämpspostiks arvatud partnerite taotlused',
  rowHint: 'Vajuta real Enter, et avada üksikasjad; nooleklahvid liiguvad ridade vahel.',
  columns: {
    name: 'Nimi',
    email: 'E-post',
    company: 'Ettevõte',
    partnerType: 'Partneri tüüp',
    status: 'Olek',
    received: 'Saabunud',
  },
  loading: 'Partnerite taotluste laadimine…',
  empty: 'Partnerite taotlusi veel pole. Partnerivormi kaudu saadetud taotlused ilmuvad siia.',
  noMatch: 'Otsingule ja filtritele ei vasta ükski taotlus.',
  noSpam: 'Ühtegi taotlust ei peeta rämpspostiks.',
  clearFilters: 'Tühjenda otsing ja filtrid',
  offline:
    'Oled võrguühenduseta. Tehtud muudatused hoitakse selles seadmes ja saadetakse, kui ühendus taastub.',
  spamReasons: {
    honeypot: 'täideti peidetud väli, mida täidavad ainult robotid',
    too_fast: 'vorm saadeti kiiremini, kui inimene jõuaks',
  },
  detail: {
    close: 'Sulge üksikasjad',
    loading: 'Laadimine…',
    notFound: 'Seda taotlust enam pole; see võib olla kustutatud.',
    fields: {
      email: 'E-post',
      company: 'Ettevõte',
      partnerType: 'Partneri tüüp',
      status: 'Olek',
      language: 'Keel',
      received: 'Saabunud',
      updated: 'Viimati muudetud',
      reviewedAt: 'Läbi vaadatud',
      reviewedBy: 'Läbivaataja',
      reviewNotes: 'Märkused',
      message: 'Sõnum',
    },
    none: 'Pole antud',
    notReviewed: 'Veel mitte',
    history: 'Läbivaatuse ajalugu',
    historyEntry: '{status}, tegi {by}',
    noNote: 'Märkust pole.',
    review: 'Läbivaatus',
    notesLabel: 'Läbivaatuse märkused',
    notesHint: 'Salvestatakse järgmise olekumuutusega ja tühjendatakse siis.',
    startReview: 'Alusta läbivaatust',
    approve: 'Kinnita',
    reject: 'Lükka tagasi',
    approveTitle: 'Kas kinnitada {name}?',
    approveConfirm:
      'Kas kinnitada partneritaotlus ({type}), mille esitas {name} ({company})? Otsus on lõplik.',
    rejectTitle: 'Kas lükata {name} tagasi?',
    rejectConfirm:
      'Kas lükata tagasi partneritaotlus ({type}), mille esitas {name} ({company})? Otsus on lõplik: taotlust ei saa uuesti avada.',
    withNotes: 'Sinu märkused salvestatakse koos otsusega.',
    withoutNotes: 'Otsusega ei salvestata märkusi.',
    decided: {
      approved: 'See taotlus on kinnitatud; otsus on lõplik.',
      rejected: 'See taotlus on tagasi lükatud; otsus on lõplik.',
    },
    spamTitle: 'Arvatav rämpspost',
    spamExplained: 'Loendist välja jäetud, sest {reason} ({date}).',
    restore: 'Pole rämpspost: taasta',
    delete: 'Kustuta',
    deleteTitle: 'Kas kustutada see taotlus?',
    deleteConfirm:
      'Kas oled kindel, et soovid selle taotluse kustutada? See läheb prügikasti, kust selle saab {days} päeva jooksul taastada.',
    cancel: 'Loobu',
  },
  account: {
    heading: 'Partneriportaali konto',
    offer:
      'Loo partnerile aadressiga {email} selle taotlusega seotud konto ja saada talle e-kirjaga link parooli määramiseks.',
    create: 'Loo konto ja saada link',
    confirmTitle: 'Kas luua partneri konto?',
    confirm:
      'Aadressile {email} luuakse partneri konto ja saadetakse link parooli määramiseks. Link töötab ühe korra ja aegub 7 päeva pärast.',
    created: 'Konto loodud {date} aadressile {email}; partner logib sisse partneriportaali.',
    queued: 'Konto on tellitud. See luuakse ja link saadetakse, kui muudatus jõuab serverisse.',
    offerNoMail:
      'Loo partnerile aadressiga {email} selle taotlusega seotud konto. E-post on välja lülitatud, seega kirja ei saadeta: saad parooli määramise lingi, et see ise edasi anda.',
    createNoMail: 'Loo konto ja näita linki',
    confirmNoMail:
      'Aadressile {email} luuakse partneri konto. E-post on välja lülitatud, seega kirja ei saadeta: saad parooli määramise lingi, et see ise edasi anda. Link töötab ühe korra ja aegub 7 päeva pärast.',
    createdNoMail:
      'E-post on välja lülitatud, seega linki ei saadetud. Anna see link aadressile {email} ise edasi; see töötab ühe korra ja kehtib 7 päeva.',
    needsConnection:
      'E-post on välja lülitatud, seega saab konto luua ainult võrguühendusega: siis näidatakse sulle linki.',
    copyLink: {
      label: 'Parooli määramise link',
      copy: 'Kopeeri link',
      copied: 'Kopeeritud',
      failed: 'Kopeerimine ei õnnestunud: vali link ja kopeeri see ise.',
    },
  },
  failures: {
    review: 'Oleku muutmine ebaõnnestus. Palun proovi uuesti.',
    delete: 'Taotluse kustutamine ebaõnnestus. Palun proovi uuesti.',
    restore: 'Taotluse taastamine ebaõnnestus. Palun proovi uuesti.',
    account: 'Konto loomine ebaõnnestus. Palun proovi uuesti.',
  },
  noticesLabel: 'Muudatused, mis ei läinud läbi',
  overwritten:
    'Sinu muudatuse ({field}, {name}) asendas hiljem mujal tehtud muudatus: nüüd on see {value}.',
  overwrittenDeleted: 'Taotlus, mida muutsid ({name}), kustutati mujal.',
  fieldNames: {
    status: 'olek',
    review_notes: 'märkused',
    reviewed_by: 'läbivaataja',
    reviewed_at: 'läbivaatuse aeg',
    spam_reason: 'rämpsposti märge',
    account_created_at: 'konto',
  },
  dismiss: 'Sulge',
};
