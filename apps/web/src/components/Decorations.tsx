/** The two decorative fixed elements: the left banner and the right rail of social links (wide screens only). */
import { socialLinks } from '../app/social-links';

/** Vertical text reading bottom-to-top, flush with the screen edge. */
const vertical = { writingMode: 'vertical-rl', transform: 'rotate(180deg)' } as const;

export function DecorativeBanner() {
  return (
    <p
      data-testid="template-of-the-day"
      style={vertical}
      className="pointer-events-none fixed top-1/2 left-0 z-10 hidden -translate-y-1/2 rounded-l-md bg-brand-600 px-1.5 py-4 text-xs font-bold tracking-[0.2em] whitespace-nowrap text-white shadow xl:block"
    >
      RESUME TEMPLATE OF THE DAY
    </p>
  );
}

export function SocialRail() {
  return (
    <nav aria-label="Social networks" className="fixed top-1/2 right-0 z-10 hidden -translate-y-1/2 xl:block">
      <ul
        style={{ writingMode: 'vertical-rl' }}
        className="flex gap-5 rounded-l-md bg-slate-900 px-1.5 py-4 text-xs font-semibold text-white shadow"
      >
        {socialLinks.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
