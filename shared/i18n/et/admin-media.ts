import type { media as en } from '../en/admin-media.ts';

/** Meedia (haldus): kõik üleslaaditud pildid, kus neid kasutatakse, ja nende kirjeldused. */
export const media: typeof en = {
  title: 'Meedia',
  lead: 'Kõik siia üles laaditud pildid, uuemad eespool, ja kus neid kasutatakse. Pilte saab üles laadida postituste ja üksuste pildiväljadelt.',
  loading: 'Pilte laaditakse…',
  loadError: 'Pilte ei õnnestunud laadida. Palun proovige uuesti.',
  retry: 'Proovi uuesti',
  offline: 'See vaade vajab ühendust: pilte hoitakse serveris.',
  empty: 'Pilte veel pole. Laadige üks üles postituse, inimese või logo pildiväljalt.',
  table: 'Pildid',
  columns: {
    picture: 'Pilt',
    name: 'Fail',
    size: 'Suurus',
    used: 'Kasutusel',
    alt: 'Kirjeldus',
    actions: 'Toimingud',
  },
  dimensions: '{width} × {height} px, {size}',
  unused: 'Pole kasutusel',
  alt: 'Faili {name} kirjeldus',
  altEt: 'Faili {name} kirjeldus (eesti keeles)',
  save: 'Salvesta',
  saveLabel: 'Salvesta faili {name} kirjeldused',
  saved: 'Faili {name} kirjeldused on salvestatud.',
  delete: 'Kustuta',
  deleteLabel: 'Kustuta {name}',
  deleteTitle: 'Kustutada see pilt?',
  deleteConfirm:
    'Kas kustutada {name} jäädavalt? Ükski kirje seda praegu ei kasuta; seda ei saa tagasi võtta.',
  cancel: 'Tühista',
  deleted: '{name} on kustutatud.',
  failed: 'See ei õnnestunud. Palun proovige uuesti.',
};
