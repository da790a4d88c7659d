'use client';
/**
 * Where the "Try it" panels render. Until the first press of a "Try it" button it renders nothing
 * and carries only this click listener; the press loads the panels' code and styles
 * (`TryItPanels`), which then render as portals into the doc body.
 */
import { useEffect, useState, type ComponentType } from 'react';

type Panels = ComponentType<{ basePath: string }>;

/** `basePath`: `/` or `/docs/core/`, where the panels find `/openapi.json`. */
export function TryItHost({ basePath }: { basePath: string }) {
  const [Panels, setPanels] = useState<Panels | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('button[data-try-it]');
      if (!(button instanceof HTMLButtonElement)) return;
      import('./TryItPanels').then(
        (module) => {
          module.togglePanel(button);
          setPanels(() => module.TryItPanels);
        },
        () => (button.textContent = 'Try it (could not load: press again)'),
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return Panels ? <Panels basePath={basePath} /> : null;
}
