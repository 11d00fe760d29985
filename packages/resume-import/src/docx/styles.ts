/** A Word file's paragraph styles (word/styles.xml) as what the sectioner cares about: heading, bold, caps, size, list. */
import { isOn, tokens } from './xml.js';

export interface StyleInfo {
  heading: boolean;
  bold?: boolean;
  caps?: boolean;
  /** Half-points, as Word stores sizes. */
  halfPoints?: number;
  numbered?: boolean;
}

interface RawStyle {
  name: string;
  basedOn?: string;
  outline?: number;
  bold?: boolean;
  caps?: boolean;
  halfPoints?: number;
  numId?: string;
}

/** Heading style names in Word's languages: the built-in ones keep an English id, custom copies keep the name. */
const HEADING_NAME =
  /^(?:heading|überschrift|titre|título|titulo|encabezado|kop|intestazione)\s*[1-3]$|^(?:title|titel|titre|título|titolo)$/i;

export function readStyles(xml: string | null): { styles: Map<string, StyleInfo>; defaultHalfPoints?: number } {
  const raw = new Map<string, RawStyle>();
  let defaultHalfPoints: number | undefined;
  if (xml) {
    let current: (RawStyle & { id: string }) | null = null;
    let inDefaults = false;
    for (const token of tokens(xml)) {
      if (token.type === 'open') {
        const { name, attrs } = token;
        if (name === 'w:docDefaults') inDefaults = true;
        else if (name === 'w:style' && attrs['w:type'] === 'paragraph' && attrs['w:styleId']) {
          current = { id: attrs['w:styleId'], name: attrs['w:styleId'] };
        } else if (inDefaults && name === 'w:sz' && attrs['w:val']) defaultHalfPoints = Number(attrs['w:val']);
        else if (current) {
          if (name === 'w:name') current.name = attrs['w:val'] ?? current.name;
          else if (name === 'w:basedOn') current.basedOn = attrs['w:val'];
          else if (name === 'w:outlineLvl') current.outline = Number(attrs['w:val']);
          else if (name === 'w:b') current.bold = isOn(attrs);
          else if (name === 'w:caps') current.caps = isOn(attrs);
          else if (name === 'w:sz' && attrs['w:val']) current.halfPoints = Number(attrs['w:val']);
          else if (name === 'w:numId') current.numId = attrs['w:val'];
        }
      } else if (token.type === 'close') {
        if (token.name === 'w:docDefaults') inDefaults = false;
        if (token.name === 'w:style' && current) {
          raw.set(current.id, current);
          current = null;
        }
      }
    }
  }
  const styles = new Map<string, StyleInfo>();
  for (const id of raw.keys()) {
    // A style inherits what it does not set from its base; the chain is walked with a loop and a bound.
    const info: StyleInfo = { heading: false };
    let style = raw.get(id);
    for (let depth = 0; style && depth < 20; depth += 1) {
      if (
        HEADING_NAME.test(style.name) ||
        /^(?:Heading[1-3]|Title)$/.test(id) ||
        (style.outline !== undefined && style.outline <= 2)
      ) {
        info.heading = true;
      }
      info.bold ??= style.bold;
      info.caps ??= style.caps;
      info.halfPoints ??= style.halfPoints;
      if (info.numbered === undefined && style.numId !== undefined) info.numbered = style.numId !== '0';
      style = style.basedOn ? raw.get(style.basedOn) : undefined;
    }
    styles.set(id, info);
  }
  return { styles, ...(defaultHalfPoints ? { defaultHalfPoints } : {}) };
}

/** The list ids numbering.xml defines; a paragraph pointing elsewhere (or at 0) is not in a list. */
export function readNumbering(xml: string | null): Set<string> | null {
  if (!xml) return null;
  const ids = new Set<string>();
  for (const token of tokens(xml)) {
    if (token.type === 'open' && token.name === 'w:num' && token.attrs['w:numId']) ids.add(token.attrs['w:numId']);
  }
  return ids;
}
