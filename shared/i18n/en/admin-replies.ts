/** Replies to a lead (back office): the thread on a lead's detail panel and its composer. */
export const replies = {
  heading: 'Replies',
  loading: 'Loading replies…',
  empty: 'No replies sent from the back office yet.',
  reply: 'Reply',
  composer: 'Reply to {name}',
  to: 'To',
  language: 'Language',
  languages: { en: 'English', et: 'Estonian' } as Record<string, string>,
  template: 'Template',
  noTemplate: 'No template',
  noTemplates: 'No templates in this language yet',
  subject: 'Subject',
  body: 'Message',
  placeholdersHint: 'Choosing a template fills in {name}, {company} and {ticket} from this record.',
  /** Where the customer's answer goes: the Reply-To the server will give the mail. */
  answersTo: {
    shared: 'Answers to this reply go to the team’s shared address, {address}.',
    own: 'No shared address is set for replies (REPLY_TO), so answers to this reply go to your own address, {address}.',
    unknown:
      'Answers to this reply go to the team’s shared address if one is set, otherwise to your own address, {address}.',
  },
  send: 'Send Reply',
  cancel: 'Cancel',
  queued: 'Reply to {to} queued: it is sent from the server’s outbox.',
  queuedOffline: 'Reply to {to} kept on this device: it is sent when you are back online.',
  mailOff:
    'Mail is off: no mail server is configured (SMTP_URL), so a reply waits in the outbox. It is sent as soon as one is configured, and only then does the record count as answered.',
  saveTemplate: 'Save as Template',
  templateName: 'Template name',
  templateNameHint:
    'This record’s name, company and ticket number are saved as {name}, {company} and {ticket}.',
  saveTemplateConfirm: 'Save Template',
  templateSaved: 'Template “{name}” saved.',
  deleteTemplate: 'Delete Template',
  deleteTemplateTitle: 'Delete template?',
  deleteTemplateConfirm: 'Delete the template “{name}”? This cannot be undone.',
  templateDeleted: 'Template “{name}” deleted.',
  from: 'From {who}',
  states: {
    local: 'Waiting to send: on this device until it is online',
    queued: 'Queued',
    notDelivered: 'Not delivered yet: no mail server is configured. It is sent as soon as one is.',
    sent: 'Sent {time}',
    failed: 'Failed',
  },
  /** On the record, until a reply is sent: it does not count as answered before. */
  lead: {
    queued: 'Reply queued: not sent yet',
    notDelivered: 'Reply queued: not sent until a mail server is configured',
    failed: 'Reply failed: {reason}',
    failedNoReason: 'Reply failed',
  },
  notSent: 'Your reply “{subject}” was not sent.',
  dismiss: 'Dismiss',
  failures: {
    send: 'Failed to send the reply. Please try again.',
    saveTemplate: 'Failed to save the template. Please try again.',
    deleteTemplate: 'Failed to delete the template. Please try again.',
  },
};
