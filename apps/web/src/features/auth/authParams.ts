import { useSearchParams } from 'react-router';

/** Only a path on this site: a callbackUrl of another origin would make the login page an open redirect. */
export function safeCallbackUrl(raw: string | null, fallback = '/dashboard/'): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  return raw;
}

/** The callbackUrl and email query parameters every login route accepts (spec §2). */
export function useAuthParams() {
  const [params] = useSearchParams();
  const callbackUrl = safeCallbackUrl(params.get('callbackUrl'));
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  /** Carries callbackUrl (and an email) from one login route to the next. */
  function link(path: string, withEmail?: string): string {
    const next = new URLSearchParams();
    if (params.get('callbackUrl')) next.set('callbackUrl', callbackUrl);
    if (withEmail ?? email) next.set('email', withEmail ?? email);
    const query = next.toString();
    return query ? `${path}?${query}` : path;
  }
  return { callbackUrl, email, token, link, params };
}
