/** Signed-in side navigation: collapsible groups, each starting open when the current path lies inside it. */
import { useDisclosure } from './useDisclosure';
import { NavLink, useLocation } from 'react-router';
import { groupContains, sideNavGroups, sideNavHome, signedInTopLinks, type NavGroup } from '../app/navigation';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`;

function Group({
  group,
  initiallyOpen,
  onNavigate,
}: {
  group: NavGroup;
  initiallyOpen: boolean;
  onNavigate?: () => void;
}) {
  const { open, panelId: listId, buttonProps } = useDisclosure(initiallyOpen);
  return (
    <li>
      <button
        {...buttonProps}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        {group.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width={16}
          height={16}
          className={`transition-transform ${open ? 'rotate-90' : ''}`}
        >
          <path d="M7 5l6 5-6 5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} hidden={!open} className="ml-2 border-l border-slate-200 pl-2">
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={itemClass} onClick={onNavigate} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SideNav({ id, onNavigate }: { id: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav
      id={id}
      aria-label="Side navigation"
      className="h-full w-[220px] overflow-y-auto border-r border-slate-200 bg-white p-3"
    >
      {/* On small screens the top bar's links live here, behind the menu button. */}
      <ul className="mb-3 border-b border-slate-200 pb-3 lg:hidden" aria-label="Sections">
        {signedInTopLinks.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={itemClass} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className="space-y-1">
        <li>
          <NavLink to={sideNavHome.to} className={itemClass} onClick={onNavigate} end>
            {sideNavHome.label}
          </NavLink>
        </li>
        {sideNavGroups.map((group) => (
          <Group
            key={group.label}
            group={group}
            initiallyOpen={groupContains(group, pathname)}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </nav>
  );
}
