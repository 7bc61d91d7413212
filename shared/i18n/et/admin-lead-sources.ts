import type { AdminMessages } from '../en/admin.ts';

/** Kust päring tuli (issue 49): üksikasjade paneeli väljad ja CSV veerud. */
export const leadSources: AdminMessages['leadSources'] = {
  fields: {
    source_page: 'Saadetud lehelt',
    source_referrer: 'Suunav sait',
    utm_source: 'Kampaania allikas',
    utm_medium: 'Kampaania kanal',
    utm_campaign: 'Kampaania',
  },
  csv: {
    source_page: 'Saadetud lehelt',
    source_referrer: 'Suunav sait',
    utm_source: 'UTM allikas',
    utm_medium: 'UTM kanal',
    utm_campaign: 'UTM kampaania',
  },
  none: 'Pole salvestatud',
  direct: 'Puudub (otsekülastus)',
};
