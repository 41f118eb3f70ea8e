/**
 * The project's root folder. Code run through tsx finds it from its own location; the compiled build
 * (generator/launch/launch.mjs) runs from the cache folder, so the launcher passes the root in SITE_ROOT.
 */
import { fileURLToPath } from 'node:url';

export const ROOT = process.env.SITE_ROOT || fileURLToPath(new URL('../..', import.meta.url));
