/** Sign-in, password reset and partner portal screens. */
export const auth = {
  fields: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  partnerLogin: {
    title: 'Partner Login',
    description:
      'Sign in to the partner portal for resources, your application status and support.',
    heading: 'Partner Portal',
    lead: 'Sign in with the email address of your partner account.',
    submit: 'Sign In',
    submitting: 'Signing in…',
    required: 'Please enter your email and password.',
    unexpected: 'An unexpected error occurred. Please try again.',
    /** The server's messages (server/auth/sign-in.ts), shown by its error code. */
    invalidCredentials: 'Invalid credentials. Please try again.',
    tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
    forgotPassword: 'Forgot password?',
    backToPartners: 'Back to Partners',
    notPartner: 'Not a partner yet?',
    apply: 'Apply to become a partner',
    passwordChanged: 'Your password has been changed. Sign in with your new password.',
    /** The sign-in's lapsed code step (no JavaScript): `?error=expired`. */
    expired: 'The sign-in took too long. Enter your email and password again.',
  },
  /**
   * The second step of the sign-in without JavaScript (server/auth/sign-in-code-page.ts): the
   * page the server answers a right password with, for an account with two-step sign-in. The
   * messages are the server's (server/auth/sign-in-code.ts), as the page with JavaScript shows.
   */
  signInCode: {
    title: 'Two-step sign-in',
    heading: 'Enter your code',
    lead: 'Your password was right. Your account also asks for a code.',
    label: 'Authentication code',
    hint: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    submit: 'Sign In',
    startOver: 'Start again with your email and password',
    needed: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    wrong: 'That code is not right. Check your authenticator app and try again.',
    spent:
      'That code was just used. Wait for the next code in your authenticator app, then enter it.',
    locked:
      'Too many wrong codes were entered for this account. Its second step is paused for 15 minutes.',
  },
  forgotPassword: {
    title: 'Reset Your Password',
    description: 'Request a link to set a new password for your partner account.',
    heading: 'Reset your password',
    lead: 'Enter the email address of your account and we will send you a link to set a new password.',
    submit: 'Send Reset Link',
    submitting: 'Sending…',
    required: 'Please enter your email address.',
    invalidEmail: 'Please enter a valid email address',
    confirmation:
      'If an account exists for {email}, we have sent a link to set a new password. The link is valid for one hour.',
    /** The server's message for its 429 (server/auth/password-reset.ts). */
    tooManyRequests: 'Too many reset requests. Please try again later.',
    unexpected: 'An unexpected error occurred. Please try again.',
    backToLogin: 'Back to sign in',
  },
  resetPassword: {
    title: 'Set a New Password',
    description: 'Choose a new password for your account.',
    heading: 'Set a new password',
    lead: 'Use at least 12 characters. Avoid common passwords.',
    submit: 'Save New Password',
    submitting: 'Saving…',
    required: 'Please fill in both password fields.',
    mismatch: 'The passwords do not match.',
    missingToken: 'This link is incomplete. Request a new link to reset your password.',
    /** The server's message for invalid_token (server/auth/password-reset.ts). */
    invalidToken: 'This reset link is invalid or has expired. Please request a new one.',
    requestNew: 'Request a new link',
    success: 'Your password has been changed.',
    signIn: 'Sign in',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
  /** /admin/unlock and /partners/unlock: the link mailed when failed sign-ins lock an account. */
  unlock: {
    title: 'Unlock Sign-in',
    description: 'Sign in from this browser while your account is locked.',
    heading: 'Unlock sign-in on this browser',
    lead: 'Several wrong passwords locked your account for 15 minutes. Press the button to let this browser sign in with your password anyway; the lock still holds for everyone else.',
    submit: 'Unlock This Browser',
    submitting: 'Unlocking…',
    missingToken: 'This link is incomplete. Open the link from the email again.',
    /** The server's message for invalid_token (server/auth/unlock.ts). */
    invalidToken:
      'This unlock link has expired or has already been used. If the account is still locked, another link is mailed the next time it locks.',
    success:
      'This browser can now sign in to the account with its password, even while the account is locked for everyone else.',
    signIn: 'Sign in',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
  /**
   * A new password the server refused, by the reason it sends beside its message
   * (server/auth/password-policy.ts, whose English wording these are).
   */
  passwordPolicy: {
    required: 'Password is required.',
    tooShort: 'Password must be at least 12 characters.',
    tooLong: 'Password must be at most 256 characters.',
    common: 'This password is too common; choose one that is harder to guess.',
  },
  partnerDashboard: {
    title: 'Partner Dashboard',
    description: 'Your partner account, application status and resources.',
    heading: 'Partner Dashboard',
    loading: 'Loading your partner account…',
    signedInAs: 'Signed in as {email}',
    signOut: 'Sign Out',
    signingOut: 'Signing out…',
    loadError: 'Your account could not be loaded. Please try again.',
    retry: 'Try Again',
    companyHeading: 'Company and contact',
    company: 'Company',
    contactName: 'Contact',
    email: 'Email',
    partnerType: 'Partnership type',
    submittedOn: 'Applied on',
    noApplication:
      'Your account is not linked to a partner application yet. Your partner manager can link it for you.',
    statusHeading: 'Application status',
    statuses: {
      pending: 'Pending review',
      under_review: 'Under review',
      approved: 'Approved',
      rejected: 'Not approved',
    },
    statusNotes: {
      pending: 'We have received your application and will reply within 5 business days.',
      under_review: 'Our partnerships team is reviewing your application.',
      approved: 'Welcome aboard. The resources below are available to you.',
      rejected: 'Your application was not approved. Your partner manager can tell you more.',
    },
    partnerTypes: {
      technology: 'Legal Technology Integration Partner',
      implementation: 'Professional Services Partner',
      reseller: 'Strategic Channel Partner',
    },
    resourcesHeading: 'Partner resources',
    resources: [
      {
        title: 'Partner programme overview',
        text: 'Partnership models, benefits and how we work together.',
        href: '/partners',
      },
      {
        title: 'Platform documentation',
        text: 'Set-up guides and integration documentation.',
        href: '/docs',
      },
      {
        title: 'API reference',
        text: 'Endpoints, authentication and examples for integrations.',
        href: '/api',
      },
      {
        title: 'Service status',
        text: 'Current availability and maintenance windows.',
        href: '/status',
      },
    ],
    managerHeading: 'Your partner manager',
    managerText: 'Questions about your partnership, pricing or joint customers:',
    managerEmail: 'Email',
    managerPhone: 'Phone',
  },
};
