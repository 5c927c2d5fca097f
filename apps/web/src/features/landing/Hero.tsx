import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/Button.tsx';
import { CardPreview } from '../preview/CardPreview.tsx';
import { SAMPLE_CARD } from './sampleCard.ts';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-4xl rounded-full bg-gradient-to-br from-brand-200/60 via-sun-300/30 to-transparent blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-20 md:pb-24">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-xs ring-1 ring-brand-100">
            <Sparkles aria-hidden="true" className="size-4 text-sun-400" />
            Free to start · no sign-up needed
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-4xl leading-[1.08] font-semibold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Bingo cards your group will <span className="text-brand-600">love to play</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
            Design word, picture or number bingo in minutes. Print a unique set for everyone in the room, or
            host a live game they join from their phones.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/generator/" className={buttonClass('primary', 'lg')}>
              Make your free card
              <ArrowRight aria-hidden="true" />
            </Link>
            <a href="#features" className={buttonClass('secondary', 'lg')}>
              See what you can do
            </a>
          </div>
          <p className="mt-6 text-sm text-slate-500">
            Loved by teachers, party hosts and activity coordinators.
          </p>
        </div>
        <div className="relative mx-auto w-full max-w-[18rem] sm:max-w-sm md:max-w-md">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-10 rotate-3 rounded-[2rem] bg-gradient-to-br from-brand-500 to-brand-700 opacity-90"
          />
          <div className="-rotate-2 rounded-[1.5rem] bg-white p-3 shadow-2xl shadow-brand-900/25 transition-transform duration-500 hover:rotate-0">
            <CardPreview
              card={SAMPLE_CARD}
              idPrefix="hero"
              className="rounded-2xl"
              testId="sample-card-preview"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
