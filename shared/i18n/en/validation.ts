/**
 * Validation messages of the shared form schemas, in the spec's wording (server and client).
 * Public-site §5 gives the contact, partner and newsletter wording; the rest follows its style.
 */
export const validation = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  companyRequired: 'Company name is required',
  partnerTypeRequired: 'Please select a partnership type',
  newsletterEmailRequired: 'Please enter your email',
  newsletterPopupEmailRequired: 'Please enter your email address',
  subjectRequired: 'Subject is required',
  descriptionRequired: 'Please describe the problem',
  optionInvalid: 'Please choose one of the options',
  textInvalid: 'Please enter text',
  tooLong: 'Please use at most {max} characters',
  /** Summary of a 400 answer; the per-field messages carry the detail. */
  invalidForm: 'Please correct the highlighted fields.',
  /** 429 on a public form; {minutes} is rounded up. */
  rateLimited:
    'You have sent a lot of forms in a short time. Please try again in {minutes} minutes.',
  /** The same, on a page reached without JavaScript (no exact wait known there). */
  rateLimitedLater: 'You have sent a lot of forms in a short time. Please try again later.',
  idempotencyKeyRequired: 'Send an Idempotency-Key header with a UUID for each submission.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different submission.',
  unsupportedMediaType: 'Send the form as JSON or as a form post.',
  malformedBody: 'The form data could not be read.',
};

export type ValidationMessages = typeof validation;
