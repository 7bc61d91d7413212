import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createUser } from '../../server/services/users.ts';

/** The admin the sync benchmarks sign in as. */
export const ADMIN = {
  email: 'bench.admin@lumen-legal.example',
  password: 'Bench-sync-2026-Tallinn',
};

/**
 * A migrated database in `dataDir` with `contacts` contact submissions, `others` rows spread over
 * the other lead tables (sales, support, partner applications, newsletter), and the bench admin.
 */
export async function seedLeads(dataDir: string, contacts: number, others: number): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db.sql);
    const sql = db.sql;
    await sql`
      insert into contact_submissions (name, email, company, subject, message, status, priority,
        created_at)
      select 'Contact ' || i, 'contact' || i || '@example.ee', 'Company ' || (i % 500),
        'Subject ' || i, 'Message number ' || i || ' about contracts and compliance.',
        (array['new','in_progress','resolved','closed'])[1 + i % 4],
        (array['urgent','high','medium','low'])[1 + i % 4],
        now() - (i || ' minutes')::interval
      from generate_series(1, ${contacts}) i`;
    const quarter = Math.floor(others / 4);
    await sql`
      insert into sales_enquiries (name, email, company, message)
      select 'Buyer ' || i, 'buyer' || i || '@example.ee', 'Firm ' || i, 'Pricing for ' || i
      from generate_series(1, ${quarter}) i`;
    await sql`
      insert into support_tickets (customer_name, customer_email, subject, description)
      select 'Customer ' || i, 'customer' || i || '@example.ee', 'Ticket ' || i, 'Problem ' || i
      from generate_series(1, ${quarter}) i`;
    await sql`
      insert into partner_applications (name, email, company, partner_type, message)
      select 'Partner ' || i, 'partner' || i || '@example.ee', 'Integrator ' || i,
        (array['technology','implementation','reseller'])[1 + i % 3], 'We would like to partner.'
      from generate_series(1, ${quarter}) i`;
    await sql`
      insert into newsletter_signups (email)
      select 'reader' || i || '@example.ee' from generate_series(1, ${others - 3 * quarter}) i`;
    await createUser(sql, { ...ADMIN, role: 'admin' }, new Date());
  } finally {
    await db.close();
  }
}
