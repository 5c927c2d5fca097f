import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { clearSession } from '../../api/session.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { FormError } from '../auth/AuthLayout.tsx';
import { NewPasswordField } from '../auth/authFields.tsx';
import { AccountSection } from './AccountSection.tsx';
import { dashboardApi } from './dashboardApi.ts';

/** Spec §7 update password with the current password; other devices are signed out. */
export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function save(event: { preventDefault(): void }) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await dashboardApi.changePassword(currentPassword, newPassword);
    setBusy(false);
    if (!result.status) return setError(result.message ?? 'Something went wrong.');
    setCurrentPassword('');
    setNewPassword('');
    toast.success('Password changed', { description: 'Your other devices have been signed out.' });
  }

  async function signOutEverywhere() {
    await dashboardApi.signOutEverywhere();
    clearSession();
    navigate('/login/', { replace: true });
  }

  return (
    <AccountSection
      title="Password and sessions"
      description="Changing your password signs out your other devices."
    >
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={save}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onValueChange={setCurrentPassword}
          hint="No password yet? Use “Forgot your password?” on the sign-in page."
        />
        <NewPasswordField label="New password" value={newPassword} onValueChange={setNewPassword} />
        <div className="space-y-3 sm:col-span-2">
          <FormError message={error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'Change password'}
            </Button>
            <Button variant="danger" onClick={signOutEverywhere}>
              Sign out everywhere
            </Button>
          </div>
        </div>
      </form>
    </AccountSection>
  );
}
