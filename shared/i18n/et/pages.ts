import type { Messages } from '../en/index.ts';

export const pages: Messages['pages'] = {
  home: {
    title: 'Tehisintellektiga õiguslik otsusetugi',
    eyebrow: 'Õigustehnoloogia Eestist',
    heroTitle: 'Õiguslikud otsused Eesti kohtupraktika toel',
    heroLead:
      'Eesti kohtupraktikal treenitud otsusetugi lepingute analüüsiks, vastavuse jälgimiseks ja auditeeritavaks õigusuuringuks, majutatud ELis või teie enda riistvaral.',
    exploreProducts: 'Tutvu toodetega',
    scheduleConsultation: 'Broneeri konsultatsioon',
    disclaimer:
      'Soovitused ei ole õigusabi. Oleme otsusetoe platvorm, mitte advokaadibüroo; pöörduge õigusnõustaja poole.',
  },
};
