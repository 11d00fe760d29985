/**
 * A flat XML tokenizer: a loop over tags and text, no tree and no recursion, so a deeply nested document cannot
 * exhaust the stack; entities other than the five predefined and numeric ones are left as written, never expanded.
 */

export type XmlToken =
  | { type: 'open'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string };

const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(
    ENTITY,
    (whole, named: string | undefined, decimal: string | undefined, hex: string | undefined) => {
      if (named) return NAMED[named] ?? whole;
      const code = decimal ? Number(decimal) : parseInt(hex ?? '', 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The tokens of an XML text in order. */
export function* tokens(xml: string): Generator<XmlToken> {
  let at = 0;
  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    if (lt < 0) {
      yield { type: 'text', text: decodeEntities(xml.slice(at)) };
      return;
    }
    if (lt > at) yield { type: 'text', text: decodeEntities(xml.slice(at, lt)) };
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      at = end < 0 ? xml.length : end + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt + 9);
      yield { type: 'text', text: xml.slice(lt + 9, end < 0 ? xml.length : end) };
      at = end < 0 ? xml.length : end + 3;
      continue;
    }
    if (xml.startsWith('<!', lt) || xml.startsWith('<?', lt)) {
      // A DOCTYPE's internal subset (where entities would be declared) is skipped whole, never read.
      const bracket = xml.indexOf('[', lt);
      const close = xml.indexOf('>', lt);
      const end =
        bracket >= 0 && close > bracket && xml.startsWith('<!DOCTYPE', lt) ? xml.indexOf(']>', bracket) + 1 : close;
      at = end <= 0 ? xml.length : end + 1;
      continue;
    }
    const gt = xml.indexOf('>', lt);
    if (gt < 0) return;
    const body = xml.slice(lt + 1, gt);
    at = gt + 1;
    if (body.startsWith('/')) {
      yield { type: 'close', name: body.slice(1).trim() };
      continue;
    }
    const selfClosing = body.endsWith('/');
    const inner = selfClosing ? body.slice(0, -1) : body;
    const space = inner.search(/\s/);
    const name = space < 0 ? inner : inner.slice(0, space);
    const attrs: Record<string, string> = {};
    if (space >= 0) {
      ATTRIBUTE.lastIndex = 0;
      for (let match = ATTRIBUTE.exec(inner); match; match = ATTRIBUTE.exec(inner)) {
        attrs[match[1]!] = decodeEntities(match[2] ?? match[3] ?? '');
      }
    }
    yield { type: 'open', name, attrs, selfClosing };
  }
}

/** A Word on/off property: present means on, unless its value says off. */
export const isOn = (attrs: Record<string, string>) => !/^(?:0|false|off|none)$/i.test(attrs['w:val'] ?? 'true');
