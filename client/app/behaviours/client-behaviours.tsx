// The behaviours that exist only once the page runs in the browser (nothing of them is in the
// server's HTML): the go-to-top button, the newsletter button and pop-in, the new-version
// prompt. Rendered after hydration; their code is in the entry's file, as every page of the
// default layout runs them at once (a chunk of their own was one more request on every first
// visit, decision 020).
import { GoToTop } from './go-to-top.tsx';
import { NewsletterPopIn } from './newsletter-pop-in.tsx';
import { VersionPrompt } from './version-prompt.tsx';

export function ClientBehaviours() {
  return (
    <>
      <NewsletterPopIn />
      <GoToTop />
      <VersionPrompt />
    </>
  );
}
