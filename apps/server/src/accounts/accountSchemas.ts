import { z } from 'zod';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid email address'));
export const PasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters')
  .max(200, 'Use at most 200 characters');
/** Where to go after signing in: a path on this site only, never another origin (open redirects). */
export const CallbackUrlSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'Must be a path on this site')
  .optional();
/** The visitor's anonymous access token, so that their cards move to the account. */
const AnonymousTokenSchema = z.string().min(1).max(2000).optional();
const SecretSchema = z.string().min(20).max(200);
const NameSchema = z.string().trim().max(80);

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: NameSchema.optional(),
  lastName: NameSchema.optional(),
  callbackUrl: CallbackUrlSchema,
});
export const EmailOnlyBodySchema = z.object({ email: EmailSchema, callbackUrl: CallbackUrlSchema });
export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(200),
  anonymousToken: AnonymousTokenSchema,
});
export const TokenBodySchema = z.object({ token: SecretSchema, anonymousToken: AnonymousTokenSchema });
export const ResetBodySchema = z.object({ token: SecretSchema, password: PasswordSchema });
export const LogoutBodySchema = z.object({ refreshToken: z.string().min(1).max(200) });

export const COUNTRIES_NEEDING_STATE = ['CA', 'US'];
export const AddressSchema = z
  .object({
    address1: z.string().trim().max(200).optional(),
    address2: z.string().trim().max(200).optional(),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(100).optional(),
    postcode: z.string().trim().max(20).optional(),
    country: z.enum(['', 'CA', 'US', 'GB']).optional(),
  })
  .strict();

export const ProfileBodySchema = z
  .object({
    firstName: NameSchema.optional(),
    lastName: NameSchema.optional(),
    addressInfo: AddressSchema.optional(),
    tourComplete: z.boolean().optional(),
  })
  .strict();

export const SendOtpBodySchema = z.discriminatedUnion('updateAction', [
  z.object({ updateAction: z.literal('email'), newEmail: EmailSchema }),
  z.object({ updateAction: z.literal('password') }),
]);
export const UpdateViaOtpBodySchema = z.object({
  otp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
  newPassword: PasswordSchema.optional(),
});
export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: PasswordSchema,
});
export const TestEmailBodySchema = z.object({ to: EmailSchema });
