// A text of the catalogue as paragraphs: the API writes one paragraph per line.
export function TextParagraphs({ text, className = 'product-text' }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

export const hasText = (text: string) => text.trim() !== '';
