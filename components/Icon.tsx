import type { SidebarIconName } from '@/lib/config-types';

/** An interface icon, painted by CSS (`app/styles/icons.css`); always decorative. */
export type IconName =
  | SidebarIconName
  | 'github'
  | 'logo'
  | 'menu'
  | 'sun'
  | 'moon'
  | 'home'
  | 'edit'
  | 'copy'
  | 'markdown'
  | 'chevron-left'
  | 'chevron-right'
  | 'search';

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span className={`icon icon-${name}${className ? ` ${className}` : ''}`} aria-hidden="true" />;
}
