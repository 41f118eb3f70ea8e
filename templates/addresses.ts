/**
 * The staff addresses: /login/ leads each kind of staff to their place (the intake team to the inbox at
 * /admin/intake/, editors to the content editor at /admin/, which the engine writes: generator/editor/). The
 * host files (_headers, _nginx.conf, robots.txt) keep them out of caches and search engines. (Old addresses
 * that lead elsewhere are content: content/redirects.json.)
 */
import { EDITOR_PATH } from '../generator/editor/paths.ts';

export const LOGIN_PATH = '/login/';

/** Never indexed, never stored by a browser or a cache. */
export const STAFF_PATHS = [LOGIN_PATH, EDITOR_PATH] as const;

export { EDITOR_PATH };
