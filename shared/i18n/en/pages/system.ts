/** HTTP error pages (§8), the /docs, /api and /status embeds, and labels of shared UI pieces. */
export const httpErrors = {
  supportLink: 'Contact support',
  statusLink: 'Check system status',
  codes: {
    '400': {
      title: 'Bad Request',
      message: 'The request could not be understood by the server due to malformed syntax.',
    },
    '401': {
      title: 'Unauthorised',
      message: 'Authentication is required to access this page. Please log in and try again.',
    },
    '403': {
      title: 'Forbidden',
      message:
        'You do not have permission to access this page. If you think this is a mistake, please contact support.',
    },
    '500': {
      title: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again in a moment.',
    },
    '502': {
      title: 'Bad Gateway',
      message:
        'The server received an invalid response from an upstream server. Please try again shortly.',
    },
    '503': {
      title: 'Service Unavailable',
      message:
        'The service is temporarily unavailable due to maintenance or overload. Please check the status page.',
    },
    '504': {
      title: 'Gateway Timeout',
      message:
        'The server did not receive a timely response from an upstream server. Please try again shortly.',
    },
  },
};

export const embeds = {
  openInNewTab: 'Open in a new tab',
  loading: 'Loading…',
  docs: {
    title: 'Documentation',
    description: 'Guides, tutorials and the API reference for the {brand} platform.',
    heading: 'Documentation',
    frameTitle: 'Product documentation',
    unavailable: 'The documentation is not available here right now.',
    fallback: 'Our support team can send you the guide you need.',
    fallbackLink: 'Contact support',
  },
  api: {
    title: 'API Reference',
    description: 'Reference documentation for the {brand} REST API.',
    heading: 'API reference',
    frameTitle: 'API reference documentation',
    unavailable: 'The API reference is not available here right now.',
    fallback: 'Ask our team for API access and the reference documentation.',
    fallbackLink: 'Contact support',
  },
  status: {
    title: 'System Status',
    description: 'Current status and incident history of {brand} services.',
    heading: 'System status',
    frameTitle: 'Service status page',
    unavailable: 'The status page is not available here right now.',
    fallback: 'If you are experiencing a problem, let our support team know.',
    fallbackLink: 'Contact support',
  },
};
