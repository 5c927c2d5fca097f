import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { adminApi } from './adminApi.ts';

/** /admin/testemails/: without SMTP_URL every email lands here, so a self-hosted install can still sign in. */
export function TestEmailsPage() {
  const [to, setTo] = useState('');
  const queryClient = useQueryClient();
  const outbox = useQuery({
    queryKey: ['admin', 'outbox'],
    queryFn: async () => {
      const result = await adminApi.outbox();
      if (!result.status || !result.data) throw new Error(result.message);
      return result.data;
    },
  });

  async function send(event: { preventDefault(): void }) {
    event.preventDefault();
    const result = await adminApi.sendTestEmail(to);
    if (result.status) toast.success('Test email sent', { description: `To ${to}` });
    else toast.error('Oops! Something went wrong.', { description: result.message });
    await queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] });
  }

  return (
    <AdminLayout title="Test emails">
      <form
        onSubmit={send}
        className="mb-8 flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:flex-row sm:items-end"
      >
        <TextField
          className="flex-1"
          label="Send a test email to"
          type="email"
          required
          value={to}
          onValueChange={setTo}
        />
        <Button type="submit">Send test email</Button>
      </form>
      <h2 className="mb-1 font-semibold text-slate-900">Outbox</h2>
      <p className="mb-4 text-sm text-slate-600">
        {outbox.data?.transport === 'smtp'
          ? 'Mail is sent through SMTP; the outbox only keeps mail from before SMTP_URL was set.'
          : 'No SMTP server is configured (SMTP_URL), so mail is kept here instead of being sent.'}
      </p>
      {outbox.data?.emails.length === 0 ? (
        <p className="text-sm text-slate-500">The outbox is empty.</p>
      ) : null}
      <ul className="space-y-3">
        {outbox.data?.emails.map((email) => (
          <li key={email.id} className="rounded-2xl bg-white ring-1 ring-slate-200">
            <details>
              <summary className="cursor-pointer list-none p-4">
                <span className="block font-medium text-slate-900">{email.subject}</span>
                <span className="text-xs text-slate-500">
                  To {email.to} · {new Date(email.createdAt).toLocaleString()}
                </span>
              </summary>
              <pre className="overflow-x-auto border-t border-slate-100 p-4 text-xs whitespace-pre-wrap text-slate-700">
                {email.text}
              </pre>
            </details>
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
