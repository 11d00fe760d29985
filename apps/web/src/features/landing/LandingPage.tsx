/** Landing page (/): hero, trusted-by marquee, the journey, a closing call to action, footer. */
import { ClosingCta, Footer } from './ClosingCta';
import { Hero } from './Hero';
import { Journey } from './Journey';
import { LogoMarquee } from './LogoMarquee';

export function LandingPage() {
  return (
    <>
      <main>
        <Hero />
        <LogoMarquee />
        <Journey />
        <ClosingCta />
      </main>
      <Footer />
    </>
  );
}
