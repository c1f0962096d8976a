// The contact feature's public entry: other features import it only from here (docs/architecture.md#module-boundaries).
export {
  CONSULTATION_SERVICES,
  type ConsultationService,
  formatDuration,
} from './logic/consultation-services.ts';
