/**
 * release-checks/: what must be true before the site is published, and what every build warns about until it
 * is: sample values still in content/site.json (placeholders.ts, recognised by their shape or listed as
 * unconfirmed), static/.well-known/security.txt (security-txt.ts), and articles past their review date
 * (review-dates.ts). `npm run build -- --strict` fails on any sample value or unconfirmed claim.
 */
