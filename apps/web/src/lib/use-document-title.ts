import { BUSINESS } from '@fengshui/shared/constants';
import { useEffect } from 'react';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${BUSINESS.name}`;
  }, [title]);
}
