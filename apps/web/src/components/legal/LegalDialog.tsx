import { Dialog } from '../Dialog.tsx';
import { PrivacyPolicy, RefundPolicy, TermsAndConditions } from './legal-texts.tsx';

export type LegalDocument = 'terms' | 'privacy' | 'refund';

const DOCUMENTS = {
  terms: { title: 'Terms and Conditions', Content: TermsAndConditions },
  privacy: { title: 'Privacy Policy', Content: PrivacyPolicy },
  refund: { title: 'Refund Policy', Content: RefundPolicy },
} as const;

/** The legal texts in a dialog, used by the footer and the checkout's terms checkbox. */
export function LegalDialog({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  const entry = document ? DOCUMENTS[document] : null;
  return (
    <Dialog open={entry !== null} title={entry?.title ?? ''} onClose={onClose}>
      {entry && <entry.Content />}
    </Dialog>
  );
}
