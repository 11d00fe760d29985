/** The product's word mark, linking home. */
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@hirestride/shared/product';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-slate-900">
      <img src="/favicon.svg" alt="" width={28} height={28} className="h-7 w-7" />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
