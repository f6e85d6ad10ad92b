// Rules that clean a name before anything is read from it: site and request prefixes, full-width digits,
// names written backwards, and names that are nothing but a hash or random characters.

/** `[ www.site.com ] - `, `www.site.org - `, `【…www.site.com】`, `[indexer][12345] `: prefixes added by sites. */
const SITE_PREFIXES: readonly RegExp[] = [
  /^\[\s*(?:www\.)?[a-z0-9-]+\.[a-z]{2,6}\s*\]\s*-?\s*/i,
  /^www\.[a-z0-9-]+\.[a-z]{2,6}\s+-\s+/i,
  /^【[^】]*(?:www\.|\.com|\.net|发布)[^】]*】\s*/,
  /^\[[a-z0-9]+\]\[\d+\]\s*/i,
];

/** Returns how many leading characters are a site or request prefix. */
export function sitePrefixLength(text: string): number {
  for (const re of SITE_PREFIXES) {
    const m = re.exec(text);
    if (m) return m[0].length;
  }
  return 0;
}
const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;

/** `１５８` → `158`: full-width digits become ASCII (one UTF-16 unit each, so positions do not move). */
export function asciiDigits(text: string): string {
  return text.replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
}

/** `50E50S`, `11E-20S`, `010E70S`: an episode token read backwards; `p027` a resolution read backwards. */
const REVERSED_EPISODE = /(?<![A-Za-z0-9])\d{2,3}E-?\d{2,4}S(?![A-Za-z0-9])/;
const MAYBE_REVERSED = /E-?\d{2,4}S/;
const FORWARD_EPISODE = /(?<![A-Za-z0-9])S\d{1,4}-?E\d{1,4}(?![0-9])/i;

/** Some posters reverse the whole name to dodge filters; read it the right way round. */
export function unreverse(text: string): string {
  if (!MAYBE_REVERSED.test(text) || !REVERSED_EPISODE.test(text) || FORWARD_EPISODE.test(text)) return text;
  return Array.from(text).reverse().join('');
}

const GUID_PART = /-[0-9a-f]{4}-[0-9a-f]{4}-/i;
const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const HEX = /^[0-9a-f]+$/i;
const LONG_TOKEN = /[A-Za-z0-9]{12}/;
/** `zoos01e11e12`: an episode token glued to a word is not random. */
const GLUED_EPISODE = /s\d{1,2}e\d{1,3}/i;

/** True for a token that looks machine-made: long, with letters and digits interleaved or random case. */
function isRandomToken(token: string): boolean {
  if (token.length < 20 && GLUED_EPISODE.test(token)) return false;
  let letterDigit = 0;
  let caseFlips = 0;
  let digits = 0;
  for (let i = 1; i < token.length; i++) {
    const a = token.charCodeAt(i - 1);
    const b = token.charCodeAt(i);
    const aDigit = a >= 48 && a <= 57;
    const bDigit = b >= 48 && b <= 57;
    if (bDigit) digits++;
    if (aDigit !== bDigit) letterDigit++;
    else if (!aDigit && a >= 97 !== b >= 97) caseFlips++;
  }
  if (token.length >= 20 && (digits > 0 || caseFlips >= 6)) return true;
  if (letterDigit >= 3) return true;
  return caseFlips >= 5 && digits > 0;
}

function isAsciiAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * A name that is only a hash, a GUID, a usenet subject or random characters says nothing about the media.
 * Real titles can contain long words (`KillRoyWasHere`), so only machine-looking tokens count.
 */
export function isObfuscatedName(text: string): boolean {
  if (text.includes('yEnc') || (GUID_PART.test(text) && GUID.test(text))) return true;
  if (!LONG_TOKEN.test(text)) return false;
  let alnum = 0;
  let randomChars = 0;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && isAsciiAlnum(text.charCodeAt(i))) {
      alnum++;
      if (start < 0) start = i;
      continue;
    }
    if (start < 0) continue;
    const length = i - start;
    if (length >= 12) {
      const token = text.slice(start, i);
      if (length >= 16 && HEX.test(token) && /\d/.test(token)) return true;
      if (isRandomToken(token)) randomChars += length;
    }
    start = -1;
  }
  return randomChars > 0 && randomChars >= alnum * 0.5;
}
