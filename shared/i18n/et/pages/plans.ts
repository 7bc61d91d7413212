import type { Messages } from '../../en/index.ts';

export const plans: Messages['pages']['plans'] = {
  perMonth: 'kuus',
  custom: 'Kokkuleppel',
  popular: 'Populaarseim',
  trial: '14-päevane tasuta prooviperiood, krediitkaarti pole vaja.',
  pilot: 'Prooviperioodi asemel viime teie taristul läbi juhendatud piloodi.',
  paas: {
    standard: {
      name: 'Standard',
      description: 'Väikestele õigusmeeskondadele, kes alustavad tehisintellektiga uurimistööd.',
      features: [
        'Kuni 5 kasutajat',
        '10 GB salvestusruumi',
        'Tehisintellektiga õigusuuring viidetega',
        'Lepinguanalüüs',
        'Tugi e-posti teel',
      ],
      cta: 'Alusta tasuta prooviga',
    },
    professional: {
      name: 'Professional',
      description:
        'Büroodele ja ettevõtete õigusosakondadele, kes kasutavad tehisintellekti iga päev.',
      features: [
        'Kuni 25 kasutajat',
        '100 GB salvestusruumi',
        'Kõik, mis paketis Standard',
        'Vastavuse jälgimine',
        'Auditeeritavad töövood',
        'Eelistatud tugi',
      ],
      cta: 'Alusta tasuta prooviga',
    },
    enterprise: {
      name: 'Enterprise',
      description: 'Suurtele organisatsioonidele ja avalikule sektorile.',
      features: [
        'Piiramatu arv kasutajaid',
        'Kokkuleppeline salvestusruum',
        'Kõik, mis paketis Professional',
        'Ühekordne sisselogimine ja kohandatud rollid',
        'Isiklik kliendihaldur',
        'SLA garantiid',
      ],
      cta: 'Võta ühendust müügiga',
    },
  },
  iaas: {
    standard: {
      name: 'Standard',
      description: 'Hübriid- või kohapealne paigaldus koos kõige olulisemaga.',
      features: [
        'Hübriid- või kohapealne paigaldus',
        'HSM-põhine võtmehaldus',
        '5 TB salvestusruumi',
        'Standardtugi',
        'Andmete asukoht ELis',
        'Tootjast sõltumatud liidesed',
      ],
      cta: 'Taotle pilooti',
    },
    professional: {
      name: 'Professional',
      description: 'Eraldatud keskkond täiustatud turvakontrollidega.',
      features: [
        'Eraldatud keskkond',
        'Täiustatud turvakontrollid',
        '20 TB salvestusruumi',
        'Eelistatud tugi',
        'Kvantkindlad valikud*',
        'SLA valikud',
      ],
      cta: 'Taotle pilooti',
    },
    enterprise: {
      name: 'Enterprise',
      description: 'Teie organisatsiooni ümber kujundatud arhitektuur ja turve.',
      features: [
        'Kohandatud arhitektuur',
        'Eritellimusel turvalahendus',
        'Piiramatu salvestusruum',
        'Isiklik kliendihaldur',
        'SLA garantiid',
        'Kohapealne tugi',
      ],
      cta: 'Võta ühendust müügiga',
    },
    footnote: '* Kvantkindlad valikud: ML-KEM, ML-DSA, LMS/HSS ja XMSS/XMSS-MT.',
  },
};
