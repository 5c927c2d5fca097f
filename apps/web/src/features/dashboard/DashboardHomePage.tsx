import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSession } from '../auth/useSession.ts';
import { CardTile } from './CardTile.tsx';
import { DashboardLayout, EmptyState } from './DashboardLayout.tsx';
import { dashboardApi, RECENT_CARDS } from './dashboardApi.ts';
import { PLACEHOLDER_KEYS } from './placeholderKeys.ts';

/** /dashboard/: a greeting and the four most recently modified cards. */
export function DashboardHomePage() {
  const session = useSession();
  const recent = useQuery({
    queryKey: ['cards', 'recent', session?.userId],
    queryFn: async () => {
      const result = await dashboardApi.recentCards();
      if (!result.status) throw new Error(result.message);
      return result.data ?? [];
    },
  });
  return (
    <DashboardLayout
      title="Dashboard"
      actions={
        <Link to="/generator/" className={buttonClass('primary', 'md')}>
          <Plus aria-hidden="true" /> New card
        </Link>
      }
    >
      <p className="mb-6 text-sm text-slate-600">
        Signed in as <strong>{session?.account?.email}</strong>.
      </p>
      <section aria-labelledby="recent-heading">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="recent-heading" className="font-semibold text-slate-900">
            Recently modified
          </h2>
          <Link to="/dashboard/my-cards/" className="text-sm font-semibold text-brand-700 hover:underline">
            All my cards
          </Link>
        </div>
        {recent.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {PLACEHOLDER_KEYS.slice(0, RECENT_CARDS).map((key) => (
              <Skeleton key={key} className="h-56 rounded-2xl" />
            ))}
          </div>
        ) : recent.data && recent.data.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {recent.data.map((card) => (
              <CardTile key={card.cardId} card={card} />
            ))}
          </ul>
        ) : (
          <EmptyState icon={<Plus />} title="No cards yet">
            Make your first bingo card; it will show up here.
          </EmptyState>
        )}
      </section>
    </DashboardLayout>
  );
}
