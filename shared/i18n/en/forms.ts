/** Form labels, options, states and alerts of the public lead forms and the newsletter popup. */
export const forms = {};
