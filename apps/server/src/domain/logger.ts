/**
 * The little of a logger that services use (Fastify's pino logger fits it), so a service can log without
 * knowing Fastify (docs/architecture.md#module-boundaries).
 */
export interface Logger {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}
