import baziReadingArt from '../assets/consultations/bazi-reading.svg';
import dateSelectionArt from '../assets/consultations/date-selection.svg';
import homeConsultationArt from '../assets/consultations/home-consultation.svg';

// docs/content.md#consultation: static; the price is a display string in pesos. The consultation
// page and the home page's services slider both show this list.
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
