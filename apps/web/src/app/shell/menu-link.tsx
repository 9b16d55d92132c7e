import { NavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useMatch, useResolvedPath } from 'react-router';

type MenuLinkProps = {
  to: string;
  label: string;
  icon?: ReactNode;
  /** Match only this exact path (default), or also everything below it. */
  end?: boolean;
  onNavigate?: () => void;
};

/** A Mantine NavLink that is a router link, marked active (and aria-current) on its page. */
export function MenuLink({ to, label, icon, end = true, onNavigate }: MenuLinkProps) {
  const resolved = useResolvedPath(to);
  const active = useMatch({ path: resolved.pathname, end }) !== null;
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}
