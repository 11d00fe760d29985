/** Example salary and location for the job forms, in the currency and places of the browser's locale. */

export interface JobPlaceholders {
  salary: string;
  location: string;
}

/** Where we know how a posting there writes both. */
const BY_REGION: Record<string, JobPlaceholders> = {
  US: { salary: '$80,000–95,000', location: 'Chicago, IL or Remote' },
  CA: { salary: '$85,000–100,000', location: 'Toronto, ON or Remote' },
  GB: { salary: '£60–70k', location: 'London, or Remote (UK)' },
  IE: { salary: '€55–65k', location: 'Dublin, or Remote (Ireland)' },
  AU: { salary: '$110,000–130,000', location: 'Sydney, NSW or Remote' },
};

/** The euro area: the currency is certain, so the locale writes the amount; the place stays neutral. */
const EURO_REGIONS = new Set([
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
]);

const NEUTRAL_LOCATION = 'City, or Remote';
const LOW = 50_000;
const HIGH = 60_000;

/** The locale's region, guessed from the language alone when it names none ("en" is the US, "fr" France). */
function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}

/**
 * `locale` is a BCP 47 tag such as `navigator.language`. Elsewhere than the regions we know, no currency is guessed:
 * a range in the locale's own digits, and no city.
 */
export function jobPlaceholders(
  locale: string = typeof navigator === 'undefined' ? '' : navigator.language,
): JobPlaceholders {
  const region = regionOf(locale);
  const known = region ? BY_REGION[region] : undefined;
  if (known) return known;
  if (region && EURO_REGIONS.has(region)) {
    const euros = numberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    return { salary: euros.formatRange(LOW, HIGH), location: NEUTRAL_LOCATION };
  }
  return { salary: `${numberFormat(locale).formatRange(LOW, HIGH)} a year`, location: NEUTRAL_LOCATION };
}
