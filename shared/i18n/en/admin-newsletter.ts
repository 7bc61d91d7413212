/**
 * Newsletter Management (back-office §2, §4, §8, §9). The counters, "X of Y signups", the empty
 * state, the delete question and the failure texts are the spec's wording (the same as
 * NEWSLETTER_MESSAGES in shared/admin/newsletter.ts; a test keeps them so).
 */
export const newsletter = {
  title: 'Newsletter Management',
  countersLabel: 'Signups',
  counters: { active: 'Active Subscribers', unsubscribed: 'Unsubscribed', total: 'Total Signups' },
  statuses: { active: 'Active', unsubscribed: 'Unsubscribed', pending: 'Pending confirmation' },
  filtersLabel: 'Search and filter signups',
  search: 'Search',
  searchPlaceholder: 'Email',
  status: 'Status',
  allStatuses: 'All',
  spamFilter: 'Suspected spam',
  spamHint:
    'Signups the anti-spam checks held back. They are not counted or exported until restored, and are deleted after 30 days.',
  spamShown: 'Showing suspected spam only.',
  shown: {
    one: '{count} of {total} signup',
    other: '{count} of {total} signups',
  },
  table: 'Newsletter signups',
  items: { one: 'signup', other: 'signups' },
  /** Bulk Unsubscribe (§4: Active to Unsubscribed only; unsubscribed ones are skipped). */
  bulk: {
    unsubscribe: 'Unsubscribe Selected',
    unsubscribeTitle: {
      one: 'Unsubscribe this {items}?',
      other: 'Unsubscribe these {count} {items}?',
    },
    unsubscribeConfirm: {
      one: 'Unsubscribe this {items}? The address will no longer receive the newsletter. This cannot be undone from the back office.',
      other:
        'Unsubscribe these {count} {items}? They will no longer receive the newsletter. This cannot be undone from the back office.',
    },
    unsubscribeConfirmSome: {
      one: 'Unsubscribe {eligible} of these {count} {items}? They will no longer receive the newsletter. This cannot be undone from the back office. The other one is already unsubscribed and is skipped.',
      other:
        'Unsubscribe {eligible} of these {count} {items}? They will no longer receive the newsletter. This cannot be undone from the back office. The other {skipped} are already unsubscribed and are skipped.',
    },
    unsubscribeDone: '{count} {items} unsubscribed.',
    unsubscribeSkipped: {
      one: '{count} {items} unsubscribed; {skipped} was already unsubscribed.',
      other: '{count} {items} unsubscribed; {skipped} were already unsubscribed.',
    },
  },
  columns: {
    email: 'Email',
    status: 'Status',
    signedUp: 'Signed Up',
    updated: 'Last Updated',
    actions: 'Actions',
  },
  loading: 'Loading newsletter signups…',
  empty: 'No newsletter signups found',
  clearFilters: 'Clear search and filters',
  offline:
    'You are offline. Changes you make are kept on this device and sent when you are back online.',
  exportCsv: 'Export CSV',
  exportDone: {
    one: 'Exported {count} subscribed signup to {file}.',
    other: 'Exported {count} subscribed signups to {file}.',
  },
  unsubscribe: 'Unsubscribe',
  unsubscribeLabel: 'Unsubscribe {email}',
  unsubscribeTitle: 'Unsubscribe this address?',
  unsubscribeConfirm:
    '{email} will no longer receive the newsletter. This cannot be undone from the back office.',
  delete: 'Delete',
  deleteLabel: 'Delete {email}',
  deleteTitle: 'Delete this signup?',
  deleteConfirm:
    'Are you sure you want to delete this signup? It goes to the Trash, where it can be restored for {days} days.',
  restore: 'Not spam',
  restoreLabel: 'Not spam: restore {email}',
  cancel: 'Cancel',
  failures: {
    unsubscribe: 'Failed to unsubscribe. Please try again.',
    delete: 'Failed to delete signup. Please try again.',
    restore: 'Failed to restore signup. Please try again.',
    unsuppress: 'Failed to take the address back. Please try again.',
  },
  // Suppressed after permanent refusals of newsletter issues (issue #48).
  suppressed: 'Suppressed: its mail server refused the newsletter 3 times',
  unsuppress: 'Take back',
  unsuppressLabel: 'Take back {email}: send it the newsletter again',
  noticesLabel: 'Changes that did not go through',
  overwritten:
    'Your change to {email} was replaced by a later change made elsewhere: it is now {value}.',
  overwrittenDeleted: 'A signup you changed ({email}) was deleted elsewhere.',
  dismiss: 'Dismiss',
};
