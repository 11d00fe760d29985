/** Whether a font is bold, from its name: PDFs rarely say so otherwise, and the name is what every tool writes. */

// Names as tools write them: "Arial-BoldMT", "Calibri,Bold", "Lato-Black", "Montserrat-SemiBold", "OpenSans-ExtraBold",
// "Roboto-Heavy"; LaTeX's Computer Modern and Latin Modern bold faces are CMBX, CMB and LMRoman…-Bold.
const BOLD_NAME = /bold|black|heavy|semibd|demi|extrab|ultrab|[-,](bd|b|sb|hv)$/i;
const TEX_BOLD = /^(cmbx|cmb\d|sfbx|ecbx|lmbx)/i;

/** True when the font's name marks a bold (or heavier) face; the subset prefix ("ABCDEF+") is ignored. */
export function isBoldFontName(name: string | undefined): boolean {
  if (!name) return false;
  const base = name.replace(/^[A-Z]{6}\+/, '');
  return BOLD_NAME.test(base) || TEX_BOLD.test(base);
}
