import type { Messages } from '../../en/index.ts';

export const pricing: Messages['pages']['pricing'] = {
  title: 'Hinnad',
  description:
    'Läbipaistvad hinnad: õigustehnoloogia platvorm alates 499 € kuus (14-päevane tasuta prooviperiood) ja hübriidne tehisintellekti taristu alates 999 € kuus (juhendatud piloot).',
  heading: 'Hinnad',
  lead: 'Selged kuupaketid mõlemale tootele. Hinnad ei sisalda käibemaksu.',
  paasTitle: 'Õigustehnoloogia platvorm',
  paasText: 'Alates 499 € kuus. 14-päevane tasuta prooviperiood, krediitkaarti pole vaja.',
  paasLink: 'Vaata platvormi pakette',
  iaasTitle: 'Hübriidne tehisintellekti taristu',
  iaasText: 'Alates 999 € kuus. Iga paigaldus algab juhendatud piloodiga.',
  iaasLink: 'Vaata taristu pakette',
  faqHeading: 'Küsimused hindade kohta',
  faq: [
    {
      question: 'Kas tasuta prooviperiood on olemas?',
      answer:
        'Jah. Õigustehnoloogia platvormil on 14-päevane tasuta prooviperiood ja krediitkaarti pole vaja. Hübriidse tehisintellekti taristu puhul alustame selle asemel juhendatud piloodiga teie taristul.',
    },
    {
      question: 'Kuidas arveldamine toimub?',
      answer:
        'Pakettide eest tasutakse igakuiselt ette eurodes. Tasud ei kuulu tagastamisele. Enterprise-paketi puhul on võimalik aastane arve.',
    },
    {
      question: 'Kas hinnad võivad muutuda?',
      answer:
        'Teatame igast hinnamuutusest vähemalt 30 päeva ette, et saaksite plaanida või paketti vahetada.',
    },
    {
      question: 'Kas paketti saab hiljem vahetada?',
      answer:
        'Jah. Suuremale paketile saate üle minna igal ajal; väiksemale paketile üleminek jõustub järgmisest arveldusperioodist.',
    },
  ],
};
