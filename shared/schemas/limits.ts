/**
 * Field limits without the schema library, so modules that only need a number (the no-JS form
 * answer read on every public page) do not pull zod into the first-load bundle.
 */
/** Maximum lengths; each equals the check constraint of its column in migrations/0001_init.sql. */
export const MAX = {
  name: 200,
  email: 320,
  company: 200,
  subject: 200,
  ticketSubject: 300,
  title: 200,
  phone: 50,
  message: 10_000,
} as const;
