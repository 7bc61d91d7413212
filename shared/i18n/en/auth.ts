/** Sign-in, password reset and partner portal screens. */
export const auth = {};
