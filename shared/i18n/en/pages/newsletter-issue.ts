/** An issue of the newsletter as mailed and as archived on the site (issue #48). */
export const newsletterIssue = {
  mail: {
    /** Above an English issue sent to an Estonian subscriber. */
    untranslatedNote: 'This issue is available in English only.',
    readMore: 'Read more: {url}',
    webCopy: 'Read this issue on the web: {url}',
    unsubscribe: 'Unsubscribe with one click: {url}',
    test: '[Test] {subject}',
  },
  archive: {
    title: 'Newsletter archive',
    description: 'Past issues of the Lumen Legal newsletter.',
    heading: 'Newsletter archive',
    empty: 'No issues have been sent yet.',
    sentOn: 'Sent {date}',
    back: 'All issues',
    subscribe: 'Subscribe to the newsletter',
  },
};
