import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHero } from '../../../components/PageHero.tsx';
import { lazyBoundary } from '../../../lib/lazy-boundary.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BusinessInfo } from '../components/BusinessInfo.tsx';
import { CONTACT_FORM_MESSAGES } from '../logic/contact-form-messages.ts';

// The form and its schema are rendered with the page on the server, their code after the first paint.
const ContactForm = lazyBoundary(() => import('../components/ContactForm.tsx').then((m) => m.ContactForm));

const echoServerMessage = (serverMessage: string) => serverMessage;

/** /contact (docs/content.md#contact); a ?subject= from another page shows as the read-only subject. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  const [search, setSearch] = useSearchParams();
  // A subject the address brings is shown read-only, so it is kept to what the message schema takes
  // (no <, > or control characters, 200 at most): a hand-made link cannot make Send fail unseen.
  const subject = (search.get('subject') ?? '')
    .replace(/[<>\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  // Stable props, so the form's boundary is not thrown away while its code is on its way.
  const initial = useMemo(() => ({ subject, message: '' }), [subject]);
  const onSent = useCallback(() => {
    if (search.has('subject')) setSearch({}, { replace: true, preventScrollReset: true });
  }, [search, setSearch]);
  return (
    <div>
      <PageHero width="narrow" eyebrow="We are here to help" title="Contact Us">
        Questions about an order, a product or a consultation? Send us a message and we will reply within one
        to two business days.
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-5 font-display text-3xl font-bold text-brand-700">
            Get in touch
          </h2>
          <ContactForm
            kind="contact"
            initial={initial}
            resetSubject=""
            alwaysShowSubject={false}
            phoneLabel="Phone"
            submitLabel="Send Message"
            successTitle={CONTACT_FORM_MESSAGES.contactSentTitle}
            successMessage={echoServerMessage}
            onSent={onSent}
          />
        </section>
        <BusinessInfo />
      </div>
    </div>
  );
}
