/**
 * The newsletter's double opt-in: the confirmation mail, the confirm page
 * (/newsletter/confirm?token=…) and the unsubscribe page (/newsletter/unsubscribe?token=…).
 */
export const newsletterLinks = {
  confirm: {
    title: 'Confirm Your Subscription',
    description: 'Confirm your subscription to the Lumen Legal newsletter.',
    heading: 'Confirm your subscription',
    lead: 'Press the button to confirm that you want to receive the Lumen Legal newsletter.',
    submit: 'Confirm Subscription',
    submitting: 'Confirming…',
    done: 'Thank you: your subscription is confirmed. You will receive our newsletter from now on.',
    used: 'This link has already been used: your subscription is confirmed.',
    expired:
      'This link has expired. Please sign up for the newsletter again to receive a new confirmation link.',
    invalid:
      'This link is not valid. Please open the link from our email again, or sign up for the newsletter again.',
    missingToken: 'This link is incomplete. Please open the link from our email again.',
    failed: 'Your subscription could not be confirmed. Please try again.',
    signUpAgain: 'Sign up for the newsletter',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    description: 'Unsubscribe from the Lumen Legal newsletter.',
    heading: 'Unsubscribe from the newsletter',
    lead: 'Press the button to stop receiving the Lumen Legal newsletter at this address.',
    submit: 'Unsubscribe',
    submitting: 'Unsubscribing…',
    done: 'You have been unsubscribed. You will not receive our newsletter any more.',
    invalid: 'This link is not valid. Please open the link from our email again.',
    missingToken: 'This link is incomplete. Please open the link from our email again.',
    failed: 'You could not be unsubscribed. Please try again.',
  },
  mail: {
    subject: 'Please confirm your Lumen Legal newsletter subscription',
    body: [
      'Hello,',
      '',
      'We received a request to subscribe {email} to the Lumen Legal newsletter.',
      '',
      'What happens next: your subscription starts only when you confirm it. Open this link and press "Confirm Subscription":',
      '{confirm}',
      '',
      'The link works once and expires in {days} days. If you did not ask for this, ignore this email: you will not be subscribed and will not hear from us again.',
      '',
      'You can unsubscribe at any time with one click:',
      '{unsubscribe}',
      '',
      'Lumen Legal',
    ].join('\n'),
  },
};
