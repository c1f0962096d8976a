import { CONSULTATION_SERVICES, type ConsultationService } from '../../../lib/consultation-services.ts';

/**
 * docs/content.md#home-page: the services slider's three consultations, under the names the
 * home page gives them; price, duration and picture come from the consultation page's own list.
 */
export interface HomeService {
  title: string;
  text: string;
  service: ConsultationService;
}

const byId = (id: ConsultationService['id']) => CONSULTATION_SERVICES.find((service) => service.id === id)!;

export const HOME_SERVICES: readonly HomeService[] = [
  {
    title: 'House Feng Shui Audit',
    text: 'A room-by-room reading of your home with a luo pan compass and your floor plan.',
    service: byId('home-feng-shui'),
  },
  {
    title: 'Bazi Reading',
    text: 'Your Four Pillars of Destiny: your elements, your luck cycles and the year ahead.',
    service: byId('bazi-reading'),
  },
  {
    title: 'Auspicious Date Selection',
    text: 'The best day and hour for a wedding, an opening, a move or a contract signing.',
    service: byId('date-selection'),
  },
];
