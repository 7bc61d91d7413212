/** Where a lead came from (issue 49): its detail panel's fields and its CSV columns. */
export const leadSources = {
  fields: {
    source_page: 'Sent from page',
    source_referrer: 'Referring site',
    utm_source: 'Campaign source',
    utm_medium: 'Campaign medium',
    utm_campaign: 'Campaign',
  },
  csv: {
    source_page: 'Sent From Page',
    source_referrer: 'Referring Site',
    utm_source: 'UTM Source',
    utm_medium: 'UTM Medium',
    utm_campaign: 'UTM Campaign',
  },
  none: 'Not recorded',
  direct: 'None (direct visit)',
};
