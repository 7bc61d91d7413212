/** Validation messages of the shared form schemas, in the spec's wording (server and client). */
export const validation = {};
