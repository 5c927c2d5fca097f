import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { AdminLayout } from './AdminLayout.tsx';

/** /admin/: the tools of the admin area; templates and styles arrive with their own issues. */
export function AdminPage() {
  return (
    <AdminLayout title="Admin area">
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <Link
            to="/admin/testemails/"
            className="flex gap-3 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 hover:shadow-md"
          >
            <Mail aria-hidden="true" className="size-6 text-brand-600" />
            <span>
              <span className="block font-semibold text-slate-900">Test emails</span>
              <span className="text-sm text-slate-600">
                Send a test email and read mail kept in the outbox.
              </span>
            </span>
          </Link>
        </li>
      </ul>
    </AdminLayout>
  );
}
