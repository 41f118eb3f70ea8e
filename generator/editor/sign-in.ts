/**
 * site.json's `editor` settings as Sveltia CMS's backend (where it saves, how staff sign in), and the
 * origins the editor page may reach: the git host's API and the sign-in origin, nothing else. The same
 * origins go into the editor page's Content-Security-Policy (site-files/host-config.ts) and into the
 * editor's boot script, which keeps every other request from being made at all (boot.ts).
 *
 *   GitHub          OAuth through an authenticator (sveltia-cms-auth, a small Cloudflare Worker, or
 *                   another): GitHub's token endpoint does not answer browsers, so a secret is kept there
 *   GitLab          OAuth with PKCE, in the browser: no server, no secret (an OAuth application's id)
 *   Gitea, Forgejo  the same, with PKCE
 */
import type { Backend } from '@sveltia/cms';
import { missingEditorSettings, type EditorHost, type EditorSettings, type MissingSetting } from './settings.ts';

const DEFAULT_API: Record<EditorHost, string> = {
  github: 'https://api.github.com',
  gitlab: 'https://gitlab.com/api/v4',
  gitea: 'https://gitea.com/api/v1',
};

const DEFAULT_SIGN_IN: Record<Exclude<EditorHost, 'github'>, string> = {
  gitlab: 'https://gitlab.com',
  gitea: 'https://gitea.com',
};

/** The git host's name as staff know it. */
export const HOST_NAMES: Record<EditorHost, string> = { github: 'GitHub', gitlab: 'GitLab', gitea: 'Gitea or Forgejo' };

/** Where the editor saves and how staff sign in, once site.json says enough; else what is missing. */
export type EditorSignIn =
  | {
      ready: true;
      backend: Backend;
      /** Drafts as pull (merge) requests: on where the host allows it (GitHub, GitLab) and site.json asks. */
      drafts: boolean;
      /** Origins the editor page may fetch from (connect-src). */
      connect: string[];
      /** Origins of pictures the page shows beside its own (the git host's avatars). */
      images: string[];
    }
  | { ready: false; missing: MissingSetting[] };

export function editorSignIn(settings: EditorSettings): EditorSignIn {
  const missing = missingEditorSettings(settings);
  if (missing.length) return { ready: false, missing };
  const { host, repository: repo, branch, signInUrl, appId, apiUrl } = settings;
  const api = apiUrl || (host !== 'github' && signInUrl ? `${signInUrl.replace(/\/+$/, '')}${new URL(DEFAULT_API[host]).pathname}` : DEFAULT_API[host]);
  const common = { repo, branch, ...(apiUrl || api !== DEFAULT_API[host] ? { api_root: api } : {}), auth_methods: ['oauth' as const] };
  const backend: Backend =
    host === 'github'
      ? { name: 'github', ...common, base_url: signInUrl }
      : host === 'gitlab'
        ? { name: 'gitlab', ...common, auth_type: 'pkce', app_id: appId, ...(signInUrl ? { base_url: signInUrl } : {}) }
        : { name: 'gitea', ...common, app_id: appId, ...(signInUrl ? { base_url: signInUrl } : {}) };
  const signInOrigin = new URL(host === 'github' ? signInUrl : signInUrl || DEFAULT_SIGN_IN[host]).origin;
  return {
    ready: true,
    backend,
    drafts: settings.drafts && host !== 'gitea',
    connect: [...new Set([new URL(api).origin, signInOrigin])],
    images: host === 'github' && !apiUrl ? ['https://avatars.githubusercontent.com'] : [],
  };
}
