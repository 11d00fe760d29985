/** Public layout: top bar only, plus the two decorative fixed elements (SPEC.md section 2 "Layouts"). */
import { Outlet } from 'react-router';
import { TopBar } from '../components/TopBar';
import { DecorativeBanner, SocialRail } from '../components/Decorations';

export function PublicLayout() {
  return (
    <div className="min-h-screen bg-white">
      <TopBar />
      <DecorativeBanner />
      <SocialRail />
      <Outlet />
    </div>
  );
}
