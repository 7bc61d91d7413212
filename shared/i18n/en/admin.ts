/** Back-office screens (English only in the spec; Estonian kept in step). */
export const admin = {};
