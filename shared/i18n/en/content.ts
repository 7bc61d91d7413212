/** Blog, newsroom, people and about pages (content read from the database). */
export const content = {};
