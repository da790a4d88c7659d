import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMdx } from '../helpers/render-mdx';

test('an Image is two pictures, one per colour theme, sized from their files and lazy unless it opens the page', async () => {
  const { html, problems } = await renderMdx('Intro.\n\n## One\n\nMore.\n\n## Two\n\n<Image light="/img/a.svg" dark="/img/a-dark.svg" alt="A diagram" />\n');
  assert.deepEqual(problems, []);
  assert.match(
    html,
    /<img src="\/base\/img\/a.svg" alt="A diagram" class="themed-image themed-image-light" width="40" height="30" loading="lazy" decoding="async"><img src="\/base\/img\/a-dark.svg" alt="A diagram" class="themed-image themed-image-dark" width="40" height="30" loading="lazy" decoding="async">$/,
  );
  const opening = await renderMdx('<Image light="/img/a.svg" dark="/img/a-dark.svg" alt="A diagram" />\n');
  assert.match(opening.html, /class="themed-image themed-image-light" fetchpriority="high" [^>]*loading="eager"/);
});

test('in Markdown, an Image is its light picture at an absolute URL, in a paragraph or inline', async () => {
  const { markdown } = await renderMdx('<Image light="/img/a.svg" dark="/img/a-dark.svg" alt="A diagram" />\n\nSee <Image light="/img/b.svg" dark="/img/b-dark.svg" alt="B" /> here.\n');
  assert.equal(markdown, '![A diagram](https://docs.test/base/img/a.svg)\n\nSee ![B](https://docs.test/base/img/b.svg) here.\n');
});

test('an Image needs both pictures and a text alternative', async () => {
  const { problems } = await renderMdx('<Image light="/img/a.svg" />\n');
  assert.deepEqual(
    problems.map((problem) => problem.split(' — ')[0]),
    ['1:1: <Image> needs a dark="…" attribute', '1:1: <Image> needs a alt="…" attribute'],
  );
});
