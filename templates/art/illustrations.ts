/**
 * The site's own illustration set: one drawing style for every service, audience, outcome, article category
 * and Easy Read idea. Each picture is a 96 by 96 SVG on a soft round ground, drawn from a handful of shared
 * shapes (abstract people with no faces, a house, a speech bubble...) in the site's palette, so the set stays
 * consistent and each file is a few hundred bytes.
 *
 * The build writes each picture once to /assets/art/NAME-HASH.svg (cached for a year, like every hashed
 * asset); pages refer to it with <img alt="">, so art repeated on many cards and pages is fetched once.
 */
import { createHash } from 'node:crypto';

const TEAL = '#0f5c63';
const TEAL_DARK = '#0a454b';
const TEAL_TINT = '#e2efee';
const SAND = '#f6f1e7';
const SAND_STRONG = '#ebe2d0';
const AMBER = '#b8741a';
const SUN = '#f1c66b';
const LEAF = '#5f9a6e';
const WHITE = '#fffdf9';
/** Only for "no" and "danger" in Easy Read: a red that keeps 4.5:1 against both grounds. */
const RED = '#b3261e';

type Ground = 'teal' | 'sand';

/** A person with no face: a round head and a rounded body. (x, y) is the top of the head. */
function person(x: number, y: number, size: number, fill: string): string {
  const r = size * 0.22;
  const body = `M${x - size * 0.42} ${y + size * 1.25}c0-${size * 0.62} ${size * 0.18}-${size * 0.8} ${size * 0.42}-${size * 0.8}s${size * 0.42} ${size * 0.18} ${size * 0.42} ${size * 0.8}z`;
  return `<circle cx="${x}" cy="${y + r}" r="${r}" fill="${fill}"/><path d="${body}" fill="${fill}"/>`;
}

const line = (d: string, stroke = TEAL_DARK, width = 4) => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const shape = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const dot = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 4) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;

