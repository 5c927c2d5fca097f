import type { CardPayload } from '@bingo/core';
import { ChevronDown, Eye } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { cn } from '../../ui/cn.ts';
import { CardPreview } from '../preview/CardPreview.tsx';
import { PhonePreviewButton } from './PhonePreviewButton.tsx';

/**
 * The live preview: a sticky column on desktop; on phones a smaller card above the panels that can
 * be folded away, plus a floating button to peek at it once it has scrolled off screen. The preview
 * trails typing slightly (deferred) so inputs stay responsive.
 */
export function EditorPreview({ card }: { card: CardPayload }) {
  const deferred = useDeferredValue(card);
  const [open, setOpen] = useState(true);
  const section = useRef<HTMLElement>(null);
  const [offScreen, setOffScreen] = useState(false);

  useEffect(() => {
    const node = section.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOffScreen(!entry?.isIntersecting), {
      rootMargin: '-120px 0px 0px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      ref={section}
      aria-label="Card preview"
      className="border-b border-slate-200 bg-white lg:sticky lg:top-22 lg:order-2 lg:border-0 lg:bg-transparent"
    >
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <Collapsible.Trigger className="flex w-full items-center justify-between px-4 py-2 text-sm font-medium text-slate-700 lg:hidden">
          <span className="inline-flex items-center gap-2">
            <Eye aria-hidden="true" className="size-4 text-brand-600" />
            {open ? 'Hide preview' : 'Show preview'}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </Collapsible.Trigger>
        <Collapsible.Content forceMount className={cn(!open && 'max-lg:hidden')}>
          <div className="flex justify-center px-4 pb-4 lg:p-0">
            <div
              className={cn(
                'w-full rounded-2xl bg-white p-2 shadow-lg shadow-slate-900/10 ring-1 ring-slate-200 lg:rounded-3xl lg:p-4',
                deferred.cardGrid === 9
                  ? 'max-lg:max-w-[230px] lg:max-w-[min(560px,calc((100dvh-8rem)*0.65))]'
                  : 'max-lg:max-w-[250px] lg:max-w-[min(560px,calc((100dvh-8rem)*0.77))]',
              )}
            >
              <CardPreview card={deferred} idPrefix="editor" className="rounded-xl" />
            </div>
          </div>
        </Collapsible.Content>
      </Collapsible.Root>
      <PhonePreviewButton card={deferred} visible={offScreen || !open} />
    </section>
  );
}
