/**
 * The customer satisfaction page (/support/rate?token=…) and the mail that links to it, sent when
 * a support ticket is resolved. Ratings are 1 to 5 (back-office §9).
 */
export const supportRating = {
  title: 'Rate Our Support',
  description: 'Tell us how satisfied you are with the help you received.',
  heading: 'How did we do?',
  lead: 'Your support ticket {ticket} has been resolved. How satisfied are you with the help you received?',
  leadNoTicket: 'How satisfied are you with the help you received from our support team?',
  legend: 'Your rating, from 1 (very dissatisfied) to 5 (very satisfied)',
  scores: {
    '1': '1 – Very dissatisfied',
    '2': '2 – Dissatisfied',
    '3': '3 – Neutral',
    '4': '4 – Satisfied',
    '5': '5 – Very satisfied',
  } as Record<string, string>,
  submit: 'Send Rating',
  submitting: 'Sending…',
  required: 'Please choose a rating from 1 to 5.',
  checking: 'Checking your link…',
  thanks: 'Thank you for your rating. It helps us improve our support.',
  missingToken: 'This link is incomplete. Please open the link from our email again.',
  used: 'This link has already been used: the ticket has been rated. Thank you!',
  expired:
    'This link has expired. If you would like to tell us about your experience, please contact support.',
  invalid: 'This link is not valid. Please open the link from our email again.',
  failed: 'Your rating could not be sent. Please try again.',
  contactSupport: 'Contact support',
  mail: {
    subject: 'How did we do? Rate your support ticket {ticket}',
    body: [
      'Hello {name},',
      '',
      'Your support ticket {ticket} ("{subject}") has been resolved.',
      '',
      'How satisfied are you with the help you received? Rate it from 1 to 5 here:',
      '{link}',
      '',
      'The link works once and expires in {days} days.',
      '',
      'Lumen Legal support',
    ].join('\n'),
  },
};
