/**
 * checks/: what the site checks of its own content. The editor's rules, run by every build on the content as
 * written, each problem naming the file, the line and what to write instead (editorial-rules.ts runs them:
 * claims typed outside site.json, typed-claims.ts; the articles' rules, editorial.ts, article-rules.ts and
 * article-figures.ts; the provider's own pages, provider-pages.ts). The release checks (release.ts: sample
 * values still in site.json, sample-values.ts; places for referrers and help lines gone stale,
 * capacity-date.ts and help-line-dates.ts), which every build warns about and --strict refuses. And the check
 * of every rendered page that no unconfirmed claim shows without its caption (caption-check.ts).
 */
