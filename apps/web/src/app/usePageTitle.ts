/** The browser tab's title follows the screen's own heading, so each screen has one name wherever the link came from. */
import { useEffect } from 'react';
import { PRODUCT_NAME } from '@hirestride/shared/product';

/** "Job Tracker · HireStride"; the product's name alone where no screen heading is drawn. */
export function pageTitle(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Watches the page for its level-one heading: screens load lazily and some name themselves only once their data is
 * in (a job's title), so the heading is read when the page changes, at most once a frame.
 */
export function usePageTitle(): void {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = pageTitle(document.querySelector('main h1, h1')?.textContent);
      if (document.title !== next) document.title = next;
    };
    const observer = new MutationObserver(() => {
      if (frame === 0) frame = requestAnimationFrame(update);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    update();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
}
