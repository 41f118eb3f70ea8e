/** Named searches, used by the search tests (unit and browser): what people type, and what they should find. */

/** Real queries and a page each must find near the top (within the first `within` results). */
export const REAL_QUERIES = {
  recoveryCoach: { query: 'recovery coach', finds: '/services/psychosocial-recovery-coaching/', within: 2 },
  money: { query: 'money', finds: '/resources/cost-of-living-mental-health-ndis/', within: 3 },
  /** "money" finds pages that say funding or budget but never money. */
  moneyFindsFunding: { query: 'money', finds: '/resources/ndis-and-mental-health-supports-whats-available-for-you/', within: 5 },
  carer: { query: 'carer', finds: '/resources/for/carers/', within: 3 },
  supportCoordinator: { query: 'support coordinator', finds: '/services/support-coordination/', within: 2 },
  misspelt: { query: 'recovry', finds: '/services/psychosocial-recovery-coaching/', within: 5 },
  worker: { query: 'worker', finds: '/services/mental-health-support-work/', within: 5 },
  assessment: { query: 'assessment', finds: '/resources/navigating-psychosocial-disability-access/', within: 5 },
  plainWords: { query: 'my son wont get out of bed', finds: '/resources/youth-mental-health-crisis/', within: 3 },
  easyRead: { query: 'easy read', finds: '/services/easy-read/', within: 5 },
} as const;

/**
 * Searches in distress or danger, each with the crisis topic it must touch: as people type them (the
 * phrasings of the content review of 28 November 2026, MF-1, and many more: indirect, slang, misspelt, in
 * capitals, with stray spaces and punctuation), and the words for suicide, self-harm and wanting to die in
 * each of the site's eight community languages, in their own scripts and as people type them without accents
 * or with other keyboards. `language`: the page in that language the box must link.
 */
