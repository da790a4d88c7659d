/** The site's mark: a speech bubble with three dots, drawn for this site. */
export function LogoMark() {
  return (
    <svg className="logo-mark" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M16 3C8.8 3 3 8.2 3 14.6c0 3.6 1.8 6.8 4.7 9L6.5 29l5.9-3.1c1.1.3 2.3.4 3.6.4 7.2 0 13-5.2 13-11.7S23.2 3 16 3z"
        fill="currentColor"
      />
      <circle cx="10.5" cy="14.6" r="2" fill="var(--logo-dots)" />
      <circle cx="16" cy="14.6" r="2" fill="var(--logo-dots)" />
      <circle cx="21.5" cy="14.6" r="2" fill="var(--logo-dots)" />
    </svg>
  );
}