const house = (fill = TEAL) => shape('M26 50 48 30l22 20v22H26z', fill) + rect(43, 56, 10, 16, WHITE, 2) + shape('M22 52 48 28l26 24', 'none') + line('M22 51 48 27l26 24', TEAL_DARK, 5);
const bubble = (x: number, y: number, w: number, h: number, fill: string) => `<path d="M${x + 6} ${y}h${w - 12}a6 6 0 0 1 6 6v${h - 12}a6 6 0 0 1-6 6H${x + 16}l-8 8v-8h-2a6 6 0 0 1-6-6V${y + 6}a6 6 0 0 1 6-6z" fill="${fill}"/>`;
const heart = (x: number, y: number, s: number, fill: string) => `<path d="M${x} ${y + s * 0.9}s-${s}-${s * 0.6}-${s}-${s * 1.15}c0-${s * 0.35} ${s * 0.3}-${s * 0.6} ${s * 0.55}-${s * 0.6}.3 0 .45.1 ${s * 0.45} ${s * 0.25}c0-${s * 0.15} ${s * 0.15}-${s * 0.25} ${s * 0.45}-${s * 0.25}.25 0 ${s * 0.55} ${s * 0.25} ${s * 0.55} ${s * 0.6} 0 ${s * 0.55}-${s} ${s * 1.15}-${s} ${s * 1.15}z" fill="${fill}"/>`;
const paper = (x: number, y: number, w: number, h: number) => rect(x, y, w, h, WHITE, 3) + `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="none" stroke="${TEAL_DARK}" stroke-width="3"/>` + line(`M${x + 7} ${y + 11}h${w - 14}M${x + 7} ${y + 19}h${w - 14}M${x + 7} ${y + 27}h${w - 22}`, TEAL, 3);
const sprout = (x: number, y: number) => line(`M${x} ${y}v-18`, LEAF, 4) + shape(`M${x} ${y - 12}c-10 0-14-6-14-12 8 0 14 4 14 12z`, LEAF) + shape(`M${x} ${y - 16}c8 0 13-5 13-11-8 0-13 4-13 11z`, LEAF);
const sun = (cx: number, cy: number, r = 10) => dot(cx, cy, r, SUN);
const check = (x: number, y: number) => line(`M${x} ${y}l6 6 12-13`, WHITE, 5);
/** A public building: a roof on four columns (the NDIA, the NDIS Commission, a provider). */
const building = (fill = TEAL) => shape('M18 36 48 18l30 18z', TEAL_DARK) + rect(24, 38, 7, 26, fill, 1) + rect(37, 38, 7, 26, fill, 1) + rect(52, 38, 7, 26, fill, 1) + rect(65, 38, 7, 26, fill, 1) + rect(18, 64, 60, 8, TEAL_DARK, 2);
/** A drawing shrunk into a corner: `x`, `y` where its top left goes, `k` its scale. */
const small = (x: number, y: number, k: number, body: string) => `<g transform="translate(${x} ${y}) scale(${k})">${body}</g>`;
const shield = (fill = TEAL) => shape('M48 16l26 10v16c0 18-12 30-26 36-14-6-26-18-26-36V26z', fill) + check(38, 46);
const no = (cx: number, cy: number, r: number) => dot(cx, cy, r, WHITE) + `<circle cx="${cx}" cy="${cy}" r="${r - 2}" fill="none" stroke="${RED}" stroke-width="4"/>` + line(`M${cx - r * 0.6} ${cy - r * 0.6}L${cx + r * 0.6} ${cy + r * 0.6}`, RED, 4);
const yes = (cx: number, cy: number, r: number) => dot(cx, cy, r, LEAF) + check(cx - 7, cy - 1);
const handset = (x: number, y: number) => rect(x, y, 24, 46, TEAL_DARK, 5) + rect(x + 3, y + 7, 18, 28, WHITE, 2) + dot(x + 12, y + 40, 2.5, WHITE);
const exclaim = (x: number, y: number, fill = RED) => line(`M${x} ${y}v9`, fill, 5) + dot(x, y + 15, 3, fill);
const coin = (cx: number, cy: number, r: number) => dot(cx, cy, r, SUN) + `<circle cx="${cx}" cy="${cy}" r="${r - 4}" fill="none" stroke="${AMBER}" stroke-width="2"/>` + line(`M${cx} ${cy - r * 0.45}v${r * 0.9}`, AMBER, 3);
const siren = (fill: string) => shape('M32 64V46a16 16 0 0 1 32 0v18z', fill) + rect(26, 62, 44, 12, TEAL_DARK, 3) + line('M48 14v7M26 24l5 5M70 24l-5 5M18 44h7M78 44h-7', SUN, 4);

