/** The pages in community languages the site publishes (content/languages/), as the tests expect them. */

/**
 * Every language page: file name, lang, dir, and characters of its script (for Chinese, characters only
 * its own form of the script has) its title, heading and text must hold.
 */
export const LANGUAGES = [
  { slug: 'vietnamese', lang: 'vi', dir: 'ltr', script: /[ạảấầẩẫậắằẳẵặẹẻẽếềểễệịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]/u },
  { slug: 'khmer', lang: 'km', dir: 'ltr', script: /\p{Script=Khmer}/u },
  { slug: 'punjabi', lang: 'pa', dir: 'ltr', script: /\p{Script=Gurmukhi}/u },
  { slug: 'chinese-simplified', lang: 'zh-Hans', dir: 'ltr', script: /[们这说为简体]/u },
  { slug: 'chinese-traditional', lang: 'zh-Hant', dir: 'ltr', script: /[們這說為體資]/u },
  { slug: 'sinhala', lang: 'si', dir: 'ltr', script: /\p{Script=Sinhala}/u },
  { slug: 'dari', lang: 'prs', dir: 'rtl', script: /\p{Script=Arabic}/u },
  { slug: 'hazaragi', lang: 'haz', dir: 'rtl', script: /\p{Script=Arabic}/u },
] as const;
