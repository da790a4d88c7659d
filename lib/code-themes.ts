/**
 * The bundled code-highlighting themes, by name (`site.config.ts` `codeThemes` picks one of each
 * kind). Their colours live in `app/styles/prism.css`, one block per theme, selected by the
 * `data-code-light` / `data-code-dark` attributes the layout puts on `<html>`.
 */
export const CODE_THEMES = {
  light: ['github', 'one-light'],
  dark: ['monokai', 'one-dark'],
} as const;
