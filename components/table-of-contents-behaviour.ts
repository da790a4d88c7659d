/**
 * Builds "On this page" from the headings of the doc body (within the page's levels) into the
 * slots the server rendered, and marks the section in view.
 */
function tocList(min: number, max: number): HTMLUListElement | null {
  const selector = Array.from({ length: max - min + 1 }, (_, i) => `.markdown h${min + i}[id]`).join(', ');
  const headings = [...document.querySelectorAll<HTMLElement>(selector)];
  if (!headings.length) return null;
  const top = Math.min(...headings.map((heading) => Number(heading.tagName[1])));
  const list = document.createElement('ul');
  list.className = 'toc-list';
  for (const heading of headings) {
    const item = document.createElement('li');
    item.className = `toc-item toc-depth-${Number(heading.tagName[1]) - top}`;
    const link = document.createElement('a');
    link.className = 'toc-link';
    link.href = `#${encodeURIComponent(heading.id)}`;
    const clone = heading.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('.hash-link').forEach((anchor) => anchor.remove());
    link.textContent = clone.textContent?.trim() ?? '';
    item.append(link);
    list.append(item);
  }
  return list;
}

/** Fills the TOC slots of the current page (once per page). */
export function buildTableOfContents() {
  const box = document.querySelector<HTMLDetailsElement>('details.toc-mobile[data-toc-levels]');
  if (!box || box.querySelector('.toc-list')) return;
  const [min, max] = (box.dataset.tocLevels ?? '2-3').split('-').map(Number);
  const list = tocList(min, max);
  if (!list) return;
  box.append(list);
  const column = document.querySelector('[data-toc-column]');
  if (!column || column.childElementCount) return;
  const nav = document.createElement('nav');
  nav.className = 'toc toc-desktop';
  nav.setAttribute('aria-label', 'On this page');
  const title = document.createElement('p');
  title.className = 'toc-title';
  title.textContent = 'On this page';
  nav.append(title, list.cloneNode(true));
  column.append(nav);
}

/** Marks the TOC link of the last heading above the top fifth of the viewport. */
export function watchTocHighlight(): () => void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc-desktop .toc-link')];
  if (!links.length) return () => undefined;
  const headings = links
    .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
    .filter((heading): heading is HTMLElement => heading !== null);
  let frame = 0;
  const update = () => {
    frame = 0;
    const limit = window.innerHeight / 5;
    let current = headings[0];
    for (const heading of headings) if (heading.getBoundingClientRect().top <= limit) current = heading;
    for (const link of links) link.classList.toggle('active', current !== undefined && link.hash === `#${encodeURIComponent(current.id)}`);
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
  };
}
