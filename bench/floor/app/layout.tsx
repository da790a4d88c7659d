/**
 * The floor: the smallest Next 16 App Router page, exported statically, with no CSS and no client
 * component of ours. `bench/floor.mjs` builds it and measures it with the same Lighthouse harness
 * as the site, so the site's scores can be read against what the framework alone scores here.
 */
import type { ReactNode } from 'react';

export const metadata = { title: 'Floor', description: 'A bare Next.js page, measured as the floor of the stack.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
