import pg from 'pg';

/** The channel the catalogue triggers notify (migration 0012_catalog_change_notify). */
export const CATALOG_CHANNEL = 'catalog_changed';

/** The channel the session and user triggers notify (migration 0020_session_change_notify). */
export const SESSION_CHANNEL = 'session_changed';

/** Hears a channel's notifications; `down` when some may be missed, `up` when heard again. */
export interface ChangeListener {
  heard(payload: string): void;
  up(): void;
  down(): void;
}

const RECONNECT_MS = 1_000;

const FEED_NAMES: Record<string, string> = {
  [CATALOG_CHANNEL]: 'Catalogue change feed',
  [SESSION_CHANNEL]: 'Session change feed',
};

/**
 * LISTEN on its own connection (a pooled one would go back to the pool). A lost connection says
 * `down` and is opened again a second later, and again every second while the database is
 * unreachable, then says `up`.
 */
export function listenOnPostgres(
  connectionString: string,
  channel: string,
  listener: ChangeListener,
  logError: (message: string) => void,
): () => Promise<void> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  // While the database is down a reconnect fails every second: say so once, not every time.
  let reported = false;

  const lost = (client: pg.Client, error?: Error) => {
    if (client !== current) return;
    current = null;
    listener.down();
    if (stopped) return;
    if (error && !reported) {
      reported = true;
      logError(
        `${FEED_NAMES[channel] ?? `Change feed ${channel}`} lost (what it keeps is dropped until it is back): ${error.message}`,
      );
    }
    client.end().catch(() => {});
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref();
  };

  async function connect() {
    const client = new pg.Client({ connectionString });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) listener.heard(message.payload ?? '*');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client === current && !stopped) {
        reported = false;
        listener.up();
      }
    } catch (error) {
      lost(client, error as Error);
    }
  }
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
