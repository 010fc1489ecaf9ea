import { useEffect } from 'react';
import { commonTexts } from '../texts/common';

/** Sets the browser tab title while the page is shown; resets to the product name after. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${commonTexts.productName}` : commonTexts.productName;
    return () => {
      document.title = commonTexts.productName;
    };
  }, [title]);
}
