/**
 * Partner Applications (back-office §2, §4, §8). The failure texts and the delete question are
 * the spec's wording (the same as PARTNER_MESSAGES in shared/admin/partners.ts; a test keeps
 * them so).
 */
export const partners = {
  title: 'Partner Applications',
  countersLabel: 'Applications by status',
  statuses: {
    pending: 'Pending',
    under_review: 'Under Review',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  partnerTypes: {
    technology: 'Technology',
    implementation: 'Implementation',
    reseller: 'Reseller',
  },
  languages: { en: 'English', et: 'Estonian' },
  filtersLabel: 'Search and filter applications',
  search: 'Search',
  searchPlaceholder: 'Name, email, company or message',
  status: 'Status',
  partnerType: 'Partner type',
  allStatuses: 'All statuses',
  allPartnerTypes: 'All partner types',
  suspectedSpam: 'Suspected spam',
  spamShown:
    'Showing suspected spam only: applications the anti-spam checks held back. They are deleted after 30 days unless restored.',
  shown: 'Showing {count} of {total}',
  table: 'Partner applications',
  items: { one: 'application', other: 'applications' },
  /** Bulk review changes: only the applications whose status allows it change (§4). */
  bulk: {
    startReview: 'Start Review for Selected',
    reject: 'Reject Selected',
    startReviewTitle: {
      one: 'Start the review of this {items}?',
      other: 'Start the review of these {count} {items}?',
    },
    startReviewConfirm: {
      one: 'Start the review of this {items}?',
      other: 'Start the review of these {count} {items}?',
    },
    startReviewConfirmSome: {
      one: 'Start the review of {eligible} of these {count} {items}? Only pending applications can go under review; the other one is skipped.',
      other:
        'Start the review of {eligible} of these {count} {items}? Only pending applications can go under review; the other {skipped} are skipped.',
    },
    startReviewDone: 'Review started for {count} {items}.',
    startReviewSkipped: {
      one: 'Review started for {count} {items}; {skipped} skipped because it was no longer pending.',
      other:
        'Review started for {count} {items}; {skipped} skipped because they were no longer pending.',
    },
    rejectTitle: { one: 'Reject this {items}?', other: 'Reject these {count} {items}?' },
    rejectConfirm: {
      one: 'Reject this {items}? Rejection is final.',
      other: 'Reject these {count} {items}? Rejection is final.',
    },
    rejectConfirmSome: {
      one: 'Reject {eligible} of these {count} {items}? Only pending and under-review applications can be rejected; the other one is skipped. Rejection is final.',
      other:
        'Reject {eligible} of these {count} {items}? Only pending and under-review applications can be rejected; the other {skipped} are skipped. Rejection is final.',
    },
    rejectDone: '{count} {items} rejected.',
    rejectSkipped: {
      one: '{count} {items} rejected; {skipped} skipped because it was already approved or rejected.',
      other:
        '{count} {items} rejected; {skipped} skipped because they were already approved or rejected.',
    },
  },
  csv: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    partnerType: 'Partner Type',
    status: 'Status',
    message: 'Message',
    reviewNotes: 'Review Notes',
    reviewedBy: 'Reviewed By',
    reviewedAt: 'Reviewed On',
    received: 'Received',
  },
  spamTable: 'Partner applications suspected of being spam',
  rowHint: 'Press Enter on a row to open its details; the arrow keys move between rows.',
  columns: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    partnerType: 'Partner type',
    status: 'Status',
    received: 'Received',
  },
  loading: 'Loading partner applications…',
  empty:
    'No partner applications yet. Applications sent through the partner form will appear here.',
  noMatch: 'No applications match the search and filters.',
  noSpam: 'No applications are suspected of being spam.',
  clearFilters: 'Clear search and filters',
  offline:
    'You are offline. Changes you make are kept on this device and sent when you are back online.',
  spamReasons: {
    honeypot: 'a hidden field only bots fill in was filled in',
    too_fast: 'the form was sent faster than a person can',
  } as Record<string, string>,
  detail: {
    close: 'Close details',
    loading: 'Loading…',
    notFound: 'This application no longer exists; it may have been deleted.',
    fields: {
      email: 'Email',
      company: 'Company',
      partnerType: 'Partner type',
      status: 'Status',
      language: 'Language',
      received: 'Received',
      updated: 'Last updated',
      reviewedAt: 'Reviewed on',
      reviewedBy: 'Reviewed by',
      reviewNotes: 'Review notes',
      message: 'Message',
    },
    none: 'Not given',
    notReviewed: 'Not yet',
    history: 'Review history',
    historyEntry: '{status}, by {by}',
    noNote: 'No note.',
    review: 'Review',
    notesLabel: 'Review notes',
    notesHint: 'Recorded with the next status change, then cleared.',
    startReview: 'Start Review',
    approve: 'Approve',
    reject: 'Reject',
    approveTitle: 'Approve {name}?',
    approveConfirm:
      'Approve the {type} partner application from {name} ({company})? The decision is final.',
    rejectTitle: 'Reject {name}?',
    rejectConfirm:
      'Reject the {type} partner application from {name} ({company})? The decision is final: the application cannot be reopened.',
    withNotes: 'Your review notes are recorded with the decision.',
    withoutNotes: 'No review notes are recorded with the decision.',
    decided: {
      approved: 'This application was approved; that decision is final.',
      rejected: 'This application was rejected; that decision is final.',
    },
    spamTitle: 'Suspected spam',
    spamExplained: 'Kept out of the list because {reason} on {date}.',
    restore: 'Not spam: restore',
    delete: 'Delete',
    deleteTitle: 'Delete this application?',
    deleteConfirm:
      'Are you sure you want to delete this application? It goes to the Trash, where it can be restored for {days} days.',
    cancel: 'Cancel',
  },
  account: {
    heading: 'Partner portal account',
    offer:
      'Create the partner’s sign-in account for {email}, linked to this application, and email them a link to set their password.',
    create: 'Create account and send link',
    confirmTitle: 'Create a partner account?',
    confirm:
      'A partner account will be created for {email} and a link to set the password will be emailed to them. The link works once and expires in 7 days.',
    created:
      'Sign-in account created on {date} for {email}; the partner signs in at the partner portal.',
    queued:
      'Sign-in account requested. It is created, and the link emailed, when this change reaches the server.',
    // Mail is off (no SMTP_URL): nothing is emailed, so the link is handed to the admin.
    offerNoMail:
      'Create the partner’s sign-in account for {email}, linked to this application. Mail is off, so no email is sent: you get the link to set a password, to pass on yourself.',
    createNoMail: 'Create account and show link',
    confirmNoMail:
      'A partner account will be created for {email}. Mail is off, so no email is sent: you get the link to set the password, to pass on yourself. It works once and expires in 7 days.',
    createdNoMail:
      'Mail is off, so no link was emailed. Pass this link to {email} yourself; it works once and is valid for 7 days.',
    needsConnection:
      'Mail is off, so the account can be created only with a connection: the link is shown to you then.',
    copyLink: {
      label: 'Set-password link',
      copy: 'Copy link',
      copied: 'Copied',
      failed: 'Copying did not work: select the link and copy it yourself.',
    },
  },
  failures: {
    review: 'Failed to update status. Please try again.',
    delete: 'Failed to delete application. Please try again.',
    restore: 'Failed to restore application. Please try again.',
    account: 'Failed to create the sign-in account. Please try again.',
  },
  noticesLabel: 'Changes that did not go through',
  overwritten:
    'Your change to the {field} of {name} was replaced by a later change made elsewhere: it is now {value}.',
  overwrittenDeleted: 'An application you changed ({name}) was deleted elsewhere.',
  fieldNames: {
    status: 'status',
    review_notes: 'review notes',
    reviewed_by: 'reviewer',
    reviewed_at: 'review date',
    spam_reason: 'spam flag',
    account_created_at: 'sign-in account',
  } as Record<string, string>,
  dismiss: 'Dismiss',
};
