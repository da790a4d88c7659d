/** The site footer: the copyright line with the build year. */
export function Footer({ copyright }: { copyright: string }) {
  return (
    <footer className="site-footer">
      <p>{copyright.replace('{year}', String(new Date().getFullYear()))}</p>
    </footer>
  );
}
