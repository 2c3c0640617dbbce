import { LinkifyIt } from 'linkify-it';

/** How many characters of a shopper's own words (name, address) a message carries. */
export const FREE_TEXT_MAX = 60;

// Links written with or without a scheme (bit.ly/x, www.banco-falso.mx), e-mail addresses and
// bare IP addresses: everything a phone would turn into something to tap.
const links = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });

/**
 * What a shopper typed, made safe to put in a message the shop sends in its own name: control
 * characters and runs of spaces collapsed, every link, e-mail or IP address removed (so the
 * shop never texts a stranger's phishing URL word for word), and cut to `max` characters.
 */
export function plainMessageText(text: string, max = FREE_TEXT_MAX): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed here
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e]+/g, ' ');
  const found = links.match(flat) ?? [];
  let kept = '';
  let from = 0;
  for (const link of found) {
    kept += `${flat.slice(from, link.index)} `;
    from = link.lastIndex;
  }
  kept += flat.slice(from);
  const clean = kept.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}
