/** Signed-in layout: top bar with the menu button, side navigation (220 px) and the page. */
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SideNav } from '../components/SideNav';
import { TopBar } from '../components/TopBar';

const WIDE_SCREEN = '(min-width: 1024px)';
const isWide = () => typeof window !== 'undefined' && window.matchMedia(WIDE_SCREEN).matches;

export function AppLayout() {
  const [open, setOpen] = useState(isWide);
  const { pathname } = useLocation();

  // On small screens the panel is an overlay: close it after navigating (state adjusted during render).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (!isWide()) setOpen(false);
  }

  const menuButton = (
    <button
      type="button"
      aria-label={open ? 'Hide navigation' : 'Show navigation'}
      aria-expanded={open}
      aria-controls="side-navigation"
      onClick={() => setOpen((value) => !value)}
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
        {open && (
          <>
            <div
              className="fixed inset-0 top-16 z-20 bg-slate-900/30 lg:hidden print:hidden"
              aria-hidden="true"
              onClick={() => setOpen(false)}
            />
            <aside className="fixed top-16 bottom-0 left-0 z-30 lg:sticky lg:h-[calc(100vh-4rem)] print:hidden">
              <SideNav id="side-navigation" onNavigate={() => !isWide() && setOpen(false)} />
            </aside>
          </>
        )}
        <main className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
