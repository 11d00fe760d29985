/** The top bar: visitor links, or the signed-in links and the avatar menu (SPEC.md section 2 "Top bar"). */
import { NavLink } from 'react-router';
import { signedInTopLinks, visitorTopLinks } from '../app/navigation';
import { paths } from '../app/paths';
import { useAuth } from '../auth/AuthProvider';
import { AvatarMenu } from './AvatarMenu';
import { Logo } from './Logo';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1 text-sm font-medium ${isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900'}`;

export function TopBar({ menuButton }: { menuButton?: React.ReactNode }) {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex min-h-16 flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        {menuButton}
        <Logo to={signedIn ? paths.dashboard : paths.home} />
        <nav aria-label="Main" className="ml-auto flex flex-wrap items-center gap-x-3 gap-y-1">
          {signedIn ? (
            <>
              <ul className="hidden items-center gap-1 lg:flex">
                {signedInTopLinks.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={linkClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <AvatarMenu />
            </>
          ) : (
            <>
              {visitorTopLinks.map((item) => (
                <NavLink key={item.to} to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              ))}
              <NavLink
                to={paths.signup}
                className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
              >
                Get Started For Free
              </NavLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
