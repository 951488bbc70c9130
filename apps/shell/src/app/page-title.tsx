import { pageTitle } from '@app/shared/routes';
import { useEffect } from 'react';

/** Names the browser tab for the page shown (WCAG 2.4.2). */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return null;
}
