/**
 * Answers of the account routes. The neutral ones read the same whether or not an address has an account,
 * so no route tells a stranger who is registered.
 */
export const ACCOUNT_MESSAGES = {
  checkYourEmail: 'If that address can be used, we have sent it an email. Check your inbox.',
  wrongCredentials: 'The email or password is not right.',
  linkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  otpInvalid: 'The code is not right or has expired. Please ask for a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  wrongCurrentPassword: 'The current password is not right.',
  noEmailOnAccount: 'This account has no email address.',
  adminOnly: 'You do not have access to this page.',
  profileImageNeedsAccount: 'Sign up or sign in to add a profile photo.',
  stateRequired: 'State is required for Canada and the United States.',
} as const;
