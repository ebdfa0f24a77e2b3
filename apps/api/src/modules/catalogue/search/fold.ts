/** Letters unaccent maps that have no Unicode decomposition to strip an accent from. */
const UNDECOMPOSED: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

/** Punctuation unaccent writes plainly: curly quotes straight, long dashes short. */
const PLAIN_PUNCTUATION: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
};

/**
 * A text without accents, lower-cased ("Ōhakune" is "ohakune"): what the database's
 * waymark_fold() (unaccent, then lower) makes of the names search reads.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþ]/g, (letter) => UNDECOMPOSED[letter]!)
    .replace(/[‘’‚“”„–—]/g, (mark) => PLAIN_PUNCTUATION[mark]!);
}

/** The words of a folded text, as waymark_words() splits it: runs of letters a–z and digits. */
export function wordsOf(folded: string): string[] {
  return folded.split(/[^a-z0-9]+/).filter(Boolean);
}
