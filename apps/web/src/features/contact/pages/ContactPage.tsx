import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHero } from '../../../components/PageHero.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BusinessInfo } from '../components/BusinessInfo.tsx';
import { CONTACT_FORM_MESSAGES } from '../logic/contact-form-messages.ts';

// The form and its schema are rendered with the page on the server, their code after the first paint.
const ContactForm = lazy(() =>
  import('../components/ContactForm.tsx').then((m) => ({ default: m.ContactForm })),
);

/** /contact (docs/content.md#contact); a ?subject= from another page shows as the read-only subject. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  const [search, setSearch] = useSearchParams();
  const subject = (search.get('subject') ?? '').trim().slice(0, 200);
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
          <Suspense fallback={null}>
            <ContactForm
              kind="contact"
              initial={{ subject, message: '' }}
              resetSubject=""
              alwaysShowSubject={false}
              phoneLabel="Phone"
              submitLabel="Send Message"
              successTitle={CONTACT_FORM_MESSAGES.contactSentTitle}
              successMessage={(serverMessage) => serverMessage}
              onSent={() =>
                search.has('subject') && setSearch({}, { replace: true, preventScrollReset: true })
              }
            />
          </Suspense>
        </section>
        <BusinessInfo />
      </div>
    </div>
  );
}