export const DISTRESS_QUERIES: readonly { query: string; topic: string; language?: string }[] = [
  // Wanting to die, said plainly and indirectly
  { query: 'I want to die', topic: 'suicide' },
  { query: 'suicide', topic: 'suicide' },
  { query: 'SUICIDE', topic: 'suicide' },
  { query: 'suicidal thoughts', topic: 'suicide' },
  { query: 'how to kill my self', topic: 'suicide' },
  { query: 'I just want to end it', topic: 'suicide' },
  { query: "don't want to live anymore", topic: 'suicide' },
  { query: 'ending my life', topic: 'suicide' },
  { query: 'i dont want to be alive', topic: 'suicide' },
  { query: 'I don’t want to be alive anymore', topic: 'suicide' },
  { query: 'life isnt worth living', topic: 'suicide' },
  { query: "life isn't worth it", topic: 'suicide' },
  { query: 'no point in living', topic: 'suicide' },
  { query: 'how to die', topic: 'suicide' },
  { query: 'want to sleep and not wake up', topic: 'suicide' },
  { query: "i don't want to be here", topic: 'suicide' },
  { query: 'everyone would be better off without me', topic: 'suicide' },
  { query: "I can't go on", topic: 'suicide' },
  { query: 'cant do this anymore', topic: 'suicide' },
  { query: 'i am a burden to everyone', topic: 'suicide' },
  { query: 'I wish I was never born', topic: 'suicide' },
  { query: 'thinking of ending things', topic: 'suicide' },
  { query: 'want to end everything', topic: 'suicide' },
  { query: 'hang myself', topic: 'suicide' },
  { query: 'painless way to die', topic: 'suicide' },
  // Slang, misspellings and stray typing
  { query: 'unalive', topic: 'suicide' },
  { query: 'i want to unalive myself', topic: 'suicide' },
  { query: 'kms', topic: 'suicide' },
  { query: 'kys', topic: 'suicide' },
  { query: 'sewer slide', topic: 'suicide' },
  { query: 'self delete', topic: 'suicide' },
  { query: 'sucide', topic: 'suicide' },
  { query: 'suicde', topic: 'suicide' },
  { query: 'suicdie help', topic: 'suicide' },
  { query: 'sucidal', topic: 'suicide' },
  { query: 'su1c1de', topic: 'suicide' },
  { query: 'k1ll myself', topic: 'suicide' },
  { query: 'killl myself', topic: 'suicide' },
  { query: 'killmyself', topic: 'suicide' },
  { query: '  I   WANT   TO   DIE!!! ', topic: 'suicide' },
  { query: 'want.to.die', topic: 'suicide' },
  { query: 'ｓｕｉｃｉｄｅ', topic: 'suicide' },
  { query: 'wanna die', topic: 'suicide' },
  // Self-harm
  { query: 'self harm', topic: 'self-harm' },
  { query: 'self-harm', topic: 'self-harm' },
  { query: 'selfharm', topic: 'self-harm' },
  { query: 'I keep hurting myself', topic: 'self-harm' },
  { query: 'burning myself', topic: 'self-harm' },
  { query: 'hitting myself', topic: 'self-harm' },
  { query: 'cutting myself again', topic: 'self-harm' },
  // Overdose and poisoning
  { query: 'overdose', topic: 'overdose' },
  { query: 'overdsoe', topic: 'overdose' },
  { query: 'took pills', topic: 'overdose' },
  { query: 'took too many pills', topic: 'overdose' },
  { query: 'swallowed pills', topic: 'overdose' },
  { query: 'my son swallowed something', topic: 'overdose' },
  { query: 'took too many tablets', topic: 'overdose' },
  { query: 'poisoning', topic: 'overdose' },
  { query: 'wrong medication', topic: 'overdose' },
  // Danger at home, threats, abuse
  { query: 'my partner is abusive', topic: 'violence' },
  { query: 'abuse', topic: 'violence' },
  { query: 'family violence', topic: 'violence' },
  { query: 'I feel unsafe at home', topic: 'violence' },
  { query: 'not safe', topic: 'violence' },
  { query: 'kill me', topic: 'violence' },
  { query: 'he will kill me', topic: 'violence' },
  { query: 'partner threatens to kill me', topic: 'violence' },
  { query: 'he said he is going to kill me', topic: 'violence' },
  { query: 'stalking', topic: 'violence' },
  { query: 'my ex is stalking me', topic: 'violence' },
  { query: 'coercive control', topic: 'violence' },
  { query: 'my partner checks my phone', topic: 'violence' },
  { query: 'he strangled me', topic: 'violence' },
  { query: 'sexual abuse', topic: 'violence' },
  { query: 'raped', topic: 'violence' },
  { query: 'scared of my partner', topic: 'violence' },
  // Asking for help, and despair
  { query: 'need help', topic: 'crisis' },
  { query: 'i need to talk to someone', topic: 'crisis' },
  { query: 'lifeline', topic: 'crisis' },
  { query: 'I hate myself', topic: 'crisis' },
  { query: 'cant cope', topic: 'crisis' },
  { query: 'I feel hopeless', topic: 'crisis' },
  { query: 'i feel worthless', topic: 'crisis' },
  { query: 'mental health crisis', topic: 'crisis' },
  // Vietnamese
  { query: 'tự tử', topic: 'vietnamese', language: 'vietnamese' },
  { query: 'Tự Tử', topic: 'vietnamese', language: 'vietnamese' },
  { query: 'tu tu', topic: 'vietnamese', language: 'vietnamese' },
  { query: 'tự sát', topic: 'vietnamese', language: 'vietnamese' },
  { query: 'tôi muốn chết', topic: 'vietnamese', language: 'vietnamese' },
  { query: 'không muốn sống nữa', topic: 'vietnamese', language: 'vietnamese' },
  { query: 'tự làm hại bản thân', topic: 'vietnamese', language: 'vietnamese' },
  // Chinese, Simplified and Traditional
  { query: '自杀', topic: 'chinese-simplified', language: 'chinese-simplified' },
  { query: '我想自杀', topic: 'chinese-simplified', language: 'chinese-simplified' },
  { query: '自残', topic: 'chinese-simplified', language: 'chinese-simplified' },
  { query: '自殺', topic: 'chinese-traditional', language: 'chinese-traditional' },
  { query: '自殘', topic: 'chinese-traditional', language: 'chinese-traditional' },
  { query: '想死', topic: 'chinese', language: 'chinese-traditional' },
  { query: '我不想活了', topic: 'chinese', language: 'chinese-simplified' },
  // Dari and Hazaragi (Persian script: with and without the half-space, with Arabic letter forms)
  { query: 'خودکشی', topic: 'dari-hazaragi', language: 'dari' },
  { query: 'خودكشي', topic: 'dari-hazaragi', language: 'hazaragi' },
  { query: 'می‌خواهم بمیرم', topic: 'dari-hazaragi', language: 'dari' },
  { query: 'میخواهم بمیرم', topic: 'dari-hazaragi', language: 'dari' },
  { query: 'می خواهم بمیرم', topic: 'dari-hazaragi', language: 'hazaragi' },
  // Punjabi (with and without the nukta)
  { query: 'ਖ਼ੁਦਕੁਸ਼ੀ', topic: 'punjabi', language: 'punjabi' },
  { query: 'ਖੁਦਕੁਸ਼ੀ', topic: 'punjabi', language: 'punjabi' },
  { query: 'ਆਤਮ ਹੱਤਿਆ', topic: 'punjabi', language: 'punjabi' },
  { query: 'ਆਤਮਹੱਤਿਆ', topic: 'punjabi', language: 'punjabi' },
  { query: 'ਮੈਂ ਮਰਨਾ ਚਾਹੁੰਦਾ ਹਾਂ', topic: 'punjabi', language: 'punjabi' },
  // Khmer
  { query: 'អត្តឃាត', topic: 'khmer', language: 'khmer' },
  { query: 'ខ្ញុំចង់ស្លាប់', topic: 'khmer', language: 'khmer' },
  { query: 'សម្លាប់ខ្លួន', topic: 'khmer', language: 'khmer' },
  // Sinhala (with and without its zero-width joiners)
  { query: 'සියදිවි නසා ගැනීම', topic: 'sinhala', language: 'sinhala' },
  { query: 'සියදිවි', topic: 'sinhala', language: 'sinhala' },
  { query: 'මට මැරෙන්න ඕනේ', topic: 'sinhala', language: 'sinhala' },
  { query: 'ආත්ම ඝාතනය', topic: 'sinhala', language: 'sinhala' },
];

