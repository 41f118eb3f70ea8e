/**
 * release-checks/: what the engine itself checks before a site is published: static/.well-known/security.txt
 * (security-txt.ts), the shapes of sample values (sample-values.ts: fiction phone numbers, example domains,
 * the all-zero ABN) and passed review dates (review-dates.ts). The site adds its own (generator/site.ts
 * ReleaseChecks: templates/checks/), and `npm run build -- --strict` refuses to publish while any remains.
 */
