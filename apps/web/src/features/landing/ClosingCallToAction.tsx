import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-4xl rounded-[2rem] bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-12 text-center text-white shadow-xl shadow-brand-900/20 sm:px-12">
        <h2 id="cta-title" className="font-display text-3xl font-semibold sm:text-4xl">
          Your first card is two minutes away
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">
          Start blank or with classic numbers. Everything saves as you go, and you can share it with one link.
        </p>
        <Link
          to="/generator/"
          className="mt-8 inline-flex h-12 items-center gap-2 rounded-xl bg-white px-6 font-semibold text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Start designing
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
