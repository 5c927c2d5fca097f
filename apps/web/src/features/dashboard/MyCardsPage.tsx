import type { Card } from '@bingo/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search, SquareLibrary } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../ui/Button.tsx';
import { inputClass } from '../../ui/fields/TextField.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CardTile } from './CardTile.tsx';
import { DashboardLayout, EmptyState } from './DashboardLayout.tsx';
import { CARDS_PER_PAGE, dashboardApi } from './dashboardApi.ts';
import { PLACEHOLDER_KEYS } from './placeholderKeys.ts';

/** /dashboard/my-cards/: 9 a page, search by title, duplicate, delete after a confirmation. */
export function MyCardsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const title = params.get('s') ?? '';
  const [search, setSearch] = useState(title);
  const [toDelete, setToDelete] = useState<Card | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['cards', 'list', page, title],
    queryFn: async () => {
      const result = await dashboardApi.listCards(page, title);
      if (!result.status) throw new Error(result.message);
      return result.data ?? { cards: [], count: 0 };
    },
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / CARDS_PER_PAGE));
  const go = (next: { page?: number; s?: string }) => {
    const query = new URLSearchParams();
    const s = next.s ?? title;
    if (s) query.set('s', s);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['cards'] });

  async function duplicate(card: Card) {
    const result = await dashboardApi.duplicateCard(card.cardId);
    if (result.status) toast.success('Card duplicated');
    else toast.error('Oops! Something went wrong.', { description: result.message });
    await refresh();
  }
  async function confirmDelete() {
    if (!toDelete) return;
    const result = await dashboardApi.deleteCard(toDelete.cardId);
    setToDelete(null);
    if (result.status) toast.success('Card deleted');
    else toast.error('Oops! Something went wrong.', { description: result.message });
    await refresh();
  }

  return (
    <DashboardLayout title="My cards">
      <form
        className="relative mb-6 max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          go({ s: search.trim(), page: 1 });
        }}
      >
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400"
        />
        <input
          type="search"
          aria-label="Search cards by title"
          placeholder="Search by title"
          className={`${inputClass} pl-9`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      {list.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PLACEHOLDER_KEYS.slice(0, 6).map((key) => (
            <Skeleton key={key} className="h-60 rounded-2xl" />
          ))}
        </div>
      ) : list.data && list.data.cards.length > 0 ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.cards.map((card) => (
              <CardTile
                key={card.cardId}
                card={card}
                onDuplicate={() => duplicate(card)}
                onDelete={() => setToDelete(card)}
              />
            ))}
          </ul>
          <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3 text-sm">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
              Previous
            </Button>
            <span className="text-slate-600">
              Page {page} of {pages}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pages}
              onClick={() => go({ page: page + 1 })}
            >
              Next
            </Button>
          </nav>
        </>
      ) : (
        <EmptyState icon={<SquareLibrary />} title={title ? 'No cards match' : 'No cards yet'}>
          {title ? `Nothing has "${title}" in its title.` : 'Cards you make will be listed here.'}
        </EmptyState>
      )}
      <Modal
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this card?"
        description={`"${toDelete?.cardTitle ?? ''}" and its images will be gone for good.`}
        className="sm:max-w-md"
      >
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setToDelete(null)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirmDelete}>
            Delete card
          </Button>
        </div>
      </Modal>
    </DashboardLayout>
  );
}
