import { useEffect } from 'react';
import { PRODUCT_NAME } from './Logo.tsx';

/** Sets the tab title; screen readers announce it on navigation. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — make bingo cards in minutes`;
  }, [title]);
}
