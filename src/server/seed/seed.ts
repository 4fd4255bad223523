import type { FastifyInstance } from 'fastify';

/** Fills an empty catalogue with the demo data; returns what it added, or null when it left it alone. */
export async function seedDemoData(_app: FastifyInstance): Promise<Record<string, number> | null> {
  return null;
}
