import { useEditor } from '../EditorContext.tsx';
import { ImageItemsEditor } from '../images/ImageItemsEditor.tsx';
import { CardBasics } from './CardBasics.tsx';
import { ItemCounter } from './ItemCounter.tsx';
import { OnboardingHint } from './OnboardingHint.tsx';
import { TextItemsEditor } from './TextItemsEditor.tsx';
import { TraditionalInfo } from './TraditionalInfo.tsx';

export function ContentPanel() {
  const { card } = useEditor();
  const showText = card.cardType === 'text' || card.cardType === 'combo';
  const showImages = card.cardType === 'image' || card.cardType === 'combo';
  return (
    <div className="space-y-0 sm:space-y-4 sm:pt-4 lg:pt-0">
      <OnboardingHint />
      <CardBasics />
      {card.cardType === 'traditional' ? <TraditionalInfo /> : <ItemCounter />}
      {showText ? <TextItemsEditor /> : null}
      {showImages ? <ImageItemsEditor /> : null}
    </div>
  );
}
