/** The signed-in user's avatar and menu: keyboard-usable, closes on Escape and on outside click. */
import { Link, useNavigate } from 'react-router';
import { avatarMenuLinks } from '../app/navigation';
import { paths } from '../app/paths';
import { useAuth } from '../auth/AuthProvider';
import { useMenu } from './useMenu';

export function AvatarMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { open, close, rootRef, buttonProps, menuProps } = useMenu();
  const initial = user?.first_name.trim().charAt(0).toUpperCase();

  const onLogout = async () => {
    close(false);
    await logout();
    navigate(paths.login, { replace: true });
  };

  const itemClass = 'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100';
  return (
    <div className="relative" ref={rootRef}>
      <button
        {...buttonProps}
        aria-label="Account menu"
        className="flex h-9 w-9 items-center justify-center overflow-hidden rounded-full bg-brand-600 text-sm font-semibold text-white"
      >
        {initial ? (
          <span data-testid="avatar-initial">{initial}</span>
        ) : (
          <img src="/default-avatar.svg" alt="" width={36} height={36} data-testid="avatar-default" />
        )}
      </button>
      {open && (
        <div
          {...menuProps}
          aria-label="Account"
          className="absolute right-0 z-50 mt-2 w-56 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {avatarMenuLinks.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => close(false)}
            >
              {item.label}
            </Link>
          ))}
          <div className="my-1 border-t border-slate-200" role="none" />
          <button type="button" role="menuitem" tabIndex={-1} className={itemClass} onClick={onLogout}>
            Log Out
          </button>
        </div>
      )}
    </div>
  );
}
