import { useParams } from 'react-router';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { CardLoadError } from '../cards/CardLoadError.tsx';
import { useCard } from '../cards/useCard.ts';
import { CardEditor } from './CardEditor.tsx';
import { EditorSkeleton } from './EditorSkeleton.tsx';
import { ReadOnlyCardView } from './ReadOnlyCardView.tsx';

/** /card/edit/{id}/: the editor for the card's owner, a read-only view with "Make a copy" for others. */
export function EditorPage() {
  const { cardId = '' } = useParams();
  const card = useCard(cardId);
  useDocumentTitle(card.data ? `Editing ${card.data.cardTitle || 'card'}` : 'Card editor');
  if (card.isPending) return <EditorSkeleton />;
  if (card.isError) {
    return (
      <main id="main" tabIndex={-1}>
        <CardLoadError error={card.error} onRetry={() => card.refetch()} />
      </main>
    );
  }
  // The server decides: isEditable is computed for the token the request carried.
  if (!card.data.isEditable) return <ReadOnlyCardView card={card.data} />;
  // Keyed by card id: opening another card starts a fresh editor with its own autosave.
  return <CardEditor key={card.data.cardId} card={card.data} />;
}
