import type { CardStyle } from '@bingo/core';
import { applyStylePreset, STYLE_PRESETS } from '@bingo/core';
import { Check } from 'lucide-react';
import { useMemo } from 'react';
import { cn } from '../../../ui/cn.ts';
import { useEditor } from '../EditorContext.tsx';
import { PanelSection } from '../PanelSection.tsx';
import { presetThumbnailSvg } from './presetThumbnails.ts';

function sameStyle(a: CardStyle, b: CardStyle): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Ready-made looks: one tap changes colours and fonts; uploaded pictures stay. */
export function StylePresets() {
  const { card, update } = useEditor();
  const activeId = useMemo(
    () => STYLE_PRESETS.find((p) => sameStyle(applyStylePreset(card.cardStyle, p.id), card.cardStyle))?.id,
    [card.cardStyle],
  );

  function apply(presetId: string, name: string) {
    update((c) => ({
      ...c,
      cardStyle: applyStylePreset(c.cardStyle, presetId),
      styleCloneId: presetId,
      styleCloneName: name,
    }));
  }

  return (
    <PanelSection
      title="Looks"
      description="Pick a ready-made style, then fine-tune it below. Your pictures stay."
    >
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Ready-made looks">
        {STYLE_PRESETS.map((preset) => {
          const active = preset.id === activeId;
          return (
            <li key={preset.id}>
              <button
                type="button"
                onClick={() => apply(preset.id, preset.name)}
                aria-pressed={active}
                aria-label={`${preset.name} style`}
                data-testid={`style-preset-${preset.id}`}
                className={cn(
                  'group relative w-full rounded-xl p-1 text-center ring-1 transition',
                  active ? 'bg-brand-50 ring-2 ring-brand-600' : 'ring-slate-200 hover:ring-brand-300',
                )}
              >
                <span
                  aria-hidden="true"
                  className="card-svg block aspect-[612/792] w-full overflow-hidden rounded-lg"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: built-in sample text, escaped by the renderer.
                  dangerouslySetInnerHTML={{ __html: presetThumbnailSvg(preset.id) }}
                />
                <span className="mt-1 block truncate text-xs font-medium text-slate-700">{preset.name}</span>
                {active ? (
                  <span className="absolute top-2 right-2 grid size-5 place-items-center rounded-full bg-brand-600 text-white">
                    <Check aria-hidden="true" className="size-3.5" />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </PanelSection>
  );
}
