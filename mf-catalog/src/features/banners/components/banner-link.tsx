import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

export interface BannerLinkProps {
  link: string | null;
  children: ReactNode;
  className?: string;
  tabIndex?: number;
}

const Plain = styled.div`
  display: block;
  color: inherit;
`;

const Anchor = styled.a`
  display: block;
  color: inherit;
  text-decoration: none;
`;

const RouteLink = styled(Link)`
  display: block;
  color: inherit;
  text-decoration: none;
`;

/** A banner leads inside the storefront through the router, elsewhere as a link, or nowhere. */
export function BannerLink({ link, children, className, tabIndex }: BannerLinkProps) {
  if (!link) return <Plain className={className}>{children}</Plain>;
  // "?q=oferta" or "?category=Limpieza" narrows the shop page the banner is on.
  if (link.startsWith('?')) {
    return (
      <RouteLink to={{ search: link }} className={className} tabIndex={tabIndex}>
        {children}
      </RouteLink>
    );
  }
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <RouteLink to={link} className={className} tabIndex={tabIndex}>
        {children}
      </RouteLink>
    );
  }
  return (
    <Anchor href={link} className={className} tabIndex={tabIndex} rel="noopener">
      {children}
    </Anchor>
  );
}
