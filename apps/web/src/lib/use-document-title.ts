import { useEffect } from 'react';
import { BUSINESS } from '@fengshui/shared/constants';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${BUSINESS.name}`;
  }, [title]);
}
