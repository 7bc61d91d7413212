/** Demo support tickets; see seed-content-leads.ts for how the times are read. */
import type { Priority, SupportCategory, SupportStatus } from '../../shared/constants.ts';
import { type LeadSeed, STAFF } from './seed-content-leads.ts';

export interface SupportTicketSeed extends LeadSeed {
  customer_name: string;
  customer_email: string;
  company?: string;
  subject: string;
  description: string;
  status: SupportStatus;
  priority: Priority;
  category: SupportCategory;
  resolution?: string;
  customer_satisfaction?: number;
  assigned_to?: string;
  first_response_days_ago?: number;
  resolved_days_ago?: number;
}

export const SUPPORT_TICKETS: SupportTicketSeed[] = [
  {
    customer_name: 'Andres Kuusk',
    customer_email: 'andres.kuusk@firm.example',
    company: 'Tamm & Kuusk Law Office',
    subject: 'Cannot invite new users to the workspace',
    description:
      'The invite button is greyed out for our office manager, although she has the administrator role.',
    status: 'resolved',
    priority: 'high',
    category: 'technical',
    resolution:
      'The role change had not been saved because of a session timeout. Role re-applied and invites confirmed working.',
    customer_satisfaction: 5,
    assigned_to: STAFF.support,
    first_response_days_ago: 34.8,
    resolved_days_ago: 34.1,
    days_ago: 35.0,
  },
  {
    customer_name: 'Maria Tamm',
    customer_email: 'maria.tamm@firm.example',
    company: 'Tamm & Kuusk Law Office',
    subject: 'Invoice shows the wrong number of seats',
    description:
      'Our October invoice lists 18 seats, but we have 15 users on the Professional plan.',
    status: 'closed',
    priority: 'medium',
    category: 'billing',
    resolution:
      'Three deactivated test accounts were still counted. Seats corrected and a credit note issued.',
    customer_satisfaction: 4,
    assigned_to: STAFF.sales,
    first_response_days_ago: 27.9,
    resolved_days_ago: 26.0,
    days_ago: 28.2,
  },
  {
    customer_name: 'Laura Virtanen',
    customer_email: 'laura.virtanen@vesitech.example',
    company: 'Vesitech Manufacturing',
    subject: 'Pilot: router rejects requests from the engineering subnet',
    description:
      'Requests from 10.20.0.0/16 are rejected with a policy error, while the same user can reach the service from the office network.',
    status: 'waiting_customer',
    priority: 'urgent',
    category: 'technical',
    assigned_to: STAFF.infra,
    first_response_days_ago: 15.9,
    days_ago: 16.0,
  },
  {
    customer_name: 'Kristiina Männik',
    customer_email: 'kristiina.mannik@linnavalitsus.example',
    company: 'City Legal Department',
    subject: 'Citation link opens the wrong version of an act',
    description:
      'A link in an answer about the Planning Act opened the current version, but the answer referred to the version valid in 2021.',
    status: 'in_progress',
    priority: 'high',
    category: 'bug_report',
    assigned_to: STAFF.support,
    first_response_days_ago: 10.7,
    language: 'et',
    days_ago: 11.0,
  },
  {
    customer_name: 'Signe Hansen',
    customer_email: 'signe.hansen@counsel.example',
    company: 'Hansen Counsel',
    subject: 'Export research history to our DMS',
    description:
      'It would help if research sessions could be saved directly to a matter in our document-management system.',
    status: 'open',
    priority: 'low',
    category: 'feature_request',
    days_ago: 4.4,
  },
  {
    customer_name: 'Jaan Põld',
    customer_email: 'jaan.pold@legal.example',
    subject: 'How do I change the answer language?',
    description:
      'Answers come back in Estonian; I would prefer English summaries with the original quotations.',
    status: 'resolved',
    priority: 'low',
    category: 'general',
    resolution:
      'Explained the answer-language setting under Profile > Preferences; quotations stay in the source language.',
    customer_satisfaction: 3,
    assigned_to: STAFF.support,
    first_response_days_ago: 1.5,
    resolved_days_ago: 1.2,
    days_ago: 1.8,
  },
];
