import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useAppNavigation } from './navigation.ts';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/** A real link (`<a href>`) that navigates client-side on a plain left click. */
export function AppLink({ to, replace, onClick, children, ...rest }: AppLinkProps) {
  const { navigate } = useAppNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || rest.target) return;
    event.preventDefault();
    navigate(to, replace ? { replace } : undefined);
  };
  return (
    <a href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
