// The behaviours that exist only once the page runs in the browser (nothing of them is in the
// server's HTML): the go-to-top button, the newsletter button and pop-in, the new-version
// prompt. One chunk, loaded after hydration, so the first page's scripts stay small.
import { GoToTop } from './go-to-top.tsx';
import { NewsletterPopIn } from './newsletter-pop-in.tsx';
import { VersionPrompt } from './version-prompt.tsx';

export default function ClientBehaviours() {
  return (
    <>
      <NewsletterPopIn />
      <GoToTop />
      <VersionPrompt />
    </>
  );
}
