import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/fields/SelectField.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';
import { FormError } from '../auth/AuthLayout.tsx';
import type { AddressInfo, Viewer } from '../auth/authApi.ts';
import { AccountSection } from './AccountSection.tsx';
import { dashboardApi } from './dashboardApi.ts';

type Country = NonNullable<AddressInfo['country']>;
const COUNTRIES = [
  { value: 'none', label: 'Choose a country' },
  { value: 'CA', label: 'Canada' },
  { value: 'US', label: 'United States' },
  { value: 'GB', label: 'United Kingdom' },
] as const;

/** Spec §5: an address counts as filled when any field is non-blank; then Canada and the US need a state. */
export function stateMissing(address: AddressInfo): boolean {
  const filled = Object.values(address).some((value) => typeof value === 'string' && value.trim() !== '');
  return filled && (address.country === 'CA' || address.country === 'US') && !address.state?.trim();
}

export function ProfileForm({ viewer }: { viewer: Viewer }) {
  const [firstName, setFirstName] = useState(viewer.firstName);
  const [lastName, setLastName] = useState(viewer.lastName);
  const [address, setAddress] = useState<AddressInfo>(viewer.addressInfo);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const field = (key: keyof AddressInfo) => (value: string) => setAddress((a) => ({ ...a, [key]: value }));
  const needsState = address.country === 'CA' || address.country === 'US';

  async function save(event: { preventDefault(): void }) {
    event.preventDefault();
    if (stateMissing(address)) return setError('State is required for Canada and the United States.');
    setBusy(true);
    setError(null);
    const result = await dashboardApi.updateProfile({ firstName, lastName, addressInfo: address });
    setBusy(false);
    if (!result.status) return setError(result.message ?? 'Something went wrong.');
    queryClient.setQueryData(['viewer'], result.data);
    toast.success('Profile saved');
  }

  return (
    <AccountSection title="Profile" description="Your name and the address used for printed orders.">
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={save}>
        <TextField
          label="First name"
          autoComplete="given-name"
          value={firstName}
          onValueChange={setFirstName}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={lastName}
          onValueChange={setLastName}
        />
        <TextField
          className="sm:col-span-2"
          label="Address"
          autoComplete="address-line1"
          value={address.address1 ?? ''}
          onValueChange={field('address1')}
        />
        <TextField
          className="sm:col-span-2"
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          value={address.address2 ?? ''}
          onValueChange={field('address2')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          value={address.city ?? ''}
          onValueChange={field('city')}
        />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          value={address.postcode ?? ''}
          onValueChange={field('postcode')}
        />
        <SelectField
          label="Country"
          value={address.country || 'none'}
          options={COUNTRIES}
          onValueChange={(value) =>
            setAddress((a) => ({ ...a, country: value === 'none' ? '' : (value as Country) }))
          }
        />
        <TextField
          label={needsState ? 'State or province' : 'State or county (optional)'}
          autoComplete="address-level1"
          required={needsState}
          value={address.state ?? ''}
          onValueChange={field('state')}
        />
        <div className="space-y-3 sm:col-span-2">
          <FormError message={error} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save profile'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
