/** Signed-in layout: top bar with the menu button, side navigation (220 px) and the page. */
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SideNav } from '../components/SideNav';
import { TopBar } from '../components/TopBar';
import { VerifyEmailBanner } from '../components/VerifyEmailBanner';
import { isWideScreen, useWideScreen } from '../lib/useWideScreen';

export function AppLayout() {
  // null: as the screen wants it (open on wide screens, closed on narrow ones), which CSS decides until the app is
  // live, so that a page the server drew (decision 006) and the app's first render agree. A click makes it a choice.
  const [choice, setChoice] = useState<boolean | null>(null);
  const wide = useWideScreen();
  const open = choice ?? wide;
  const { pathname } = useLocation();

  // Crossing the breakpoint makes the panel what the new screen wants: the side column open on a wide one would
  // otherwise become an overlay covering a narrow one (state adjusted during render).
  const [shownWide, setShownWide] = useState(wide);
  if (wide !== shownWide) {
    setShownWide(wide);
    if (shownWide !== null) setChoice(null);
  }

  // On small screens the panel is an overlay: close it after navigating (state adjusted during render).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (!isWideScreen()) setChoice(false);
  }

  const menuButton = (
    <button
      type="button"
      aria-label={open ? 'Hide navigation' : 'Show navigation'}
      aria-expanded={open ?? false}
      aria-controls="side-navigation"
      onClick={() => setChoice(!(open ?? isWideScreen()))}
      className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width={22} height={22}>
        <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );

  return (
    <div className="min-h-screen bg-slate-50 print:bg-white">
      <TopBar menuButton={menuButton} />
      <div className="flex">
        {open !== false && (
          <>
            {open && (
              <div
                className="fixed inset-0 top-16 z-20 bg-slate-900/30 lg:hidden print:hidden"
                aria-hidden="true"
                onClick={() => setChoice(false)}
              />
            )}
            <aside
              className={`fixed top-16 bottom-0 left-0 z-30 lg:sticky lg:h-[calc(100vh-4rem)] print:hidden ${open === null ? 'hidden lg:block' : ''}`}
            >
              <SideNav id="side-navigation" onNavigate={() => !isWideScreen() && setChoice(false)} />
            </aside>
          </>
        )}
        <main className="min-w-0 flex-1">
          <VerifyEmailBanner />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
