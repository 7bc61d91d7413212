import type { PartnerType } from '../../../../shared/constants.ts';
import { withSession } from '../../features/auth/session.ts';
import { apiFetch } from '../../lib/api.ts';

export type ApplicationStatus = 'pending' | 'under_review' | 'approved' | 'rejected';

/** GET /api/partner/me (documented in server/routes/partner.ts). */
export interface PartnerAccount {
  user: { id: string; email: string; role: 'partner' };
  application: {
    id: string;
    name: string;
    email: string;
    company: string;
    partnerType: PartnerType;
    status: ApplicationStatus;
    createdAt: string;
    reviewedAt: string | null;
  } | null;
}

export function fetchPartnerAccount(signal: AbortSignal): Promise<PartnerAccount> {
  return withSession(() => apiFetch<PartnerAccount>('/api/partner/me', { signal }));
}
