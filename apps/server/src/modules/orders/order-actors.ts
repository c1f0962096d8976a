import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

// docs/admin.md#order-desk: the history keeps who moved an order as a key
// (customer:ID, admin:ID, ninjavan, sandbox, dragonpay, system); the desk names them as people read
// them: "Maria Santos (customer)", "Admin", "Courier", "Payment gateway", "System".

const SERVICES: Record<string, string> = {
  ninjavan: 'Courier',
  sandbox: 'Courier',
  dragonpay: 'Payment gateway',
  system: 'System',
};

function customerId(actor: string): number | null {
  const match = /^customer:(\d+)$/.exec(actor);
  return match ? Number(match[1]) : null;
}

/** The readable name of each actor key; customers by their name, read in one query. */
export async function actorNames(db: DbOrTx, actors: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(actors.map(customerId).filter((id): id is number => id !== null))];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            username: users.username,
          })
          .from(users)
          .where(inArray(users.id, ids));
  const nameOf = new Map(
    people.map((person) => [person.id, `${person.firstName} ${person.lastName}`.trim() || person.username]),
  );
  return new Map(
    actors.map((actor) => {
      const id = customerId(actor);
      if (id !== null) return [actor, `${nameOf.get(id) ?? 'A customer'} (customer)`];
      if (actor.startsWith('admin:')) return [actor, 'Admin'];
      return [actor, SERVICES[actor] ?? 'System'];
    }),
  );
}
