import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The JSON text Fastify's serializer would send for `data` under `schema` (encoded, unknown keys left out). */
export function jsonBody<Schema extends z.ZodType>(schema: Schema, data: z.output<Schema>): string {
  return JSON.stringify(z.encode(schema, data));
}

/** Sends JSON text as it is (a route that encodes its own answer, to keep it or pick its shape). */
export function sendJsonText(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
