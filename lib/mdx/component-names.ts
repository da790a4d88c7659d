/** Components writers may use in MDX; the renderer maps each name, the check rejects others. */
export const WRITER_COMPONENTS = [
  'Admonition',
  'TLDR',
  'SuccessBox',
  'ButtonBox',
  'ButtonBoxList',
  'Tabs',
  'TabItem',
  'Image',
  'Include',
] as const;

export type WriterComponentName = (typeof WRITER_COMPONENTS)[number];

/** Attributes that hold a site link or file, per component, for the link and image checks. */
export const LINK_ATTRIBUTES: Record<string, { attribute: string; kind: 'link' | 'image' }[]> = {
  a: [{ attribute: 'href', kind: 'link' }],
  img: [{ attribute: 'src', kind: 'image' }],
  ButtonBox: [{ attribute: 'link', kind: 'link' }],
  Image: [
    { attribute: 'light', kind: 'image' },
    { attribute: 'dark', kind: 'image' },
  ],
};

/** Attributes each writer component requires. */
export const REQUIRED_ATTRIBUTES: Partial<Record<WriterComponentName, string[]>> = {
  ButtonBox: ['title', 'link'],
  TabItem: ['value'],
  Image: ['light', 'dark', 'alt'],
  Include: ['doc'],
  Admonition: ['type'],
};
