/** Link cards: `<ButtonBoxList>` around `<ButtonBox icon title description link />`. */
import { Children, type ReactNode } from 'react';
import { relFor } from '@/lib/site-href';

interface ButtonBoxProps {
  icon?: string;
  title: string;
  description?: string;
  link: string;
  /** The final href (base path and trailing slash applied), supplied by the component map. */
  href: string;
}

export function ButtonBox({ icon, title, description, href }: ButtonBoxProps) {
  return (
    <a href={href} className="button-box" rel={relFor(href)}>
      {icon ? (
        <span className="button-box-icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="button-box-text">
        <span className="button-box-title">{title}</span>
        {description ? <span className="button-box-description">{description}</span> : null}
      </span>
    </a>
  );
}

export function ButtonBoxList({ children }: { children: ReactNode }) {
  const items = Children.toArray(children).filter((child) => typeof child !== 'string' || child.trim() !== '');
  return (
    <ul className="button-box-list">
      {items.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
