/**
 * release-checks/: what must be true before the site is published, and what every build warns about until it
 * is: sample values still in content/site.json (placeholders.ts, recognised by their shape or listed as
 * unconfirmed), static/.well-known/security.txt (security-txt.ts), articles past their review date
 * (review-dates.ts), and places for referrers not checked for 30 days (capacity-date.ts).
 * `npm run build -- --strict` fails on any sample value, unconfirmed claim or stale places. And while a claim
 * is unconfirmed, no page may show it without its caption: every build checks each page (caption-check.ts).
 */
