import { type ConsultationService, formatDuration } from '../../../lib/consultation-services.ts';

/**
 * docs/content.md#consultation: Book Consultation opens the appointment form with the subject
 * 'Book {title} Consultation' and a prefilled message. A title that already ends in "Consultation" is
 * not given a second one ("Book Home Feng Shui Consultation", not "... Consultation Consultation").
 */
export function bookingFor(service: ConsultationService): { subject: string; message: string } {
  const subject = /\bconsultation$/i.test(service.title)
    ? `Book ${service.title}`
    : `Book ${service.title} Consultation`;
  const message = `Hello, I would like to book the ${service.title} (${formatDuration(service.durationMinutes)}, ₱${service.price}). Please let me know your available schedules.`;
  return { subject, message };
}
