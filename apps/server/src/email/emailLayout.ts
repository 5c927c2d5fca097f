import type { EmailMessage } from './mailer.ts';

/** What every account email says: a greeting, a few lines, one button (or a code), and a footnote. */
export interface EmailContent {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A one-time code shown large instead of (or beside) a button. */
  code?: string;
  footnote: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Renders both parts from one description, so the HTML and the text never say different things. Inline styles
 * and a table layout because mail clients ignore style sheets.
 */
export function renderEmail(content: EmailContent): EmailMessage {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [`Your code: ${content.code}`, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footnote,
  ].join('\n');

  const paragraphs = content.paragraphs
    .map(
      (p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#334155">${escapeHtml(p)}</p>`,
    )
    .join('');
  const code = content.code
    ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;color:#312e81;text-align:center">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 24px;text-align:center"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 28px;border-radius:10px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">If the button does not work, paste this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:16px;overflow:hidden;box-shadow:0 1px 3px rgba(15,23,42,.08)">
<tr><td style="background:#4f46e5;padding:20px 32px;color:#ffffff;font-size:20px;font-weight:800;letter-spacing:.5px">BINGO</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(content.heading)}</h1>
${paragraphs}${code}${action}
<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e2e8f0;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(content.footnote)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}
