/**
 * Where the content editor at /admin/ saves (the git host, repository and branch) and how staff sign in to it
 * (through the git host), as the site gives them (its site.json `editor`, checked by the site's schema: the
 * sign-in addresses are written into the editor page's Content-Security-Policy, so they are checked like
 * every other server-configuration value). An editor left without its repository or its sign-in is not an
 * error: /admin/ then says what is missing, and every build lists it.
 */

/** The git hosts the editor signs in through. Forgejo and Codeberg speak Gitea's API. */
export const EDITOR_HOSTS = ['github', 'gitlab', 'gitea'] as const;
export type EditorHost = (typeof EDITOR_HOSTS)[number];

export interface EditorSettings {
  host: EditorHost;
  /** owner/name (GitLab: group/subgroup/name); empty until the deployer sets it. */
  repository: string;
  /** The branch the site is built from. */
  branch: string;
  /** GitHub: the OAuth authenticator's address; GitLab, Gitea, Forgejo: the host's own address when it is not gitlab.com or gitea.com. */
  signInUrl: string;
  /** GitLab, Gitea, Forgejo: the id of the OAuth application staff sign in through (PKCE: no secret). */
  appId: string;
  /** A self-hosted GitLab, Gitea or Forgejo, or GitHub Enterprise: the host's API address. */
  apiUrl: string;
  /** Changes wait as pull (merge) requests until published, so the host's checks build them first (GitHub, GitLab). */
  drafts: boolean;
}

/** A setting the editor still needs before staff can sign in: the field, and what to put there. */
export interface MissingSetting {
  field: string;
  what: string;
}

/**
 * What the editor needs that the settings do not give yet (none: staff can sign in), each named as the
 * field under `prefix` (`editor.repository`).
 */
export function missingEditorSettings(settings: EditorSettings, prefix = 'editor'): MissingSetting[] {
  const missing: MissingSetting[] = [];
  if (!settings.repository) missing.push({ field: `${prefix}.repository`, what: 'the repository that holds the site, as owner/name' });
  if (settings.host === 'github' && !settings.signInUrl) missing.push({ field: `${prefix}.signInUrl`, what: "the address of the OAuth authenticator staff sign in through (Sveltia's sveltia-cms-auth, for example)" });
  if (settings.host !== 'github' && !settings.appId) missing.push({ field: `${prefix}.appId`, what: `the id of the OAuth application made on ${settings.host === 'gitlab' ? 'GitLab' : 'Gitea or Forgejo'} for the editor` });
  return missing;
}
