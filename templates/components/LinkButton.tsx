/** A link styled as a button; content hrefs (links.<name>) resolve through the config. */
import type { ReactNode } from 'react';
import { useHref } from '../context.tsx';
import { Icon } from '../../client/components/Icon.tsx';

/** Props of LinkButton. */
export interface LinkButtonProps {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'light' | 'ghost-light';
  size?: 'normal' | 'small';
  arrow?: boolean;
  className?: string;
}

/** A call-to-action link that looks like a button. */
export function LinkButton({ href, children, variant = 'primary', size = 'normal', arrow = false, className }: LinkButtonProps) {
  const resolve = useHref();
  const classes = ['btn', `btn--${variant}`, size === 'small' ? 'btn--small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <a className={classes} href={resolve(href)}>
      {children}
      {arrow ? <Icon name="arrow" className="icon icon--sm" /> : null}
    </a>
  );
}
