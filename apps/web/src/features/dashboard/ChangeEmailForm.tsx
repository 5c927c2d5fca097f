import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { readSession, saveSession } from '../../api/session.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { FormError } from '../auth/AuthLayout.tsx';
import type { Viewer } from '../auth/authApi.ts';
import { AccountSection } from './AccountSection.tsx';
import { dashboardApi } from './dashboardApi.ts';

/** Spec §7 send OTP for user update + update via OTP: the code goes to the new address, proving it is yours. */
export function ChangeEmailForm({ viewer }: { viewer: Viewer }) {
  const [newEmail, setNewEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  async function sendCode(event: { preventDefault(): void }) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await dashboardApi.sendEmailOtp(newEmail);
    setBusy(false);
    if (result.status) setSentTo(newEmail);
    else setError(result.message ?? 'Something went wrong.');
  }

  async function confirm(event: { preventDefault(): void }) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await dashboardApi.confirmEmailOtp(otp);
    setBusy(false);
    if (!result.status || !result.data) return setError(result.message ?? 'Something went wrong.');
    const updated = result.data.viewer;
    queryClient.setQueryData(['viewer'], updated);
    const session = readSession();
    if (session?.account && updated.email)
      saveSession({ ...session, account: { ...session.account, email: updated.email } });
    toast.success('Email changed', { description: `You now sign in with ${updated.email}.` });
    setSentTo(null);
    setNewEmail('');
    setOtp('');
  }

  return (
    <AccountSection title="Email" description={`You sign in with ${viewer.email ?? 'no address'}.`}>
      {sentTo ? (
        <form className="space-y-4" onSubmit={confirm}>
          <p className="text-sm text-slate-700">
            We sent a 6-digit code to <strong className="break-all">{sentTo}</strong>. It works for 10
            minutes.
          </p>
          <TextField
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            required
            value={otp}
            onValueChange={(value) => setOtp(value.replace(/\D/g, ''))}
          />
          <FormError message={error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              Confirm new email
            </Button>
            <Button variant="ghost" onClick={() => setSentTo(null)}>
              Use another address
            </Button>
          </div>
        </form>
      ) : (
        <form className="space-y-4" onSubmit={sendCode}>
          <TextField
            label="New email"
            type="email"
            autoComplete="email"
            required
            value={newEmail}
            onValueChange={setNewEmail}
          />
          <FormError message={error} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send code'}
          </Button>
        </form>
      )}
    </AccountSection>
  );
}
