/**
 * `<Image light="/img/a.svg" dark="/img/a-dark.svg" alt="…" />`: a picture with a variant for
 * each colour theme; the page shows the one of the current theme. In Markdown, the light one.
 */
import type { PhrasingContent } from 'mdast';
import { z } from 'zod';
import { defineComponent } from '../writer-component';

function markdownImage(light: string, alt: string, url: (url: string) => string): PhrasingContent[] {
  return light ? [{ type: 'image', url: url(light), alt }] : [];
}

export const Image = defineComponent({
  name: 'Image',
  summary: 'a picture with a light and a dark variant, shown by the colour theme',
  // `priority="high"` is set by the build on an image that opens the page (rehype-eager-lead-image).
  props: { light: z.string(), dark: z.string(), alt: z.string(), priority: z.enum(['high', 'low', 'auto']).optional() },
  references: [
    { attribute: 'light', kind: 'image' },
    { attribute: 'dark', kind: 'image' },
  ],
  toHast: ({ props: { light, dark, alt, priority }, context }) => [
    context.image({ src: light, alt, className: ['themed-image', 'themed-image-light'], fetchPriority: priority }),
    context.image({ src: dark, alt, className: ['themed-image', 'themed-image-dark'] }),
  ],
  toMarkdown: ({ props: { light, alt }, url }) => [{ type: 'paragraph', children: markdownImage(light, alt, url) }],
  toInlineMarkdown: ({ props: { light, alt }, url }) => markdownImage(light, alt, url),
});