/** Each picture's drawing, on top of its ground. Names are used in content and templates. */
const DRAWINGS: Record<string, { ground: Ground; body: string }> = {
  // Services
  'psychosocial-recovery-coaching': { ground: 'teal', body: shape('M14 80c14-4 22-14 34-26s22-22 34-24v50z', SAND_STRONG) + line('M20 78c10-6 18-14 26-24s18-20 30-22', WHITE, 4) + person(34, 36, 30, TEAL_DARK) + person(58, 30, 30, AMBER) + sun(76, 20, 7) },
  'support-coordination': { ground: 'sand', body: line('M30 30 48 58 66 30M48 58v16', TEAL, 4) + dot(30, 28, 10, AMBER) + dot(66, 28, 10, LEAF) + dot(48, 76, 10, TEAL_DARK) + dot(48, 58, 7, TEAL) },
  'peer-support-work': { ground: 'teal', body: person(34, 30, 34, TEAL_DARK) + person(62, 30, 34, AMBER) + line('M42 62c4 4 8 4 12 0', WHITE, 4) },
  'mental-health-support-work': { ground: 'sand', body: rect(22, 34, 52, 40, TEAL, 6) + rect(22, 34, 52, 12, TEAL_DARK, 6) + dot(34, 58, 4, WHITE) + dot(48, 58, 4, WHITE) + dot(62, 58, 4, SUN) + dot(34, 68, 0, WHITE) + line('M32 28v10M64 28v10', TEAL_DARK, 5) },
  'social-skill-building-groups': { ground: 'teal', body: person(24, 40, 24, TEAL) + person(48, 30, 28, AMBER) + person(72, 40, 24, TEAL_DARK) + bubble(56, 12, 26, 16, WHITE) },
  'nutrition-support': { ground: 'sand', body: dot(48, 56, 22, AMBER) + shape('M48 34c-2-8 2-14 10-16-1 8-4 13-10 16z', LEAF) + line('M48 36c0-4-2-8-5-10', TEAL_DARK, 3) + `<ellipse cx="40" cy="50" rx="5" ry="8" fill="${SUN}" opacity=".7"/>` },
  'ndis-application-advocacy': { ground: 'teal', body: paper(26, 20, 36, 48) + dot(64, 64, 14, LEAF) + check(57, 63) },
  'community-connection-groups': { ground: 'sand', body: dot(48, 48, 24, TEAL_TINT) + person(48, 20, 18, TEAL_DARK) + person(26, 44, 18, AMBER) + person(70, 44, 18, TEAL) + line('M36 40l6-6M60 40l-6-6', TEAL, 3) },

  // Who we support (audiences)
  'audience-psychosocial': { ground: 'teal', body: person(48, 26, 36, TEAL_DARK) + sprout(72, 78) + sun(24, 24, 8) },
  'audience-neurodivergent': { ground: 'sand', body: shape('M30 30h16v8a6 6 0 1 0 0 12v8H30v-8a6 6 0 1 1 0-12z', TEAL) + shape('M48 30h18v28H48v-8a6 6 0 1 0 0-12z', AMBER) + shape('M30 60h16v8a6 6 0 1 1 0 12H30z', LEAF) + shape('M48 60h18v20H48z', TEAL_DARK) },
  'audience-complex-needs': { ground: 'teal', body: line('M20 30c20 0 20 36 40 36M20 48c20 0 20 18 40 18M20 66h40', WHITE, 5) + dot(20, 30, 6, AMBER) + dot(20, 48, 6, LEAF) + dot(20, 66, 6, SUN) + dot(68, 66, 10, TEAL_DARK) },
  'audience-goals': { ground: 'sand', body: shape('M18 76h16V62h16V48h16V34h12v42z', TEAL) + line('M72 34V16', TEAL_DARK, 3) + shape('M72 16h14l-4 5 4 5H72z', AMBER) + person(28, 42, 18, TEAL_DARK) },
  'audience-families-carers': { ground: 'teal', body: person(32, 26, 36, TEAL_DARK) + person(60, 40, 26, AMBER) + heart(48, 16, 9, AMBER) },
  'audience-referrers': { ground: 'sand', body: paper(22, 24, 34, 44) + shape('M58 44l18 0-6-6M76 44l-6 6', 'none') + line('M56 46h22m-7-7 7 7-7 7', TEAL, 5) },

  // Outcomes
  'outcome-independence': { ground: 'teal', body: house() + sun(74, 22, 8) },
  'outcome-relationships': { ground: 'sand', body: bubble(16, 20, 38, 26, TEAL) + bubble(42, 40, 38, 26, AMBER) + dot(28, 32, 3, WHITE) + dot(35, 32, 3, WHITE) + dot(42, 32, 3, WHITE) },
  'outcome-growth': { ground: 'teal', body: shape('M22 76h52v6H22z', SAND_STRONG) + sprout(48, 76) + sun(70, 24, 9) },
  'outcome-work-education': { ground: 'sand', body: rect(22, 36, 52, 34, TEAL, 5) + line('M38 36v-6a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v6', TEAL_DARK, 4) + rect(22, 48, 52, 4, TEAL_DARK, 0) + rect(44, 46, 8, 8, SUN, 2) },
  'outcome-housing': { ground: 'teal', body: house(AMBER) + shape('M60 40h8v10l-8-7z', TEAL_DARK) },
  'outcome-choice-control': { ground: 'sand', body: dot(48, 48, 26, WHITE) + `<circle cx="48" cy="48" r="26" fill="none" stroke="${TEAL}" stroke-width="4"/>` + shape('M48 28l6 20-6 20-6-20z', AMBER) + dot(48, 48, 4, TEAL_DARK) },

  // Article categories
  'category-ndis-guide': { ground: 'teal', body: shape('M20 28c10-4 20-4 28 2v46c-8-6-18-6-28-2z', WHITE) + shape('M76 28c-10-4-20-4-28 2v46c8-6 18-6 28-2z', SAND_STRONG) + line('M48 30v46', TEAL_DARK, 3) + line('M26 40h14M26 50h14M56 40h14M56 50h14', TEAL, 3) },
  'category-ndis-reforms': { ground: 'sand', body: paper(24, 20, 36, 48) + dot(64, 62, 14, AMBER) + line('M58 62a6 6 0 0 1 10-4l2-2v6h-6M70 64a6 6 0 0 1-10 4l-2 2v-6h6', WHITE, 3) },
  'category-support-coordination': { ground: 'teal', body: line('M30 30 48 58 66 30M48 58v16', WHITE, 4) + dot(30, 28, 9, AMBER) + dot(66, 28, 9, LEAF) + dot(48, 76, 9, SUN) + dot(48, 58, 7, TEAL_DARK) },
  'category-recovery-coaching': { ground: 'sand', body: shape('M14 80c14-4 22-14 34-26s22-22 34-24v50z', TEAL_TINT) + line('M18 80c12-6 20-16 28-26s16-18 30-22', TEAL, 4) + dot(76, 32, 6, AMBER) + person(36, 38, 26, TEAL_DARK) },
  'category-peer-support': { ground: 'teal', body: person(34, 32, 30, TEAL_DARK) + person(60, 32, 30, AMBER) + heart(48, 18, 8, WHITE) },
  'category-nutrition': { ground: 'sand', body: `<ellipse cx="48" cy="62" rx="30" ry="12" fill="${WHITE}" stroke="${TEAL}" stroke-width="3"/>` + dot(38, 56, 9, AMBER) + dot(56, 56, 8, LEAF) + shape('M46 46c0-8 4-12 10-14 0 7-3 11-10 14z', LEAF) },
  'category-mental-health': { ground: 'teal', body: heart(48, 30, 26, WHITE) + heart(48, 38, 14, AMBER) },
  'category-wellbeing': { ground: 'sand', body: sun(48, 36, 14) + line('M48 14v6M48 52v6M26 36h6M64 36h6M33 21l4 4M63 21l-4 4', AMBER, 3) + shape('M14 80c12-10 24-14 34-14s22 4 34 14z', LEAF) },
  'category-neurodiversity': { ground: 'teal', body: shape('M30 30h16v8a6 6 0 1 0 0 12v8H30v-8a6 6 0 1 1 0-12z', WHITE) + shape('M48 30h18v28H48v-8a6 6 0 1 0 0-12z', AMBER) + shape('M30 60h16v8a6 6 0 1 1 0 12H30z', SUN) + shape('M48 60h18v20H48z', TEAL_DARK) },
  'category-disability-supports': { ground: 'sand', body: shape('M20 60c8-8 16-10 22-6l10 6h14a4 4 0 0 1 0 8H50', TEAL_TINT) + line('M18 62c8-8 16-10 24-6l10 6h14a4 4 0 0 1 0 8H48', TEAL, 4) + line('M18 74h18l22 4 22-14', TEAL_DARK, 4) + heart(58, 28, 10, AMBER) },

  // Easy Read ideas (pictures that carry a sentence's meaning)
  'easy-read-us': { ground: 'teal', body: person(24, 34, 24, TEAL_DARK) + person(48, 26, 28, AMBER) + person(72, 34, 24, TEAL) },
  'easy-read-you': { ground: 'sand', body: person(48, 22, 40, AMBER) },
  'easy-read-talk': { ground: 'teal', body: person(28, 40, 26, TEAL_DARK) + bubble(44, 18, 38, 26, WHITE) + dot(56, 30, 3, TEAL) + dot(63, 30, 3, TEAL) + dot(70, 30, 3, TEAL) },
  'easy-read-phone': { ground: 'sand', body: rect(34, 16, 28, 56, TEAL_DARK, 6) + rect(38, 24, 20, 36, WHITE, 2) + dot(48, 66, 3, WHITE) },
  'easy-read-email': { ground: 'teal', body: rect(18, 30, 60, 40, WHITE, 5) + line('M20 34l28 20 28-20', TEAL, 4) },
  'easy-read-form': { ground: 'sand', body: paper(26, 16, 40, 56) + line('M60 70l14-14', AMBER, 6) },
  'easy-read-money': { ground: 'teal', body: rect(18, 30, 60, 36, WHITE, 5) + dot(48, 48, 10, SUN) + line('M48 42v12', AMBER, 3) + dot(28, 48, 3, TEAL) + dot(68, 48, 3, TEAL) },
  'easy-read-place': { ground: 'sand', body: shape('M48 16a18 18 0 0 1 18 18c0 14-18 36-18 36S30 48 30 34a18 18 0 0 1 18-18z', TEAL) + dot(48, 34, 7, WHITE) + `<ellipse cx="48" cy="76" rx="18" ry="4" fill="${SAND_STRONG}"/>` },
  'easy-read-video': { ground: 'teal', body: rect(16, 24, 64, 42, TEAL_DARK, 5) + rect(20, 28, 56, 34, WHITE, 2) + person(48, 32, 18, AMBER) + rect(38, 70, 20, 4, TEAL_DARK, 2) },
  'easy-read-safe': { ground: 'sand', body: shape('M48 16l26 10v16c0 18-12 30-26 36-14-6-26-18-26-36V26z', TEAL) + check(38, 46) },
  'easy-read-wait': { ground: 'teal', body: dot(48, 48, 26, WHITE) + line('M48 32v16l10 8', TEAL_DARK, 5) },
  'easy-read-help': { ground: 'sand', body: person(30, 30, 30, TEAL_DARK) + person(62, 30, 30, AMBER) + line('M40 62h16', WHITE, 6) },
  'easy-read-choose': { ground: 'teal', body: person(24, 30, 28, AMBER) + rect(44, 12, 36, 30, WHITE, 5) + heart(62, 19, 9, AMBER) + rect(44, 52, 36, 30, WHITE, 5) + `<rect x="44" y="52" width="36" height="30" rx="5" fill="none" stroke="${LEAF}" stroke-width="4"/>` + shape('M53 72l9-9 9 9v6H53z', TEAL) + yes(75, 76, 9) },
  'easy-read-goal': { ground: 'sand', body: dot(48, 48, 28, WHITE) + `<circle cx="48" cy="48" r="28" fill="none" stroke="${TEAL}" stroke-width="4"/><circle cx="48" cy="48" r="17" fill="none" stroke="${TEAL}" stroke-width="4"/>` + dot(48, 48, 7, AMBER) },
  'easy-read-group': { ground: 'teal', body: dot(48, 58, 20, SAND_STRONG) + person(28, 32, 20, TEAL_DARK) + person(48, 24, 22, AMBER) + person(68, 32, 20, WHITE) },
  'easy-read-not-yet': { ground: 'sand', body: rect(30, 14, 36, 6, TEAL_DARK, 2) + rect(30, 76, 36, 6, TEAL_DARK, 2) + `<path d="M35 20h26v6c0 11-9 15-9 22s9 11 9 22v6H35v-6c0-11 9-15 9-22s-9-11-9-22z" fill="${WHITE}" stroke="${TEAL_DARK}" stroke-width="3"/>` + shape('M40 28h16c-1 6-8 9-8 13 0-4-7-7-8-13z', SUN) + shape('M38 74c2-7 10-9 10-14 0 5 8 7 10 14z', SUN) },
  'easy-read-interpreter': { ground: 'teal', body: bubble(14, 18, 34, 24, WHITE) + bubble(48, 40, 34, 24, SUN) + line('M22 28h18M56 50h18', TEAL, 3) },
  // Easy Read, drawn so each idea has its own picture that carries its meaning.
  'easy-read-help-reading': { ground: 'teal', body: person(24, 22, 28, TEAL_DARK) + person(72, 22, 28, AMBER) + shape('M26 62c7-3 15-3 22 1v16c-7-4-15-4-22-1z', WHITE) + shape('M70 62c-7-3-15-3-22 1v16c7-4 15-4 22-1z', SAND_STRONG) + line('M48 63v16', TEAL_DARK, 2) },
  'easy-read-lived-experience': { ground: 'sand', body: shape('M16 34a8 8 0 0 1 10-10 10 10 0 0 1 18 4 7 7 0 0 1 0 14H18a8 8 0 0 1-2-8z', TEAL_TINT) + line('M22 46l-3 7M32 46l-3 7M42 46l-3 7', TEAL, 3) + sun(74, 26, 10) + line('M74 10v5M88 26h-5M84 16l-3 3', AMBER, 3) + person(50, 40, 28, TEAL_DARK) + shape('M14 84c16-6 44-10 68-8v6H14z', LEAF) },
  'easy-read-meet': { ground: 'teal', body: person(24, 26, 28, TEAL_DARK) + person(72, 26, 28, AMBER) + rect(18, 60, 60, 6, TEAL, 2) + line('M26 66v16M70 66v16', TEAL, 4) + dot(48, 56, 5, SUN) },
  'easy-read-commission': { ground: 'teal', body: building() + small(44, 40, 0.5, shield(LEAF)) },
  'easy-read-register': { ground: 'sand', body: paper(18, 14, 40, 54) + dot(62, 62, 16, AMBER) + `<circle cx="62" cy="62" r="10" fill="none" stroke="${WHITE}" stroke-width="3"/>` + shape('M54 74l-5 14 8-4 5 6 2-13z', AMBER) + shape('M70 74l5 14-8-4-5 6-2-13z', AMBER) },
  'easy-read-you-pay': { ground: 'teal', body: person(32, 22, 36, AMBER) + coin(68, 60, 16) },
  'easy-read-plan-manager': { ground: 'sand', body: person(28, 22, 32, TEAL_DARK) + shape('M48 42h12l5 5h17v32H48z', TEAL) + rect(48, 50, 34, 29, AMBER, 3) + coin(65, 64, 9) },
  'easy-read-ndia-no': { ground: 'sand', body: building() + no(68, 66, 16) },
  'easy-read-registered-provider': { ground: 'teal', body: building(AMBER) + yes(70, 68, 14) },
  'easy-read-call-ndia': { ground: 'sand', body: handset(16, 24) + small(40, 26, 0.6, building()) + line('M44 82h40', TEAL, 3) },
  'easy-read-price': { ground: 'teal', body: shape('M20 46 44 22h30v30L50 76z', AMBER) + dot(64, 32, 5, WHITE) + rect(12, 10, 72, 5, TEAL_DARK, 2) + shape('M14 20h10l-5 6z', TEAL_DARK) + shape('M72 20h10l-5 6z', TEAL_DARK) },
  'easy-read-agreement': { ground: 'sand', body: paper(18, 12, 44, 60) + line('M24 56c3-5 6 4 9 0s6 4 9 0', TEAL_DARK, 3) + line('M24 64h28', TEAL, 2) + person(70, 36, 22, AMBER) + person(82, 48, 14, TEAL_DARK) },
  'easy-read-cancel': { ground: 'teal', body: rect(18, 24, 60, 52, WHITE, 6) + `<rect x="18" y="24" width="60" height="52" rx="6" fill="none" stroke="${TEAL_DARK}" stroke-width="3"/>` + rect(18, 24, 60, 13, TEAL, 6) + line('M34 18v12M62 18v12', TEAL_DARK, 5) + line('M38 46l20 20M58 46 38 66', RED, 6) },
  'easy-read-change': { ground: 'sand', body: dot(22, 36, 9, TEAL_DARK) + dot(74, 62, 9, AMBER) + line('M34 36h40m-8-8 8 8-8 8', TEAL, 5) + line('M62 62H22m8-8-8 8 8 8', AMBER, 5) },
  'easy-read-complain': { ground: 'teal', body: person(28, 34, 32, TEAL_DARK) + bubble(44, 12, 40, 30, WHITE) + exclaim(64, 18) },
  'easy-read-complain-commission': { ground: 'sand', body: small(0, 26, 0.62, building()) + bubble(52, 12, 36, 30, WHITE) + exclaim(70, 18) + line('M20 84h36', TEAL, 3) },
  'easy-read-complain-worker': { ground: 'teal', body: person(32, 30, 34, TEAL) + rect(26, 60, 12, 14, WHITE, 2) + line('M32 52v8', WHITE, 2) + bubble(50, 10, 36, 28, WHITE) + exclaim(68, 16) },
  'easy-read-advocate': { ground: 'sand', body: person(26, 40, 26, AMBER) + person(58, 30, 32, TEAL_DARK) + line('M40 62l10-6', TEAL_DARK, 5) + bubble(60, 6, 30, 22, WHITE) + dot(70, 16, 2.5, TEAL) + dot(76, 16, 2.5, TEAL) + dot(82, 16, 2.5, TEAL) },
  'easy-read-referral': { ground: 'teal', body: rect(16, 30, 46, 34, WHITE, 4) + line('M18 33l21 16 21-16', TEAL, 4) + line('M56 56h26m-8-8 8 8-8 8', AMBER, 5) },
  'easy-read-refer-self': { ground: 'sand', body: person(32, 22, 36, AMBER) + paper(58, 38, 24, 32) },
  'easy-read-refer-other': { ground: 'teal', body: person(24, 32, 30, TEAL_DARK) + paper(42, 50, 18, 24) + person(72, 38, 24, AMBER) },
  'easy-read-ask-first': { ground: 'sand', body: person(28, 44, 26, TEAL_DARK) + person(68, 44, 26, AMBER) + bubble(12, 8, 34, 28, WHITE) + line('M24 16c0-5 10-5 10 0s-5 5-5 9', TEAL, 3) + dot(29, 29, 2.5, TEAL) },
  'easy-read-call-back': { ground: 'teal', body: handset(28, 22) + line('M62 30c12 6 12 26 0 32', AMBER, 5) + line('M62 62l10 1M62 62l3-9', AMBER, 5) },
  'easy-read-not-crisis': { ground: 'sand', body: siren(AMBER) + no(48, 48, 34).replace(/fill="#fffdf9"/, 'fill="none"') },
  'easy-read-danger': { ground: 'sand', body: siren(RED) + `<text x="48" y="71.5" font-family="Arial, Helvetica, sans-serif" font-size="10" font-weight="700" fill="${WHITE}" text-anchor="middle">000</text>` },
  'easy-read-lifeline': { ground: 'sand', body: handset(36, 24) + sun(20, 30, 9) + shape('M80 18a12 12 0 1 0 4 22 10 10 0 1 1-4-22z', TEAL_DARK) },
  'easy-read-read': { ground: 'sand', body: shape('M20 28c10-4 20-4 28 2v46c-8-6-18-6-28-2z', WHITE) + shape('M76 28c-10-4-20-4-28 2v46c8-6 18-6 28-2z', TEAL_TINT) + line('M48 30v46', TEAL_DARK, 3) },
};

