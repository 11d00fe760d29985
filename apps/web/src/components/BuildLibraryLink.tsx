/** "Build your content library": where every screen that found the library empty sends the user. */
import { Link } from 'react-router';
import { paths } from '../app/paths';

/** In running text by default (inheriting the sentence's colour where `className` says so); a button where asked. */
export function BuildLibraryLink({ className = 'font-semibold text-brand-700 underline' }: { className?: string }) {
  return (
    <Link to={paths.profileProgress} className={className}>
      Build your content library
    </Link>
  );
}
