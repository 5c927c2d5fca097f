import { LogoMark, PRODUCT_NAME } from './Logo.tsx';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200/70">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:px-6">
        <p className="flex items-center gap-2">
          <LogoMark className="size-5" />
          {PRODUCT_NAME} — bingo cards for classrooms, parties and care homes.
        </p>
        <p>Made with care. Print as many as you need.</p>
      </div>
    </footer>
  );
}
