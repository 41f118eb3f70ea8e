/** Named searches, used by the search tests (unit and browser): what people type, and what they should find. */

/** Real queries and a page each must find near the top (within the first `within` results). */
export const REAL_QUERIES = {
  recoveryCoach: { query: 'recovery coach', finds: '/services/psychosocial-recovery-coaching/', within: 2 },
  money: { query: 'money', finds: '/resources/cost-of-living-mental-health-ndis/', within: 3 },
  /** "money" finds pages that say funding or budget but never money. */
  moneyFindsFunding: { query: 'money', finds: '/resources/mental-health-funding-2025-federal-budget/', within: 5 },
  carer: { query: 'carer', finds: '/resources/for/carers/', within: 3 },
  supportCoordinator: { query: 'support coordinator', finds: '/services/support-coordination/', within: 2 },
  misspelt: { query: 'recovry', finds: '/services/psychosocial-recovery-coaching/', within: 5 },
  worker: { query: 'worker', finds: '/services/mental-health-support-work/', within: 5 },
  assessment: { query: 'assessment', finds: '/resources/navigating-psychosocial-disability-access/', within: 5 },
  plainWords: { query: 'my son wont get out of bed', finds: '/resources/youth-mental-health-crisis/', within: 3 },
  easyRead: { query: 'easy read', finds: '/services/easy-read/', within: 5 },
} as const;

/** Searches in distress or danger, each with the crisis topic it must touch. */
export const DISTRESS_QUERIES = [
  { query: 'I want to die', topic: 'suicide' },
  { query: 'suicide', topic: 'suicide' },
  { query: 'suicidal thoughts', topic: 'suicide' },
  { query: 'sucide', topic: 'suicide' },
  { query: 'suicdie help', topic: 'suicide' },
  { query: 'how to kill my self', topic: 'suicide' },
  { query: "I just want to end it", topic: 'suicide' },
  { query: "don't want to live anymore", topic: 'suicide' },
  { query: 'self harm', topic: 'self-harm' },
  { query: 'self-harm', topic: 'self-harm' },
  { query: 'selfharm', topic: 'self-harm' },
  { query: 'I keep hurting myself', topic: 'self-harm' },
  { query: 'overdose', topic: 'overdose' },
  { query: 'overdsoe', topic: 'overdose' },
  { query: 'my partner is abusive', topic: 'violence' },
  { query: 'abuse', topic: 'violence' },
  { query: 'family violence', topic: 'violence' },
  { query: 'I feel unsafe at home', topic: 'violence' },
  { query: 'not safe', topic: 'violence' },
  { query: 'SUICIDE', topic: 'suicide' },
] as const;

/** Everyday searches that must not show the help-lines box. */
export const EVERYDAY_QUERIES = ['recovery coach', 'money', 'carer', 'support coordinator', 'recovry', 'end of my plan', 'self-managed plan', 'budget', 'its', 'myself', 'safe contact', 'plan ending', 'easy read'] as const;

/** Text in the site's other scripts, and the words search cuts it into. */
export const SCRIPTS = {
  vietnamese: { text: 'Tiếng Việt: hỗ trợ sức khỏe tâm thần', words: ['tieng', 'viet', 'ho', 'tro', 'suc', 'khoe', 'tam', 'than'] },
  chinese: { text: '心理健康支持', words: ['心理', '理健', '健康', '康支', '支持'] },
  khmer: { text: 'សុខភាពផ្លូវចិត្ត', minimumWords: 3 },
  dari: { text: 'حمایت از سلامت روان', words: ['حمایت', 'از', 'سلامت', 'روان'] },
  punjabi: { text: 'ਮਾਨਸਿਕ ਸਿਹਤ', words: ['ਮਾਨਸਿਕ', 'ਸਿਹਤ'] },
  sinhala: { text: 'මානසික සෞඛ්‍යය', minimumWords: 1 },
} as const;
