import { authedRequest } from '../../api/authedRequest.ts';

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export const adminApi = {
  outbox: () =>
    authedRequest<{ transport: 'smtp' | 'outbox'; emails: OutboxEmail[] }>('/api/admin/test-emails'),
  sendTestEmail: (to: string) =>
    authedRequest<{ transport: string }>('/api/admin/test-emails', { json: { to } }),
};
