import type { LucideIcon } from 'lucide-react';
import { Palette, Printer, Smartphone } from 'lucide-react';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  tint: string;
}

const FEATURES: Feature[] = [
  {
    icon: Palette,
    title: 'Design any kind of card',
    text: 'Words, pictures, or classic 30, 75, 80 and 90 ball numbers. Pick a look, paste your list, done.',
    tint: 'bg-brand-50 text-brand-700',
  },
  {
    icon: Printer,
    title: 'Print a unique set',
    text: 'Every printed card is shuffled differently, so there is one winner at a time, not twenty.',
    tint: 'bg-amber-50 text-amber-700',
  },
  {
    icon: Smartphone,
    title: 'Host live from a phone',
    text: 'Share a link, players join in their browser and mark squares while you call. No apps to install.',
    tint: 'bg-emerald-50 text-emerald-700',
  },
];

export function FeatureBlocks() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="features-title"
          className="text-center font-display text-3xl font-semibold text-slate-900 sm:text-4xl"
        >
          Everything you need for bingo night
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          From a Friday quiz in class to a sing-along in the lounge: make it once, play it again and again.
        </p>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text, tint }) => (
            <li key={title} className="rounded-3xl bg-paper p-6 ring-1 ring-slate-200/70 sm:p-8">
              <span className={`grid size-12 place-items-center rounded-2xl ${tint}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 font-display text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
