/** The magnifier of the search box and dialog: a CSS-painted icon sized by its class. */
import { Icon } from '../Icon';

export function SearchIcon({ className }: { className: string }) {
  return <Icon name="search" className={className} />;
}
