/**
 * The file a worker thread runs: a compiled build (generator/launch/launch.mjs) runs the worker's compiled module
 * beside it; a build run through tsx boots the TypeScript one (beside the module that starts the worker)
 * through worker-boot.mjs, which sits beside this file.
 */
import { fileURLToPath } from 'node:url';

export function workerScript(name: string, from: string): { file: string; entry?: string } {
  if (from.endsWith('.mjs') || from.endsWith('.js')) return { file: fileURLToPath(new URL(`./${name}.mjs`, from)) };
  return { file: fileURLToPath(new URL('./worker-boot.mjs', import.meta.url)), entry: new URL(`./${name}.ts`, from).href };
}
