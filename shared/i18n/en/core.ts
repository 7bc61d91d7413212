/** Site frame and cross-cutting messages: navigation, footer, 404, error boundary, meta. */
export const core = {
  meta: {
    siteDescription:
      'AI decision support for Estonian law and hybrid AI infrastructure with EU hosting, built for legal teams, law firms and the public sector.',
  },
  common: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    goHome: 'Go Home',
    goBack: 'Go Back',
    tryAgain: 'Try Again',
    loading: 'Loading…',
  },
  notFound: {
    title: 'Page Not Found',
    heading: '404 Page Not Found',
    message: 'The page you are looking for does not exist or has been moved.',
    popular: 'Popular pages',
  },
  errors: {
    boundaryTitle: 'Something Went Wrong',
    boundaryMessage: 'An unexpected error occurred while showing this page.',
  },
  footer: {
    copyright: '© {year} {company}. All rights reserved.',
    madeIn: 'Made in Estonia',
  },
};
