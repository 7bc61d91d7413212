import type { AdminMessages } from '../en/admin.ts';

/** E-kirjad (haldus): väljaminevate kirjade järjekord, uusimad eespool. */
export const mail: AdminMessages['mail'] = {
  title: 'E-kirjad',
  lead: 'Kõik saidi järjekorda pandud kirjad, uusimad eespool: kellele, millest ja kas need läksid teele.',
  mailOff:
    'E-post on välja lülitatud: meiliserverit pole seadistatud (SMTP_URL), seega siit pole midagi saadetud. Kutse- ja partnerikonto lingid näidatakse sulle nende loomisel, et saaksid need ise edasi anda. Kui meiliserver seadistatakse, lähevad kõik kohale toimetamata kirjad ise teele, ka kutsed, mille lingid oled juba ise edasi andnud.',
  noSharedReplyTo:
    'Vastuste ühist aadressi pole määratud (REPLY_TO või NOTIFY_EMAIL): kliendi vastus haldusest saadetud kirjale jõuab selle kirja kirjutanud töötajale. Määra REPLY_TO meeskonna aadressiks, et vastused sinna koguneksid.',
  loading: 'Kirjade laadimine…',
  loadError: 'Kirju ei õnnestunud laadida. Palun proovi uuesti.',
  retry: 'Proovi uuesti',
  offline:
    'See vaade vajab võrguühendust: kirjade järjekord on serveris. See laaditakse, kui oled taas võrgus.',
  empty: 'Ühtegi kirja pole veel järjekorda pandud.',
  table: 'E-kirjad',
  rowHint: 'Kirja avamiseks vajuta real Enter; nooleklahvidega liigud ridade vahel.',
  columns: {
    to: 'Saaja',
    subject: 'Teema',
    kind: 'Liik',
    time: 'Järjekorda pandud',
    state: 'Olek',
  },
  kinds: {
    'auth.invitation': 'Kutse',
    'auth.password_reset': 'Parooli lähtestamine',
    'auth.account_unlock': 'Konto avamine',
    'auth.codes_locked': 'Valed sisselogimiskoodid',
    'newsletter.confirm': 'Uudiskirja kinnitus',
    'support.csat': 'Toe hindamise palve',
    'lead.contact': 'Uus kontaktipäring',
    'lead.sales': 'Uus müügipäring',
    'lead.partner': 'Uus partneritaotlus',
    'lead.support': 'Uus tugipilet',
    'lead.newsletter': 'Uus uudiskirja liitumine',
    'lead.reply': 'Vastus päringule',
  },
  states: {
    not_delivered: 'Kohale toimetamata: meiliserverit pole seadistatud',
    queued: 'Järjekorras',
    sent: 'Saadetud {time}',
    failed: 'Ebaõnnestus',
  },
  attempts: { one: '{count} katse', other: '{count} katset' },
  nextAttempt: 'järgmine katse {time}',
  shown: 'Näidatud {count} / {total}',
  detail: {
    close: 'Sulge',
    loading: 'Kirja laadimine…',
    loadError: 'Kirja ei õnnestunud laadida. Palun proovi uuesti.',
    notFound: 'Seda kirja pole enam järjekorras.',
    fields: {
      to: 'Saaja',
      kind: 'Liik',
      queued: 'Järjekorda pandud',
      state: 'Olek',
      attempts: 'Katseid',
      nextAttempt: 'Järgmine katse',
      lastError: 'Meiliserveri vastus',
    },
    body: 'Kiri',
    hidden: {
      sign_in_link: 'Sisu peidetud: sisselogimislink ainult saajale',
      recipient_link: 'Sisu peidetud: isiklik link ainult saajale',
    },
  },
  resend: 'Saada uuesti',
  resending: 'Saatmine…',
  resent: 'Uuesti järjekorras: see saadetakse järgmisel ringil.',
  resentMailOff:
    'Uuesti järjekorras. E-post on välja lülitatud, seega saadetakse see alles siis, kui meiliserver on seadistatud (SMTP_URL).',
  resendFailed: 'Kirja uuesti saatmine ebaõnnestus. Palun proovi uuesti.',
};
