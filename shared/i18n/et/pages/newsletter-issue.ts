import type { Messages } from '../../en/index.ts';

/** Uudiskirja number kirjas ja veebiarhiivis (issue #48). */
export const newsletterIssue: Messages['pages']['newsletterIssue'] = {
  mail: {
    untranslatedNote: 'See number on saadaval ainult inglise keeles.',
    readMore: 'Loe edasi: {url}',
    webCopy: 'Loe seda numbrit veebis: {url}',
    unsubscribe: 'Loobu uudiskirjast ühe klõpsuga: {url}',
    test: '[Proov] {subject}',
  },
  archive: {
    title: 'Uudiskirjade arhiiv',
    description: 'Lumen Legali uudiskirja varasemad numbrid.',
    heading: 'Uudiskirjade arhiiv',
    empty: 'Ühtegi numbrit pole veel saadetud.',
    sentOn: 'Saadetud {date}',
    back: 'Kõik numbrid',
    subscribe: 'Telli uudiskiri',
  },
};
