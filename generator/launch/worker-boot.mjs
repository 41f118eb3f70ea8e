// Starts a worker thread that runs TypeScript: registers tsx's loader, then imports the entry module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
