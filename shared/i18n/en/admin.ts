import { audit } from './admin-audit.ts';
import { contacts } from './admin-contacts.ts';
import { entities } from './admin-entities.ts';
import { mail } from './admin-mail.ts';
import { newsletter } from './admin-newsletter.ts';
import { partners } from './admin-partners.ts';
import { posts } from './admin-posts.ts';
import { replies } from './admin-replies.ts';
import { sales } from './admin-sales.ts';
import { support } from './admin-support.ts';
import { users } from './admin-users.ts';

/**
 * Back-office screens (English only in the spec; Estonian kept in step). Not part of the public
 * `Messages` catalogue, so no admin text reaches public pages' bundle: the admin reads it through
 * useAdminT() in its own lazily loaded code.
 */
export const admin = {
  documentTitle: '{page} | Admin',
  login: {
    title: 'Admin Login',
    heading: 'Admin sign-in',
    lead: 'Sign in to manage content and leads.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign In',
    submitting: 'Signing in…',
    fillAllFields: 'Please fill in all fields',
    invalidEmail: 'Please enter a valid email address',
    invalidCredentials: 'Invalid credentials. Please try again.',
    offline: 'The server cannot be reached. Check your connection and try again.',
    checking: 'Checking your session…',
    forgotPassword: 'Forgot password?',
  },
  shell: {
    brand: 'Back office',
    navigation: 'Back-office navigation',
    skipToContent: 'Skip to content',
    checking: 'Checking your session…',
    signedInAs: 'Signed in as',
    signOut: 'Sign Out',
    signingOut: 'Signing out…',
    signOutFailed: 'Signing out failed. Please try again.',
    sessionError: 'Your session could not be checked. Please try again.',
    retry: 'Try Again',
    noAccessTitle: 'No access',
    noAccess:
      'You are signed in as {email}, a partner account. The back office is for administrators only.',
    toPartnerPortal: 'Go to the partner portal',
    comingNext: 'This screen is coming next. Its data is already being collected.',
    notFound: 'There is no back-office screen at this address.',
    offlineSession:
      'You are offline: this is your last session on this device. It is checked again when you are back online.',
    routeError: {
      offlineTitle: 'This screen is not available offline yet',
      offlineText:
        'It has not been opened on this device while online. Connect to the internet and try again.',
      title: 'Something Went Wrong',
      text: 'An unexpected error occurred while showing this screen.',
      tryAgain: 'Try Again',
      goHome: 'Go Home',
    },
    sync: {
      label: 'Sync status',
      online: 'Online',
      offline: 'Offline',
      lastSynced: 'Last synced {time}',
      notSynced: 'Not synced yet',
      syncing: 'Syncing…',
      pending: {
        one: '{count} change waiting to be sent',
        other: '{count} changes waiting to be sent',
      },
      error: 'Sync failed: {error}',
      syncNow: 'Sync now',
    },
    signOutDialog: {
      title: 'Unsent changes',
      message: {
        one: 'You have {count} change that has not been sent. Sign out anyway and discard it?',
        other:
          'You have {count} changes that have not been sent. Sign out anyway and discard them?',
      },
      confirm: 'Sign out and discard',
      cancel: 'Stay signed in',
    },
  },
  unsaved: {
    title: 'Leave without saving?',
    message: 'Your changes have not been saved. Leave and discard them?',
    leave: 'Leave and discard',
    stay: 'Stay',
  },
  list: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {pages}',
    notLoaded:
      'Not loaded yet: the first sync with the server did not go through. It is tried again automatically.',
  },
  copying: {
    label: 'Copying records to this device',
    progress: 'Copying {copied} of {total} records…',
    progressUnknown: 'Copying {copied} records…',
  },
  nav: {
    dashboard: 'Dashboard',
    blog: 'Blog',
    newsroom: 'Newsroom',
    newsletter: 'Newsletter',
    contacts: 'Contacts',
    partners: 'Partner Applications',
    support: 'Support',
    sales: 'Sales Enquiries',
    audit: 'Audit Log',
    users: 'Users',
    mail: 'Mail',
    entities: 'Entities',
    settings: 'Settings',
  },
  screens: {
    blog: 'Blog Posts',
    blogNew: 'New Blog Post',
    blogEdit: 'Edit Blog Post',
    newsroom: 'Newsroom',
    newsroomNew: 'New Press Release',
    newsroomEdit: 'Edit Press Release',
    newsletter: 'Newsletter Management',
    entities: 'Entity Management',
    contacts: 'Contact Management',
    partners: 'Partner Applications',
    support: 'Support Management',
    sales: 'Sales Enquiries',
    audit: 'Audit Log',
    users: 'Users',
    resetPassword: 'Reset Password',
    notFound: 'Page Not Found',
  },
  dashboard: {
    title: 'Dashboard',
    heading: 'Dashboard',
    loading: 'Loading dashboard…',
    offline: 'You are offline: these figures are from the last sync ({time}).',
    offlineNeverSynced: 'You are offline and nothing has been synced to this device yet.',
    loadError: 'The dashboard could not be read from this device. Please try again.',
    retry: 'Try Again',
    countsHeading: 'Overview',
    counts: {
      newsletters: 'Newsletter subscribers',
      blogPosts: 'Blog posts',
      newsroomPosts: 'Press releases',
      teamMembers: 'Team members',
      investors: 'Investors',
      partners: 'Partners',
      advisors: 'Advisors',
      contacts: 'Contact submissions',
      support: 'Support tickets',
      partnerApplications: 'Partner applications',
      sales: 'Sales enquiries',
      totalEntities: 'Total entities',
    },
    changeUp: '+{count} new in the last 30 days',
    changeNone: 'None new in the last 30 days',
    changePercent: '({percent} on the previous 30 days)',
    changeSame: '(as many as in the previous 30 days)',
    recentHeading: 'Recent activity',
    recentEmpty: 'No recent activity.',
    recentColumns: { type: 'Type', name: 'Name', email: 'Email', time: 'Received' },
    activityTypes: {
      contact: 'Contact',
      sales: 'Sales enquiry',
      partner: 'Partner application',
      support: 'Support ticket',
    },
    quickLinksHeading: 'Quick links',
    quickLinks: {
      newsletter: 'Manage newsletter',
      blog: 'Blog posts',
      blogNew: 'Write a blog post',
      contacts: 'Contact submissions',
      support: 'Support tickets',
      partners: 'Partner applications',
      sales: 'Sales enquiries',
      entities: 'Team, investors and partners',
      newsroom: 'Newsroom',
      newsroomNew: 'Write a press release',
      settings: 'Settings',
    },
  },
  bulk: {
    heading: 'Bulk actions',
    summary: {
      one: '{count} {items} matches the search and filters; these actions apply to it.',
      other: '{count} {items} match the search and filters; these actions apply to all of them.',
    },
    summaryNone: 'No {items} match the search and filters, so there is nothing to act on.',
    setStatus: 'New status',
    applyStatus: 'Apply to All',
    statusTitle: {
      one: 'Change the status of this {items}?',
      other: 'Change the status of all {count} {items}?',
    },
    statusConfirm: 'Change the status of {count} {items} to “{status}”?',
    deleteAll: 'Delete All',
    deleteTitle: { one: 'Delete this {items}?', other: 'Delete all {count} {items}?' },
    deleteConfirm: {
      one: 'Are you sure you want to delete this {items}? This action cannot be undone.',
      other: 'Are you sure you want to delete these {count} {items}? This action cannot be undone.',
    },
    exportCsv: 'Export CSV',
    cancel: 'Cancel',
    changed: 'Status changed for {count} {items}.',
    deleted: '{count} {items} deleted.',
    exported: '{count} {items} exported.',
    failed: 'The bulk action failed. Nothing was changed; please try again.',
  },
  contacts,
  users,
  audit,
  partners,
  newsletter,
  posts,
  sales,
  support,
  entities,
  mail,
  replies,
};

export type AdminMessages = typeof admin;