export function illustrationNames(): string[] {
  return Object.keys(DRAWINGS);
}

export function hasIllustration(name: string): boolean {
  return Object.hasOwn(DRAWINGS, name);
}

/** The picture as a standalone SVG file. */
export function illustrationSvg(name: string): string {
  const drawing = DRAWINGS[name];
  if (!drawing) throw new Error(`No illustration named "${name}". Known: ${illustrationNames().join(', ')}`);
  const ground = drawing.ground === 'teal' ? TEAL_TINT : SAND;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><circle cx="48" cy="48" r="46" fill="${ground}"/>${drawing.body}</svg>`;
}

const urls = new Map<string, string>();

/** Where the build writes the picture: its name plus a hash of its drawing, so it can be cached for good. */
export function illustrationUrl(name: string): string {
  let url = urls.get(name);
  if (!url) {
    const hash = createHash('sha256').update(illustrationSvg(name)).digest('hex').slice(0, 10);
    url = `/assets/art/${name}-${hash}.svg`;
    urls.set(name, url);
  }
  return url;
}

/** Every picture as the file the build writes: its path in the output and its SVG. */
export function illustrationFiles(): { path: string; text: string }[] {
  return illustrationNames().map((name) => ({ path: illustrationUrl(name).slice(1), text: illustrationSvg(name) }));
}

/** The picture for an article category ("Mental Health" becomes category-mental-health), if the set has one. */
export function categoryIllustration(category: string): string | undefined {
  const name = `category-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
  return hasIllustration(name) ? name : undefined;
}