/** Everyday searches that must not show the help-lines box, including words one slip away from a crisis word. */
export const EVERYDAY_QUERIES = [
  'recovery coach', 'money', 'carer', 'support coordinator', 'recovry', 'end of my plan', 'self-managed plan', 'budget', 'its', 'myself',
  'safe contact', 'plan ending', 'easy read', 'nutrition', 'diet', 'talking to my coordinator', 'pay my bills', 'rapid response', 'odd jobs',
  'edit my referral', 'peer support', 'complaint', 'how much does it cost', 'interpreter', 'psychosocial disability', 'anxiety', 'depression',
  'my son wont get out of bed', 'tư vấn', 'từ từ', 'cooking classes', 'social groups', 'what is a support worker', 'can i self refer',
] as const;

/** Text in the site's other scripts, and the words search cuts it into. */
export const SCRIPTS = {
  vietnamese: { text: 'Tiếng Việt: hỗ trợ sức khỏe tâm thần', words: ['tieng', 'viet', 'ho', 'tro', 'suc', 'khoe', 'tam', 'than'] },
  chinese: { text: '心理健康支持', words: ['心理', '理健', '健康', '康支', '支持'] },
  khmer: { text: 'សុខភាពផ្លូវចិត្ត', minimumWords: 3 },
  dari: { text: 'حمایت از سلامت روان', words: ['حمایت', 'از', 'سلامت', 'روان'] },
  punjabi: { text: 'ਮਾਨਸਿਕ ਸਿਹਤ', words: ['ਮਾਨਸਿਕ', 'ਸਿਹਤ'] },
  sinhala: { text: 'මානසික සෞඛ්‍යය', minimumWords: 1 },
} as const;
