import { Link } from 'react-router';
import { TextField } from '../../ui/fields/TextField.tsx';

/** The email box every sign-in and sign-up form starts with (label, type and autofill hints). */
export function EmailField({ value, onValueChange }: { value: string; onValueChange: (v: string) => void }) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onValueChange={onValueChange}
    />
  );
}

/** A password being chosen (sign-up, reset, change): autofill offers a new one; at least 8 characters. */
export function NewPasswordField({
  label,
  value,
  onValueChange,
}: {
  label: string;
  value: string;
  onValueChange: (v: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      required
      minLength={8}
      hint="At least 8 characters."
      value={value}
      onValueChange={onValueChange}
    />
  );
}

/** The link under an auth card that leads to the other way of signing in or back. */
export function AuthFooterLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link className="font-semibold text-brand-700 hover:underline" to={to}>
      {children}
    </Link>
  );
}
