import { audit } from './admin-audit.ts';
import { contacts } from './admin-contacts.ts';
import { entities } from './admin-entities.ts';
import { leadSources } from './admin-lead-sources.ts';
import { mail } from './admin-mail.ts';
import { media } from './admin-media.ts';
import { newsletter } from './admin-newsletter.ts';
import { newsletterIssues } from './admin-newsletter-issues.ts';
import { partners } from './admin-partners.ts';
import { peopleData } from './admin-people-data.ts';
import { posts } from './admin-posts.ts';
import { replies } from './admin-replies.ts';
import { reports } from './admin-reports.ts';
import { sales } from './admin-sales.ts';
import { security } from './admin-security.ts';
import { sessions } from './admin-sessions.ts';
import { support } from './admin-support.ts';
import { trash, undo } from './admin-trash.ts';
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
    sessionEnded:
      'You were signed out because this session was ended, and this device’s copy of the data was deleted. Sign in again to continue.',
    invalidEmail: 'Please enter a valid email address',
    invalidCredentials: 'Invalid credentials. Please try again.',
    offline: 'The server cannot be reached. Check your connection and try again.',
    checking: 'Checking your session…',
    forgotPassword: 'Forgot password?',
    code: 'Authentication code',
    codeLead: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    codeRequired: 'Enter the code.',
    or: 'or',
    passkey: 'Use a Passkey',
    passkeyFailed: 'The passkey sign-in did not complete. Please try again.',
  },
  imageUpload: {
    choose: 'Upload a Picture',
    drop: 'or drop one here. JPEG, PNG, WebP, AVIF or SVG, up to 15 MB.',
    uploading: 'Uploading…',
    uploaded: '{name} is uploaded: its address is in the field. Save to use it.',
    kept: '{name} is kept on this device and will be uploaded when you are back online. Save to use it.',
    failed: 'The picture could not be uploaded. Please try again.',
    preview: 'The picture in the field',
    insert: 'Insert a Picture',
    inserted:
      '{name} is in the text where the cursor was. Describe it between the square brackets.',
    describe: 'Describe the picture',
    pick: 'Choose an Uploaded Picture',
    pickTitle: 'Choose a picture',
    pickEmpty: 'No pictures are uploaded yet. Upload one first.',
    pickItem: '{name}, {width} × {height}',
    pickClose: 'Cancel',
    picked: '{name} is chosen: its address is in the field. Save to use it.',
    pickInsert: 'Insert an Uploaded Picture',
  },
  shell: {
    brand: 'Back office',
    menu: 'Menu',
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
      'You are signed in as {email}. Your role ({role}) has no access to this screen of the back office.',
    toPartnerPortal: 'Go to the partner portal',
    notForRoleTitle: 'Not part of your role',
    notForRole:
      'This part of the back office is not available to your role ({role}). Ask an administrator if you need it.',
    toDashboard: 'Go to the dashboard',
    roles: { admin: 'Admin', editor: 'Editor', sales: 'Sales and support', partner: 'Partner' },
    readOnly: 'Read-only for your role ({role}): you can look, not change.',
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
    palette: {
      title: 'Command palette',
      label: 'Command, screen or record',
      placeholder: 'Type a command, a screen, a name, an address, a ticket number or a title',
      results: 'Results',
      screen: 'Screen',
      command: 'Command',
      commands: {
        reply: 'Reply to {name}',
        status: 'Set status of {name}',
        priority: 'Set priority of {name}',
        assign: 'Assign {name}',
        newPost: 'New blog post',
        newPressRelease: 'New press release',
        themeDark: 'Switch to dark theme',
        themeLight: 'Switch to light theme',
        signOut: 'Sign out',
      },
      /** The second step: the choices of a lead command, for the combobox's name. */
      steps: {
        status: 'Status of {name}',
        priority: 'Priority of {name}',
        assign: 'Assignee of {name}',
      },
      stepPlaceholder: 'Type to narrow the choices; Backspace goes back',
      choice: 'Choice',
      current: 'Current',
      noChoice: 'No choice matches “{query}”.',
      searching: 'Searching the records on this device…',
      none: 'Nothing on this device matches “{query}”.',
      more: 'Type at least two characters to search records.',
      kinds: {
        contact: 'Contact',
        sales: 'Sales enquiry',
        partnerApplication: 'Partner application',
        support: 'Support ticket',
        newsletter: 'Newsletter signup',
        blog: 'Blog post',
        newsroom: 'Press release',
        team: 'Team member',
        advisory: 'Advisor',
        investor: 'Investor',
        partner: 'Partner',
        person: 'Person',
      },
    },
    shortcuts: {
      title: 'Keyboard shortcuts',
      close: 'Close',
      search: 'Go to the search box',
      next: 'Next row',
      previous: 'Previous row',
      open: 'Open or edit the row',
      palette: 'Run a command, or go to any screen or record',
      help: 'Show these shortcuts',
      leadTitle: 'On an open lead',
      status: 'Set the status',
      priority: 'Set the priority',
      assign: 'Assign to a colleague',
      reply: 'Reply',
    },
    sync: {
      label: 'Sync status',
      online: 'Online',
      offline: 'Offline',
      /** The device is online, the server does not answer (a dropped connection, a server down). */
      unreachable: 'Can’t reach the server',
      /** Above a screen whose changes are queued, while the server does not answer. */
      unreachableChanges:
        'Can’t reach the server. Changes you make are kept on this device and sent when it answers.',
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
  newerChange: {
    text: 'Your change was not applied: {by} set the {field} of {name} to {theirs} at {at}, which you had not seen when you set it to {mine} at {madeAt}.',
    server: 'the server',
    applyMine: 'Apply mine anyway',
    keepTheirs: 'Keep theirs',
    applyFailed: 'Your change could not be applied: {reason}',
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
    filters: 'Filters',
    /** The filters' button on a phone while some are set: how many. */
    filtersSet: 'Filters ({count})',
    /** The filter form's submit button (the list follows as one types). */
    submitSearch: 'Search',
    notLoaded:
      'Not loaded yet: the first sync with the server did not go through. It is tried again automatically.',
  },
  copying: {
    label: 'Copying records to this device',
    /** Its form by {total}. */
    progress: {
      one: 'Copying {copied} of {total} record…',
      other: 'Copying {copied} of {total} records…',
    },
    /** Its form by {copied}. */
    progressUnknown: { one: 'Copying {copied} record…', other: 'Copying {copied} records…' },
  },
  nav: {
    dashboard: 'Dashboard',
    blog: 'Blog',
    newsroom: 'Newsroom',
    newsletter: 'Newsletter',
    newsletterIssues: 'Newsletter Issues',
    contacts: 'Contacts',
    partners: 'Partner Applications',
    support: 'Support',
    sales: 'Sales Enquiries',
    audit: 'Audit Log',
    users: 'Users',
    sessions: 'Sessions',
    security: 'Security',
    media: 'Media',
    mail: 'Mail',
    trash: 'Trash',
    peopleData: 'People’s Data',
    reports: 'Reports',
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
    unreachable: 'Can’t reach the server: these figures are from the last sync ({time}).',
    unreachableNeverSynced:
      'Can’t reach the server, and nothing has been synced to this device yet.',
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
      one: '{count} {items} matches the search and filters. Choose it with its checkbox to act on it.',
      other:
        '{count} {items} match the search and filters. Choose rows with their checkboxes to act on them.',
    },
    summaryNone: 'No {items} match the search and filters, so there is nothing to act on.',
    chosen: { one: '{count} {items} selected.', other: '{count} {items} selected.' },
    chosenAll: {
      one: 'The {count} {items} that matches the search and filters is selected.',
      other: 'All {count} {items} that match the search and filters are selected.',
    },
    selectAll: 'Select all {count} {items} that match',
    clearSelection: 'Clear selection',
    selectPage: 'Select all on this page',
    selectRow: 'Select {name}',
    typeCount: 'Type {count} to confirm',
    setStatus: 'New status',
    applyStatus: 'Apply to Selected',
    statusTitle: {
      one: 'Change the status of this {items}?',
      other: 'Change the status of these {count} {items}?',
    },
    statusConfirm: 'Change the status of {count} {items} to “{status}”?',
    deleteAll: 'Delete Selected',
    deleteTitle: { one: 'Delete this {items}?', other: 'Delete these {count} {items}?' },
    deleteConfirm: {
      one: 'Are you sure you want to delete this {items}? It goes to the Trash, where it can be restored for {days} days.',
      other:
        'Are you sure you want to delete these {count} {items}? They go to the Trash, where they can be restored for {days} days.',
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
  trash,
  undo,
  sessions,
  security,
  media,
  replies,
  peopleData,
  newsletterIssues,
  // Lead sources and reports (issue 49).
  leadSources,
  reports,
};

export type AdminMessages = typeof admin;
