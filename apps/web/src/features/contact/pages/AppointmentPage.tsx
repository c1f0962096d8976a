import { DEFAULT_SUBJECTS } from '@fengshui/shared/contact-messages';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '../../../components/PageHero.tsx';
import { findConsultationService } from '../../../lib/consultation-services.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BusinessInfo } from '../components/BusinessInfo.tsx';
import { ContactForm } from '../components/ContactForm.tsx';
import { bookingFor } from '../logic/consultation-booking.ts';
import { CONTACT_FORM_MESSAGES } from '../logic/contact-form.ts';

const APPOINTMENT_SUBJECT = DEFAULT_SUBJECTS.appointment;

/**
 * /appointment (docs/content.md#appointment): 'Book Your Consultation'. Opened from a consultation card as
 * /appointment?service=<id>, the subject and message name the service.
 */
export function AppointmentPage() {
  useDocumentTitle('Book Your Consultation');
  const [search, setSearch] = useSearchParams();
  const service = findConsultationService(search.get('service'));
  const initial = service ? bookingFor(service) : { subject: APPOINTMENT_SUBJECT, message: '' };
  return (
    <div>
      <PageHero width="narrow" eyebrow="Appointments" title="Book Your Consultation">
        Tell us what you would like to look at and how to reach you. We will reply with the schedules
        available for you. Not sure which service fits?{' '}
        <Link to="/consultation" className="font-semibold text-gold-300 underline underline-offset-2">
          Compare our consultations
        </Link>
        .
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section
          aria-labelledby="appointment-form-title"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="appointment-form-title" className="mb-5 font-display text-3xl font-bold text-brand-700">
            Your appointment request
          </h2>
          <ContactForm
            kind="appointment"
            initial={initial}
            resetSubject={APPOINTMENT_SUBJECT}
            alwaysShowSubject
            phoneLabel="Contact Number"
            submitLabel="Send Appointment Request"
            successTitle={CONTACT_FORM_MESSAGES.appointmentSentTitle}
            successMessage={() => CONTACT_FORM_MESSAGES.appointmentSent}
            // The booking is sent: a reload now starts a plain request, not the same booking again.
            onSent={() => search.has('service') && setSearch({}, { replace: true, preventScrollReset: true })}
          />
        </section>
        <BusinessInfo showMap={false} />
      </div>
    </div>
  );
}
