import { BUSINESS } from '@fengshui/shared/constants';
import { useEffect } from 'react';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    const text = `${title} | ${BUSINESS.name}`;
    // A server-rendered page already has its title: writing it again would only be a DOM change.
    if (title && document.title !== text) document.title = text;
  }, [title]);
}
