/**
 * How npm start and npm run preview start: the receiver's settings from the environment (receiver-config.ts),
 * its start-up notice, the server, its address, and a clean stop on SIGTERM or SIGINT (answers in flight
 * finish, the last writes are fsynced, the store's lock is removed). A reason it will not start is said in
 * one line, never with a stack or key material, and the process exits 1.
 */
import type { ReceiverOptions } from './form-receiver.ts';
import { receiverNotice, receiverOptionsFromEnv } from './receiver-config.ts';
import { startFailureLine } from './start-error.ts';

export async function runReceiverEntry<S extends { close(): Promise<void> }>(start: (options: Omit<ReceiverOptions, 'siteDir'>, host: string, port: number) => Promise<S>, announce: (server: S) => string): Promise<void> {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4321);
  try {
    const options = receiverOptionsFromEnv();
    console.log(receiverNotice(options, host));
    const server = await start(options, host, port);
    // Set before the server says it is ready, so a stop sent as soon as that is seen still removes the lock.
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        setTimeout(() => process.exit(0), 5_000).unref();
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      });
    }
    console.log(announce(server));
  } catch (error) {
    // Any reason it will not start, in one line: never a stack trace or key material (P31).
    console.error(startFailureLine(error, `Cannot listen on ${host}:${port}`));
    process.exit(1);
  }
}
