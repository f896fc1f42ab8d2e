// What a form of the customer's pages says once it went through: right above the form, as a
// status, so a screen reader says it without moving the visitor.
export function SavedNotice({ text }: { text: string | null }) {
  return (
    <p className={text ? 'form__done' : 'visually-hidden'} role="status">
      {text ?? ''}
    </p>
  );
}
