const PARAGRAPHS = Array.from({ length: 40 }, (_, index) => index + 1);

export default function Page() {
  return (
    <main>
      <h1>A bare page</h1>
      {PARAGRAPHS.map((number) => (
        <p key={number}>
          Paragraph {number}: static text rendered by a server component, long enough to wrap on a phone and to give
          the page a largest paint made of text, as a documentation page has.
        </p>
      ))}
    </main>
  );
}
