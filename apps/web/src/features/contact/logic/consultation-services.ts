import baziReadingArt from '../assets/bazi-reading.svg';
import dateSelectionArt from '../assets/date-selection.svg';
import homeConsultationArt from '../assets/home-consultation.svg';

// docs/content.md#consultation: static; the price is a display string in pesos.
export interface ConsultationService {
  id: 'date-selection' | 'home-feng-shui' | 'bazi-reading';
  title: string;
  description: string;
  price: string;
  durationMinutes: number;
  image: string;
}

export const CONSULTATION_SERVICES: readonly ConsultationService[] = [
  {
    id: 'date-selection',
    title: 'Feng Shui Date Selection',
    description:
      'We read the Chinese almanac against your own birth chart to choose the most favourable day and hour for a wedding, a store opening, a move, a contract signing or a renovation. You receive a shortlist of dates with the reasons behind each one and the hours to avoid.',
    price: '2,500.00',
    durationMinutes: 60,
    image: dateSelectionArt,
  },
  {
    id: 'home-feng-shui',
    title: 'Home Feng Shui Consultation',
    description:
      'A room-by-room reading of your home or office with a luo pan compass and your floor plan. We map the flying stars of the year, find where wealth, health and rest energies gather or leak, and give practical placement advice for furniture, colours and cures you can apply right away.',
    price: '5,000.00',
    durationMinutes: 120,
    image: homeConsultationArt,
  },
  {
    id: 'bazi-reading',
    title: 'BaZi Reading Consultation',
    description:
      'An in-depth reading of your Four Pillars of Destiny: your day master, the balance of the five elements and the luck cycles ahead. We talk through career, relationships and health timing, and close with the elements, colours and directions that support you this year.',
    price: '8,000.00',
    durationMinutes: 180,
    image: baziReadingArt,
  },
];

export function findConsultationService(id: string | null): ConsultationService | null {
  return CONSULTATION_SERVICES.find((service) => service.id === id) ?? null;
}

export function formatDuration(minutes: number): string {
  return `${minutes} minutes`;
}

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
